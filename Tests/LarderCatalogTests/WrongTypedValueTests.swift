import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
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

    @Test func anUnknownIceIsDamageNotADefault() throws {
        let (store, folder) = try damaged("UPDATE recipe SET ice = 'shaved' WHERE id = 'negroni'")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CatalogError.damaged(path: store.path, reason: "column ice holds a value that is not a known Ice")) {
            try store.recipe("negroni")
        }
        #expect(try store.recipe("daiquiri").summary.name == "Daiquiri", "other rows still read")
    }

    @Test func aStoredIceReadsAsItsCase() throws {
        let (store, folder) = try damaged("UPDATE recipe SET ice = 'large cube' WHERE id = 'negroni'")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(try store.recipe("negroni").ice == .largeCube)
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

/// Oversized text is refused in one line before any work: before, a 1 MB name took 30 s, 128,000 search
/// words 8 minutes, and a 100 KB glass filter hit "LIKE or GLOB pattern too complex".
@Suite final class QueryLimitTests {
    let store: CatalogStore
    let folder: URL

    init() throws { (store, folder) = try Fixture.store() }
    deinit { try? FileManager.default.removeItem(at: folder) }

    @Test func aMegabyteNameIsRefused() {
        let name = String(repeating: "negroni", count: 150_000)
        #expect(throws: CatalogError.invalidQuery("a recipe name is longer than 200 characters")) { try store.recipe(name) }
        #expect(throws: CatalogError.invalidQuery("an ingredient name is longer than 200 characters")) { try store.resolveIngredient(name) }
        #expect(throws: CatalogError.invalidQuery("the prefix is longer than 200 characters")) { try store.suggest(name) }
    }

    @Test func aSearchOfThousandsOfWordsIsRefused() {
        let text = Array(repeating: "gin", count: 16_000).joined(separator: " ")
        #expect(throws: CatalogError.invalidQuery("the search text is longer than 1000 characters")) { try store.search(SearchQuery(text: text)) }
        let words = Array(repeating: "gin", count: 33).joined(separator: " ")
        #expect(throws: CatalogError.invalidQuery("the search text has 33 words; at most 32 are searched")) { try store.search(SearchQuery(text: words)) }
    }

    @Test func aHundredKilobyteFilterIsRefused() {
        let glass = String(repeating: "%_", count: 50_000)
        #expect(throws: CatalogError.invalidQuery("the glass filter is longer than 200 characters")) { try store.search(SearchQuery(glass: glass)) }
    }

    @Test func textsAtTheCapsStillWork() throws {
        #expect(try store.search(SearchQuery(text: Array(repeating: "negroni", count: 32).joined(separator: " "))).total >= 0)
        let longest = String(repeating: "x", count: 200)
        #expect(throws: CatalogError.notFound(kind: "recipe", query: longest, suggestions: [])) { try store.recipe(longest) }
        #expect(EditDistance.suggestions(for: String(repeating: "a", count: 101), among: ["aaa"]) == [])
        #expect(EditDistance.suggestions(for: "negrony", among: ["Negroni", "Mojito"]) == ["Negroni"])
    }
}
