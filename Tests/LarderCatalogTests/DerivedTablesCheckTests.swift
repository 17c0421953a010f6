import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderMatch
import Testing

/// `larder doctor`'s check finds a derived table that is missing, stale or damaged: each case below is a
/// hand-made change to a freshly compiled catalog that leaves SQLite's page check and the content hash
/// satisfied, so only the derived-table check can see it.
@Suite struct DerivedTablesCheckTests {
    /// A freshly compiled fixture catalog, changed by `sql` (and `change`, for byte-level edits).
    func report(after sql: String, change: ((Database) throws -> Void)? = nil) throws -> CatalogIntegrityReport {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        // The fixture with the recipes that give the flavor graph kept edges and taste profiles.
        try CatalogCompiler().compile(PrecomputedTests.profiledSources, to: url)
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            if !sql.isEmpty {
                try db.execute(sql: sql)
                #expect(sql.hasPrefix("DROP") || db.changesCount > 0, "the change touched no row")
            }
            try change?(db)
        }
        try queue.close()
        let report = try CatalogIntegrity.check(at: url)
        #expect(report.sqliteProblems.isEmpty && report.readError == nil)
        #expect(report.storedContentHash != nil && report.storedContentHash == report.computedContentHash)
        return report
    }

    @Test func aFreshCatalogIsIntact() throws {
        let report = try report(after: "")
        #expect(report.derivedProblems.isEmpty)
        #expect(report.isIntact)
    }

    @Test(arguments: [
        ("DROP TABLE match_archive", "match_archive) is missing"),
        ("UPDATE match_archive SET version = version + 1", "of another version"),
        ("UPDATE match_archive SET content_hash = 'other'", "is stale"),
        ("UPDATE match_archive SET data = substr(data, 1, length(data) - 1)", "is damaged"),
        ("DROP TABLE flavor_edge", "flavor_graph_meta) is missing"),
        ("UPDATE flavor_edge SET recipes_together = recipes_together + 1 WHERE (a_id, b_id) = (SELECT a_id, b_id FROM flavor_edge LIMIT 1)", "edge"),
        ("DELETE FROM flavor_node WHERE ingredient_id = 'gin'", "flavor_graph_meta) does not match"),
        ("UPDATE flavor_graph_meta SET value = value + 1 WHERE key = 'recipe_count'", "totals differ"),
        ("UPDATE recipe_term SET documents = documents + 1 WHERE term = 'negroni'", "recipe_term) does not match"),
        ("DELETE FROM recipe_fts WHERE recipe_id = 'negroni'", "recipe_fts) does not match"),
        ("DROP TABLE recipe_main_ingredient", "recipe_main_ingredient) is missing"),
        ("DELETE FROM recipe_main_ingredient WHERE recipe_id = 'negroni' AND ingredient_id = 'campari'", "recipe_main_ingredient) does not match"),
        ("UPDATE recipe_fts SET name = 'Boulevardier' WHERE recipe_id = 'negroni'", "recipe_fts) does not match"),
        ("DROP TABLE ingredient_word", "ingredient_word) is missing"),
        ("DELETE FROM ingredient_word WHERE ingredient_id = 'campari'", "ingredient_word) does not match"),
        ("DROP TABLE recipe_rank", "recipe_rank) is missing"),
        ("DELETE FROM recipe_rank WHERE recipe_id = 'negroni'", "recipe_rank) does not match"),
        ("UPDATE recipe_rank SET boost = boost + 1e-12 WHERE recipe_id = 'negroni'", "recipe_rank) does not match"),
        ("UPDATE recipe_rank SET tokens = tokens + 1 WHERE recipe_id = 'negroni'", "token counts differ"),
        ("UPDATE recipe_rank SET tokens = NULL WHERE recipe_id = 'negroni'", "token counts differ"),
        ("UPDATE recipe_rank SET renown = 1 WHERE recipe_id = (SELECT recipe_id FROM recipe_rank WHERE renown = 3 LIMIT 1)", "recipe_rank) does not match"),
    ])
    func aChangedDerivedTableIsFound(sql: String, expected: String) throws {
        let report = try report(after: sql)
        #expect(!report.isIntact)
        #expect(report.derivedProblems.contains { $0.contains(expected) }, "\(report.derivedProblems)")
        #expect(report.problem.map { !$0.contains("\n") } == true)
    }

    /// A flipped bit inside the stored match catalog's bytes: same length, so only its checksum tells.
    @Test func aFlippedBitInTheMatchArchiveIsFound() throws {
        let report = try report(after: "") { db in
            let data = try #require(try Data.fetchOne(db, sql: "SELECT data FROM match_archive"))
            var bytes = [UInt8](data)
            bytes[bytes.count / 2] ^= 0x10
            try db.execute(sql: "UPDATE match_archive SET data = ?", arguments: [Data(bytes)])
        }
        #expect(report.derivedProblems == ["the stored match catalog (match_archive) is damaged: its bytes do not read back (checksum or layout)"])
    }

    /// An archive compiled from rows where the Negroni had another name: it reads back and is current,
    /// and only the names it stores for `make` tell it from the catalog's.
    @Test func otherNamesInTheMatchArchiveAreFound() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(PrecomputedTests.profiledSources, to: url)
        var data = try CatalogStore.open(at: url).matchData()
        let negroni = try #require(data.recipes.firstIndex { $0.id == "negroni" })
        data.recipes[negroni].name = "Not a Negroni"
        let archive = try data.matchCatalog().archived()
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "UPDATE match_archive SET data = ?", arguments: [Data(archive)]) }
        try queue.close()
        #expect(try CatalogIntegrity.check(at: url).derivedProblems == ["the stored match catalog (match_archive) does not match the recipes"])
    }

    /// Garbage in one of FTS5's own b-tree blocks: the documents still compare equal, FTS5's check does not.
    @Test func garbageInTheSearchIndexBlocksIsFound() throws {
        let report = try report(after: """
            UPDATE recipe_fts_data SET block = zeroblob(length(block))
            WHERE id = (SELECT id FROM recipe_fts_data WHERE id > 10 ORDER BY length(block) DESC LIMIT 1)
            """)
        #expect(report.derivedProblems.contains { $0.hasPrefix("the search index (recipe_fts) is damaged") }, "\(report.derivedProblems)")
    }
}
