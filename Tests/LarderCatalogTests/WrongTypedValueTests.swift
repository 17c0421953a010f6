import Foundation
import GRDB
import LarderCatalog
import LarderCore
import Testing

/// A catalog value of the wrong type (written by hand, or a damaged file) is
/// ``CatalogError/damaged(path:reason:)`` naming the column; before, `show` and `search` trapped in
/// GRDB's row subscript, and an unknown kind silently read as a drink.
@Suite struct WrongTypedValueTests {
    private func damaged(_ sql: String) throws -> (CatalogStore, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        let raw = try DatabaseQueue(path: url.path)
        try raw.write { try $0.execute(sql: sql) }
        try raw.close()
        return (try CatalogStore.open(at: url), folder)
    }

    @Test func abvAsTextIsDamageNotACrash() throws {
        let (store, folder) = try damaged("UPDATE recipe SET abv = 'strong' WHERE id = 'negroni'")
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = CatalogError.damaged(path: store.path, reason: "column abv holds a value that is not a number")
        #expect(throws: expected) { try store.recipe("negroni") }
        #expect(throws: expected) { try store.search(SearchQuery(text: "negroni")) }
        #expect(try store.recipe("daiquiri").summary.name == "Daiquiri", "other rows still read")
    }

    @Test func anUnknownKindIsDamageNotADrink() throws {
        let (store, folder) = try damaged("UPDATE recipe SET kind = 'potion' WHERE id = 'negroni'")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CatalogError.damaged(path: store.path, reason: "column kind holds a value that is not a known RecipeKind")) {
            try store.recipe("negroni")
        }
    }

    @Test func substitutesThatAreNotJSONAreDamage() throws {
        let (store, folder) = try damaged("UPDATE recipe_line SET substitutes = '[oops' WHERE recipe_id = 'negroni'")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CatalogError.damaged(path: store.path, reason: "column substitutes holds a value that is not valid JSON")) {
            try store.recipe("negroni")
        }
        #expect(throws: CatalogError.self) { try store.matchData() }
    }

    @Test func aTextQuantityIsDamageEvenWhenReadThroughACursor() throws {
        let (store, folder) = try damaged("UPDATE recipe_line SET quantity = 'lots' WHERE recipe_id = 'negroni' AND position = 0")
        defer { try? FileManager.default.removeItem(at: folder) }
        let expected = CatalogError.damaged(path: store.path, reason: "column quantity holds a value that is not a number")
        #expect(throws: expected) { try store.recipe("negroni") }
        #expect(throws: expected) { try store.matchData() }
    }

    @Test func theMessageIsOneLine() {
        let message = CatalogError.damaged(path: "/x/catalog.sqlite", reason: "column abv holds a value that is not a number").description
        #expect(message == "the catalog at /x/catalog.sqlite is damaged (column abv holds a value that is not a number)")
    }
}
