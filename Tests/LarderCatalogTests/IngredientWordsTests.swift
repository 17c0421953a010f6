import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The compiler's `ingredient_word` (the words of each ingredient's name, read by search to find the
/// ingredients a query names): on a catalog written here against words listed by hand, and on the bundled
/// catalog against the names cut into words again in Swift, with search's reading of it compared to every
/// name tested in full.
@Suite struct IngredientWordsTests {
    func compiled(_ sources: CatalogSources) throws -> (folder: URL, url: URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        return (folder, url)
    }

    func storedWords(_ db: Database) throws -> Set<String> {
        Set(try Row.fetchAll(db, sql: "SELECT word, ingredient_id FROM ingredient_word").map { "\($0[0] as String) \($0[1] as String)" })
    }

    @Test func wordsListedByHand() throws {
        let ingredients = [
            Fixture.ingredient("gin", "Gin", .spirit), Fixture.ingredient("old-tom-gin", "Old-Tom Gin", .spirit, parent: "gin"),
            Fixture.ingredient("ginger-beer", "Ginger beer", .soda), Fixture.ingredient("creme-de-cassis", "Crème de cassis", .liqueur),
        ]
        let (folder, url) = try compiled(CatalogSources(manifest: CatalogManifest(version: 1), ingredients: ingredients, recipes: []))
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        // A hyphen cuts like a space; accents are folded away with the name; each word once an ingredient.
        #expect(try queue.read(storedWords) == [
            "gin gin", "old old-tom-gin", "tom old-tom-gin", "gin old-tom-gin", "ginger ginger-beer", "beer ginger-beer",
            "creme creme-de-cassis", "de creme-de-cassis", "cassis creme-de-cassis",
        ])
    }

    @Test func theBundledCatalogAgreesWithTheNamesCutInSwift() throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let (folder, url) = try compiled(try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog")))
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in
            let rows = try Row.fetchAll(db, sql: "SELECT id, name_folded, parent_id FROM ingredient")
            let aliases = try Row.fetchAll(db, sql: "SELECT ingredient_id, alias FROM ingredient_alias")
            // The words: the folded name cut at spaces and hyphens.
            var expected: Set<String> = []
            for row in rows {
                for word in (row["name_folded"] as String).split(whereSeparator: { $0 == " " || $0 == "-" }) {
                    expected.insert("\(word.lowercased()) \(row["id"] as String)")
                }
            }
            #expect(expected.count > 2_000)
            let stored = try storedWords(db)
            #expect(stored.subtracting(expected).isEmpty, "stored, not in the names: \(stored.subtracting(expected).sorted().prefix(10))")
            #expect(expected.subtracting(stored).isEmpty, "in the names, not stored: \(expected.subtracting(stored).sorted().prefix(10))")

            // Search's reading: for every word and every two-word run of a name, the ingredients holding it as whole
            // words or named so by an alias, with every kind below them, found by comparing every name in Swift.
            var children: [String: [String]] = [:]
            for row in rows { if let parent = row["parent_id"] as String? { children[parent, default: []].append(row["id"]) } }
            func named(_ value: String) -> Set<String> {
                var found = Set(rows.filter { row in
                    (" " + (row["name_folded"] as String).replacingOccurrences(of: "-", with: " ") + " ").contains(" \(value) ")
                }.map { $0["id"] as String })
                found.formUnion(aliases.filter { $0["alias"] as String == value }.map { $0["ingredient_id"] as String })
                var queue = Array(found)
                while let next = queue.popLast() {
                    for child in children[next] ?? [] where found.insert(child).inserted { queue.append(child) }
                }
                return found
            }
            var values: Set<String> = []
            for row in rows {
                let words = (row["name_folded"] as String).split(whereSeparator: { $0 == " " || $0 == "-" })
                values.formUnion(words.map(String.init))
                values.formUnion(zip(words, words.dropFirst()).map { "\($0) \($1)" })
            }
            func read(_ value: String) throws -> Set<String> {
                let json = try CatalogStore.ingredientsNamed(by: try #require(FTSQuery(value)), in: db)
                return Set(try JSONDecoder().decode([String].self, from: Data(json.utf8)))
            }
            var compared = 0
            for value in values.sorted() where FTSQuery(value)?.normalized == value {
                #expect(try read(value) == named(value), "\(value)")
                compared += 1
            }
            #expect(compared > 1_500)
            // A catalog compiled before the table existed computes the same words from the names.
            try db.execute(sql: "DROP TABLE ingredient_word")
            for value in ["gin", "lime juice", "orange", "whisky", "tom gin"] { #expect(try read(value) == named(value), "\(value)") }
        }
    }
}
