import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCore
import Testing

/// The functions a catalog connection registers for its searches (`CSQLiteSearch.h`), each against what it replaces:
/// `larder_in` against Swift's `Set` and SQLite's `IN (SELECT value FROM json_each(?))`, `larder_bm25` against SQLite's
/// own `bm25`, the stored token counts against the index's own positions (its `fts5vocab` instances), and whole search
/// statements in the catalog's functions against the same statements in plain SQL.
@Suite struct SearchFunctionsTests {
    func memory() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.inDatabase { db in try CatalogStore.prepare(db) }
        return queue
    }

    @Test func membershipIsTheSetsAndTheJSONLists() throws {
        let queue = try memory()
        var generator = SplitMix64(seed: 19)
        let alphabet = Array("abcdefgh-")
        func word() -> String { String((0..<Int.random(in: 0...4, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! }) }
        for _ in 0..<40 {
            let items = (0..<Int.random(in: 0...30, using: &generator)).map { _ in word() }
            let probes = (0..<30).map { _ in word() } + items.prefix(5)
            let set = Set(items)
            try queue.inDatabase { (db: Database) throws in
                for probe in probes {
                    let found = try Bool.fetchOne(db, sql: "SELECT larder_in(?, ?)", arguments: [CatalogStore.setText(items), probe])
                    let listed = try Bool.fetchOne(
                        db, sql: "SELECT ? IN (SELECT value FROM json_each(?))", arguments: [probe, CatalogStore.jsonArray(items)])
                    #expect(found == set.contains(probe), "\(probe) in \(items)")
                    #expect(found == listed)
                }
            }
        }
        try queue.inDatabase { (db: Database) throws in
            // One row after another reads the set once (kept with the bound argument): every row still answers.
            let rows = try Int?.fetchAll(db, sql: """
                WITH n(x) AS (VALUES ('b'), ('z'), ('a'), (NULL), ('ab')) SELECT larder_in(?, x) FROM n
                """, arguments: ["a\u{1}ab\u{1}b"])
            #expect(rows == [1, 0, 1, nil, 1])
            #expect(try DatabaseValue.fetchOne(db, sql: "SELECT larder_in('a', NULL)") == .null)
            #expect(try Int.fetchOne(db, sql: "SELECT larder_in('', 'a')") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT larder_in('', '')") == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT larder_in(NULL, 'a')") == 0)
        }
    }

    @Test func docsizeTokensSumTheVariableLengthIntegers() throws {
        let queue = try memory()
        try queue.inDatabase { (db: Database) throws in
            // 1, then 0x81 0x01 = (1 << 7) + 1 = 129, then 0: 130. Nine bytes hold the largest: eight of 7 bits and one of 8.
            #expect(try Int.fetchOne(db, sql: "SELECT larder_docsize_tokens(X'01810100')") == 130)
            #expect(try Int.fetchOne(db, sql: "SELECT larder_docsize_tokens(X'')") == 0)
            #expect(try Int64.fetchOne(db, sql: "SELECT larder_docsize_tokens(X'8080808080808080FF')") == 255)
            #expect(try DatabaseValue.fetchOne(db, sql: "SELECT larder_docsize_tokens(NULL)") == .null)
            #expect(throws: DatabaseError.self) { try Int.fetchOne(db, sql: "SELECT larder_docsize_tokens(X'0181')") }
        }
    }

    @Test func storedLengthsAndBm25AreTheIndexOwn() throws {
        let (folder, url) = try RecipeRanksTests().compiledBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try CatalogStore.prepare(db)
            // Every token of a document is one instance in the index's own vocabulary (no colocated tokens with unicode61).
            try db.execute(sql: "CREATE VIRTUAL TABLE temp.instances USING fts5vocab(main, recipe_fts, instance)")
            let differing = try Int.fetchOne(db, sql: """
                SELECT count(*) FROM recipe_rank k LEFT JOIN (SELECT doc, count(*) AS n FROM temp.instances GROUP BY doc) i ON i.doc = k.fts_rowid
                WHERE k.tokens IS NOT coalesce(i.n, 0)
                """)
            #expect(differing == 0)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_rank WHERE tokens > 0") ?? 0 > 1_500)
            let weights = "0, 10.0, 8.0, 2.0, 2.0, 1.0"
            var compared = 0
            for match in ["\"gin\"*", "\"gin\"", "{name aliases} : (\"gin\")", "\"lime\" AND \"rum\"", "\"whiskey\" OR \"bourbon\"*",
                          "{name aliases ingredients} : (\"tequila\" AND \"lime\")", "\"chicken\"* AND \"curry\"", "\"sour\"", "\"dark\" \"n\" \"stormy\""] {
                for tokens in ["k.tokens", "NULL"] {
                    let rows = try Row.fetchAll(db, sql: """
                        SELECT bm25(recipe_fts, \(weights)) AS plain, larder_bm25(recipe_fts, \(tokens), \(weights)) AS ours,
                               bm25(recipe_fts) AS unweighted, larder_bm25(recipe_fts, \(tokens)) AS oursUnweighted
                        FROM recipe_fts f JOIN recipe_rank k ON k.fts_rowid = f.rowid WHERE recipe_fts MATCH ?
                        """, arguments: [match])
                    #expect(!rows.isEmpty, "\(match)")
                    for row in rows {
                        #expect((row["plain"] as Double) == (row["ours"] as Double), "\(match)")
                        #expect((row["unweighted"] as Double) == (row["oursUnweighted"] as Double), "\(match)")
                    }
                    compared += rows.count
                }
            }
            #expect(compared > 1_000)
        }
    }

    @Test func theCatalogsFunctionsRankAsPlainSQL() throws {
        let (folder, url) = try RecipeRanksTests().compiledBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try CatalogStore.open(at: url)
        var compared = 0
        for (text, preferred, kind) in [("gin", [], nil), ("gin", ["negroni", "tom-collins", "gin-fizz"], nil), ("vodka", ["cosmopolitan"], nil),
                                        ("whiskey sour", [], nil), ("negorni", [], nil), ("lime", ["mojito"], RecipeKind.drink),
                                        ("chicken curry", [], nil), ("rum", [], nil), ("tequila lime", ["paloma"], nil)] as [(String, [String], RecipeKind?)] {
            var query = SearchQuery(text: text, limit: 60)
            query.preferred = Set(preferred.map { RecipeID($0) })
            query.kind = kind
            let ours = try store.searchStatement(for: query)
            let plain = try store.searchStatement(for: query, functions: .standard)
            #expect(ours.sql.contains("larder_"))
            #expect(!plain.sql.contains("larder_"))
            let (a, b) = try store.read { db in
                (try Row.fetchAll(db, sql: ours.sql, arguments: StatementArguments(ours.arguments)).map { [$0["id"] as String, "\($0["tier"] as Int)", "\($0["score"] as Double)"] },
                 try Row.fetchAll(db, sql: plain.sql, arguments: StatementArguments(plain.arguments)).map { [$0["id"] as String, "\($0["tier"] as Int)", "\($0["score"] as Double)"] })
            }
            #expect(a == b, "\(text) \(preferred)")
            #expect(!a.isEmpty, "\(text)")
            compared += a.count
        }
        #expect(compared > 300)
    }
}
