import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCore
import Testing

/// The functions a catalog connection registers for its searches (`CSQLiteSearch.h`), each against what it replaces:
/// `larder_in` against Swift's `Set` and SQLite's `IN (SELECT value FROM json_each(?))`, `larder_bm25` against SQLite's
/// own `bm25`, `larder_match` against FTS5's own column filters, the stored token counts against the index's own positions
/// (its `fts5vocab` instances), and whole search statements in the catalog's functions against the same statements in plain SQL.
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
                        SELECT bm25(recipe_fts, \(weights)) AS plain, larder_bm25(recipe_fts, NULL, \(tokens), \(weights)) AS ours,
                               bm25(recipe_fts) AS unweighted, larder_bm25(recipe_fts, NULL, \(tokens)) AS oursUnweighted
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

    /// Queries with alternatives and runs, as ``QueryExpansion`` writes them.
    static let trees: [FTSQuery] = {
        func query(_ text: String, _ alternatives: [[String]] = [], _ phrases: [FTSQuery.Phrase] = []) -> FTSQuery {
            var query = FTSQuery(text)!
            query.alternatives = alternatives
            query.phrases = phrases
            return query
        }
        return [
            query("gin"), query("lime rum"), query("whisky sour", [["whiskey", "bourbon"], []]), query("tequila lime"),
            query("spring onion", [], [FTSQuery.Phrase(start: 0, count: 2, alternatives: ["green onion", "scallion"])]),
            query("chicken curry"), query("dark n stormy"), query("sour"), query("mint julep", [["peppermint"], []]),
        ]
    }()

    @Test func phraseTreesNumberThePhrasesAsWritten() throws {
        let whisky = Self.trees[2].phraseTree(prefix: true, firstPhrase: 0)
        #expect(whisky.expression == "(\"whisky\"* OR \"whiskey\" OR \"bourbon\") AND \"sour\"*")
        #expect(whisky.postfix == ["0", "1", "2", "|3", "3", "&2"])
        #expect(whisky.phrases == 4)
        let onion = Self.trees[4].phraseTree(prefix: false, firstPhrase: 5)
        #expect(onion.expression == "((\"spring\" AND \"onion\") OR \"green onion\" OR \"scallion\")")
        #expect(onion.postfix == ["5", "6", "&2", "7", "8", "|3"])
        #expect(onion.program(total: 9) == "9:5 6 &2 7 8 |3")
        let gin = Self.trees[0].phraseTree(prefix: true, firstPhrase: 0)
        #expect(gin.expression == "\"gin\"*" && gin.postfix == ["0"] && gin.phrases == 1)
    }

    @Test func matchingWithinColumnsIsTheIndexOwnColumnFilter() throws {
        let (folder, url) = try RecipeRanksTests().compiledBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        var compared = 0, inSets = 0
        try queue.write { db in
            try CatalogStore.prepare(db)
            for query in Self.trees {
                let prefix = query.phraseTree(prefix: true, firstPhrase: 0)
                let whole = query.phraseTree(prefix: false, firstPhrase: prefix.phrases)
                let total = prefix.phrases + whole.phrases
                let match = "(\(prefix.expression)) OR (\(whole.expression))"
                // The one-pass match finds the same recipes as the prefix terms alone.
                let plainIDs = try Int64.fetchAll(db, sql: "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY rowid", arguments: [prefix.expression])
                let oneIDs = try Int64.fetchAll(db, sql: "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY rowid", arguments: [match])
                #expect(plainIDs == oneIDs, "\(match)")
                for (tree, columns) in [(whole, ["name", "aliases"]), (whole, ["name", "aliases", "ingredients"]), (prefix, ["name", "aliases"]), (prefix, ["tags"])] {
                    let filtered = "{\(columns.joined(separator: " "))} : (\(tree.expression))"
                    let expected = Set(try Int64.fetchAll(db, sql: "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?", arguments: [filtered]))
                    let set = columns.reduce(0) { $0 | 1 << CatalogIndex.columns.firstIndex(of: $1)! }
                    let rows = try Row.fetchAll(db, sql: "SELECT rowid, larder_match(recipe_fts, ?, ?) AS hit FROM recipe_fts WHERE recipe_fts MATCH ?",
                                                arguments: [tree.program(total: total), set, match])
                    for row in rows {
                        #expect((row["hit"] as Bool) == expected.contains(row["rowid"]), "\(filtered) row \(row["rowid"] as Int64)")
                    }
                    #expect(Set(rows.filter { $0["hit"] as Bool }.map { $0["rowid"] as Int64 }) == expected, "\(filtered)")
                    compared += rows.count
                    inSets += expected.count
                }
                // bm25 over the prefix terms' phrases of the one-pass match is bm25 of the prefix terms alone.
                let weights = "0, 10.0, 8.0, 2.0, 2.0, 1.0"
                let plain = try Row.fetchAll(db, sql: "SELECT rowid, bm25(recipe_fts, \(weights)) AS score FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY rowid",
                                             arguments: [prefix.expression]).map { [$0["rowid"] as Int64: $0["score"] as Double] }
                let ours = try Row.fetchAll(db, sql: """
                    SELECT f.rowid, larder_bm25(recipe_fts, ?, k.tokens, \(weights)) AS score
                    FROM recipe_fts f JOIN recipe_rank k ON k.fts_rowid = f.rowid WHERE recipe_fts MATCH ? ORDER BY f.rowid
                    """, arguments: [prefix.phrases, match]).map { [$0["rowid"] as Int64: $0["score"] as Double] }
                #expect(plain == ours, "\(match)")
            }
            // A program written for another expression, or malformed, is an error, never a quiet answer.
            for program in ["2:0", "1:0 1 &2", "1:", "1:0 &2", "1:x", "0 1"] {
                #expect(throws: DatabaseError.self, "\(program)") {
                    try Bool.fetchAll(db, sql: "SELECT larder_match(recipe_fts, ?, 6) FROM recipe_fts WHERE recipe_fts MATCH '\"gin\"'", arguments: [program])
                }
            }
            #expect(throws: DatabaseError.self) {
                try Double.fetchAll(db, sql: "SELECT larder_bm25(recipe_fts, 2, NULL) FROM recipe_fts WHERE recipe_fts MATCH '\"gin\"'")
            }
        }
        #expect(compared > 2_000)
        #expect(inSets > 300)
    }
}
