import FlavorGraph
import Foundation
import GRDB
import LarderCore
import LarderMatch

/// Checks the derived tables (``CatalogSchema/derivedTables`` and the full-text index) against what
/// rebuilding them from the content would write, for ``CatalogIntegrity``: neither SQLite's
/// `integrity_check` (it does not read values) nor the content hash (it covers the content only) would
/// notice one that is missing, stale or damaged, and a command reading it would answer wrongly.
enum DerivedTablesCheck {
    /// One line for each derived table that is missing or differs from its rebuild, read in `db`
    /// (read-only; temporary tables only).
    ///
    /// - Complexity: one rebuild's work (the index documents, the flavor graph, the match catalog, the nutrition).
    static func problems(_ db: Database) throws -> [String] {
        var problems: [String] = []
        func check(_ what: String, _ body: () throws -> String?) {
            do {
                if let problem = try body() { problems.append("\(what) \(problem)") }
            } catch {
                problems.append("\(what) cannot be read: \(CatalogStore.reason(error))")
            }
        }
        check("the search index (recipe_fts)") { try searchIndex(db) }
        check("the search terms (recipe_term)") { try searchTerms(db) }
        check("the main ingredients (recipe_main_ingredient)") { try mainIngredients(db) }
        check("the ingredient name words (ingredient_word)") { try ingredientWords(db) }
        check("the search ranks (recipe_rank)") { try recipeRanks(db) }
        check("the stored flavor graph (flavor_node, flavor_edge, flavor_graph_meta)") { try flavorGraph(db) }
        check("the stored match catalog (match_archive)") { try matchArchive(db) }
        check("the stored nutrition (recipe_nutrition)") { try NutritionIndex.problem(db) }
        return problems
    }

    /// The index's documents against those ``CatalogIndex`` composes from the recipes.
    private static func searchIndex(_ db: Database) throws -> String? {
        let columns = "recipe_id, name, aliases, ingredients, tags, body"
        let missing = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (\(CatalogIndex.documents) FROM recipe r EXCEPT SELECT \(columns) FROM recipe_fts)
            """) ?? 0
        let extra = try Int.fetchOne(db, sql: """
            SELECT count(*) FROM (SELECT \(columns) FROM recipe_fts EXCEPT \(CatalogIndex.documents) FROM recipe r)
            """) ?? 0
        let rows = try Int.fetchOne(db, sql: "SELECT (SELECT count(*) FROM recipe_fts) - (SELECT count(*) FROM recipe)") ?? 0
        guard missing == 0, extra == 0, rows == 0 else {
            return "does not match the recipes (\(missing) missing or changed, \(extra) extra documents)"
        }
        return nil
    }

    /// `recipe_term` against the index's own vocabulary (as ``CatalogIndex`` fills it).
    private static func searchTerms(_ db: Database) throws -> String? {
        guard try db.hasTable("recipe_term") else { return "is missing" }
        try db.execute(sql: "CREATE VIRTUAL TABLE IF NOT EXISTS temp.check_vocabulary USING fts5vocab(main, recipe_fts, col)")
        defer { try? db.execute(sql: "DROP TABLE IF EXISTS temp.check_vocabulary") }
        let expected = "SELECT term, sum(doc) FROM temp.check_vocabulary WHERE col <> 'body' GROUP BY term"
        let differing = try rowsDiffering("SELECT term, documents FROM recipe_term", expected, in: db)
        return differing == 0 ? nil : "does not match the search index (\(differing) terms differ)"
    }

    /// `recipe_main_ingredient` against the pairs ``CatalogIndex/mainIngredients`` computes from the lines.
    private static func mainIngredients(_ db: Database) throws -> String? {
        guard try db.hasTable("recipe_main_ingredient") else { return "is missing" }
        let differing = try rowsDiffering("SELECT ingredient_id, recipe_id FROM recipe_main_ingredient", CatalogIndex.mainIngredients, in: db)
        return differing == 0 ? nil : "does not match the recipe lines (\(differing) pairs differ)"
    }

    /// `ingredient_word` against the pairs ``CatalogIndex/ingredientWords`` computes from the ingredient names.
    private static func ingredientWords(_ db: Database) throws -> String? {
        guard try db.hasTable("ingredient_word") else { return "is missing" }
        let differing = try rowsDiffering("SELECT word, ingredient_id FROM ingredient_word", CatalogIndex.ingredientWords, in: db)
        return differing == 0 ? nil : "does not match the ingredient names (\(differing) pairs differ)"
    }

    /// `recipe_rank` against the rows ``CatalogIndex/recipeRanks`` computes from the index and the recipes.
    private static func recipeRanks(_ db: Database) throws -> String? {
        guard try db.hasTable("recipe_rank") else { return "is missing" }
        let stored = "SELECT fts_rowid, recipe_id, name_folded, name_key, name_length, iba, boost, renown, aliases FROM recipe_rank"
        let differing = try rowsDiffering(stored, CatalogIndex.recipeRanks, in: db)
        guard differing == 0 else { return "does not match the search index and recipes (\(differing) rows differ)" }
        guard try db.hasColumn("tokens", in: "recipe_rank") else { return nil }
        try db.registerSearchFunctions()
        let lengths = try rowsDiffering("SELECT fts_rowid, tokens FROM recipe_rank", CatalogIndex.rankTokens, in: db)
        return lengths == 0 ? nil : "does not match the search index (\(lengths) token counts differ)"
    }

    /// The rows that only one of `stored` and `expected` (two `SELECT`s of the same columns) returns.
    private static func rowsDiffering(_ stored: String, _ expected: String, in db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT (SELECT count(*) FROM (\(expected) EXCEPT \(stored))) + (SELECT count(*) FROM (\(stored) EXCEPT \(expected)))
            """) ?? 0
    }

    /// The stored graph against the graph built from the content (``FlavorGraphIndex``'s source), values
    /// equal to within rounding (a sum's last bits may differ between processes).
    private static func flavorGraph(_ db: Database) throws -> String? {
        guard let stored = try CatalogStore.storedFlavorGraph(db, focus: [], allEdges: true) else { return "is missing" }
        let built = try CatalogStore.flavorGraph(db).stored
        guard stored.nodes.sorted(by: { $0.id < $1.id }) == built.nodes.sorted(by: { $0.id < $1.id }) else {
            return "does not match the recipes (its nodes differ)"
        }
        guard stored.profiles == built.profiles else { return "does not match the catalog (its taste profiles differ)" }
        guard stored.recipeCount == built.recipeCount, close(stored.maximumPairingScore, built.maximumPairingScore) else {
            return "does not match the catalog (its totals differ)"
        }
        let storedEdges = Dictionary(stored.edges.map { ("\($0.a.rawValue)\u{0}\($0.b.rawValue)", $0.evidence) }) { first, _ in first }
        guard storedEdges.count == built.edges.count else { return "does not match the catalog (\(storedEdges.count) edges, \(built.edges.count) expected)" }
        for edge in built.edges {
            guard let evidence = storedEdges["\(edge.a.rawValue)\u{0}\(edge.b.rawValue)"], close(evidence, edge.evidence) else {
                return "does not match the catalog (the edge \(edge.a.rawValue)–\(edge.b.rawValue) differs)"
            }
        }
        return nil
    }

    /// The stored archive: present, of this build's version, stamped with the current content hash, and
    /// reading back as the catalog compiled from its rows.
    private static func matchArchive(_ db: Database) throws -> String? {
        guard try db.hasTable("match_archive") else { return "is missing" }
        guard let row = try Row.fetchOne(db, sql: "SELECT content_hash, data FROM match_archive WHERE version = ?",
                                         arguments: [Int64(MatchCatalog.archiveVersion)])
        else { return "is missing or of another version than this larder's (\(MatchCatalog.archiveVersion))" }
        let hash = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_hash'")
        guard row["content_hash"] as String? == hash else { return "is stale: it was compiled from other content" }
        guard let data = row["data"] as Data?, let archived = try? MatchCatalog(archived: [UInt8](data)) else {
            return "is damaged: its bytes do not read back (checksum or layout)"
        }
        guard archived == (try CatalogStore.matchData(db, recipes: nil).matchCatalog()) else {
            return "does not match the recipes"
        }
        return nil
    }

    private static func close(_ a: Double, _ b: Double) -> Bool {
        a == b || abs(a - b) <= 1e-9 * max(abs(a), abs(b))
    }

    private static func close(_ a: Double?, _ b: Double?) -> Bool {
        switch (a, b) {
        case (nil, nil): true
        case let (a?, b?): close(a, b)
        default: false
        }
    }

    private static func close(_ a: PairingEvidence, _ b: PairingEvidence) -> Bool {
        a.sharedCompounds == b.sharedCompounds && a.recipesTogether == b.recipesTogether && close(a.score, b.score)
            && close(a.npmi, b.npmi) && close(a.cooccurrenceCosine, b.cooccurrenceCosine)
            && close(a.compoundJaccard, b.compoundJaccard) && close(a.flavorGraphScore, b.flavorGraphScore)
            && close(a.profileAffinity, b.profileAffinity)
    }
}
