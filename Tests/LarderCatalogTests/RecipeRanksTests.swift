import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The compiler's `recipe_rank` (what search ranks a match by that does not depend on the query, one row an index
/// document): on the bundled catalog against the same values computed again in Swift from each recipe's row, after a
/// compile and after a refresh that changed recipes; and search's answers with the table against those of a
/// catalog without it, which computes them from the recipes as before the table existed.
@Suite struct RecipeRanksTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    func compiledBundle() throws -> (folder: URL, url: URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: Self.root.appendingPathComponent("Bundle/catalog")), to: url)
        return (folder, url)
    }

    /// Each stored row against its recipe read in Swift: the folded name with apostrophes dropped, hyphens as
    /// spaces and " & " as " and "; the name's Unicode scalars; the boost `1 + 0.25 (IBA) + 0.1 (sources)` summed in
    /// that order (the same double); the renown level, 3 without one; the aliases and their keys, cut at U+0001
    /// (`NULL` without aliases). Returns the rows compared.
    func compareWithSwift(_ db: Database) throws -> Int {
        let renown = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT recipe_id, level FROM recipe_renown").map {
            ($0["recipe_id"] as String, $0["level"] as Int)
        })
        var aliases: [String: Set<String>] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT recipe_id, alias FROM recipe_alias") {
            let alias: String = row["alias"]
            let key = alias.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "-", with: " ")
                .replacingOccurrences(of: " & ", with: " and ")
            aliases[row["recipe_id"], default: []].formUnion([alias, key])
        }
        var recipes: [String: Row] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, name, name_folded, iba, sources FROM recipe") { recipes[row["id"]] = row }
        let documents = try Row.fetchAll(db, sql: "SELECT id, c0 FROM recipe_fts_content")
        let stored = Dictionary(uniqueKeysWithValues: try Row.fetchAll(db, sql: "SELECT * FROM recipe_rank").map { ($0["fts_rowid"] as Int64, $0) })
        #expect(stored.count == documents.count)
        #expect(documents.count == recipes.count)
        var compared = 0
        for document in documents {
            let recipe = try #require(recipes[document["c0"]])
            let row = try #require(stored[document["id"]], "no row for \(document["c0"] as String)")
            let folded: String = recipe["name_folded"]
            let key = folded.replacingOccurrences(of: "'", with: "").replacingOccurrences(of: "-", with: " ")
                .replacingOccurrences(of: " & ", with: " and ")
            let sources = try JSONSerialization.jsonObject(with: Data((recipe["sources"] as String).utf8)) as? [Any]
            let iba: String? = recipe["iba"]
            let boost = 1.0 + 0.25 * (iba == nil ? 0.0 : 1.0) + 0.1 * Double(try #require(sources).count)
            #expect(row["recipe_id"] as String == recipe["id"] as String)
            #expect(row["name_folded"] as String == folded)
            #expect(row["name_key"] as String == key, "\(folded)")
            #expect(row["name_length"] as Int == (recipe["name"] as String).unicodeScalars.count)
            #expect(row["iba"] as String? == iba)
            #expect((row["boost"] as Double).bitPattern == boost.bitPattern, "\(folded): \(row["boost"] as Double) against \(boost)")
            #expect(row["renown"] as Int == renown[recipe["id"]] ?? 3)
            let stored: String? = row["aliases"]
            #expect(stored.map { Set($0.split(separator: "\u{1}").map(String.init)) } == aliases[recipe["id"]], "\(folded)")
            #expect(stored.map { $0.hasPrefix("\u{1}") && $0.hasSuffix("\u{1}") } ?? true)
            compared += 1
        }
        return compared
    }

    @Test func theBundledCatalogAgreesWithTheRecipesReadInSwiftAfterACompileAndARefresh() throws {
        let (folder, url) = try compiledBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in
            #expect(try compareWithSwift(db) > 1_500)
            // Punctuation folded: at least one name of each kind is in the catalog.
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_rank WHERE instr(name_folded, '''') > 0") ?? 0 > 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_rank WHERE instr(name_folded, ' & ') > 0") ?? 0 > 0)
            #expect(try String.fetchOne(db, sql: "SELECT aliases FROM recipe_rank WHERE recipe_id = '212'") == "\u{1}two-one-two\u{1}two one two\u{1}")
            // An update changes two recipes' IBA list, sources and renown and a third's name; a refresh re-indexes them
            // (new rowids) and the table follows.
            try db.execute(sql: """
                UPDATE recipe SET iba = NULL, sources = '[]' WHERE id = 'negroni';
                UPDATE recipe SET iba = 'unforgettables', sources = '[{"dataset":"a","record":"x"},{"dataset":"b","record":"y"},{"dataset":"c","record":"z"}]' WHERE id = 'gin-fizz';
                UPDATE recipe SET name = 'Tom & Jerry''s-Collins', name_folded = 'tom & jerry''s-collins' WHERE id = 'tom-collins';
                DELETE FROM recipe_renown WHERE recipe_id = 'negroni';
                INSERT OR REPLACE INTO recipe_renown (recipe_id, level) VALUES ('gin-fizz', 1);
                """)
            try CatalogIndex.refresh(db, recipes: ["negroni", "gin-fizz", "tom-collins"], ingredients: [])
            #expect(try compareWithSwift(db) > 1_500)
            #expect(try String.fetchOne(db, sql: "SELECT name_key FROM recipe_rank WHERE recipe_id = 'tom-collins'") == "tom and jerrys collins")
        }
    }

    @Test func searchAnswersTheSameWithoutTheTable() throws {
        let (folder, url) = try compiledBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queries = [
            "gin", "negroni", "margartia", "tequila lime", "aubergine", "gin -campari", "kind:dish chicken", "dark n stormy",
            "old-fashioned", "gin & tonic", "sour", "lime juice", "margaritas", "vodka", "rum", "bees knees", "abv>20 whiskey",
            "fifty fifty martini", "fifty-fifty martini", "50/50 martini", "twentieth century", "two one two", "whiskey boulevardier", "bloody caesar",
        ]
        func answers() throws -> [SearchResult] {
            let store = try CatalogStore.open(at: url)
            var out: [SearchResult] = []
            for text in queries {
                out.append(try store.search(SearchQuery(text: text)))
                var preferred = SearchQuery(text: text)
                preferred.preferred = [RecipeID("negroni"), RecipeID("gin-fizz"), RecipeID("margarita")]
                out.append(try store.search(preferred))
                var second = SearchQuery(text: text)
                second.offset = 20
                out.append(try store.search(second))
            }
            return out
        }
        let withTable = try answers()
        #expect(withTable.filter { $0.total > 0 }.count > 40)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "DROP TABLE recipe_rank") }
        try queue.close()
        let without = try answers()
        for (index, (stored, computed)) in zip(withTable, without).enumerated() {
            #expect(stored == computed, "\(queries[index / 3]) (\(index % 3))")
            #expect(stored.tiers == computed.tiers, "\(queries[index / 3]) (\(index % 3))")
        }
    }
}
