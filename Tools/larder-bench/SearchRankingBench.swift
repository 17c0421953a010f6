import ArgumentParser
import Foundation
import GRDB
import LarderCatalog

extension SearchBench {
    /// Part 3: what ranking costs at scale, in process, each ranked search paired run by run with its plain
    /// counterpart on the same catalog file (the machine may be loaded; pairing cancels most of it).
    ///
    /// - Ranked search vs plain search: `CatalogStore.search` (tiers, main-ingredient test, typo correction)
    ///   against a plain FTS5 `ORDER BY bm25() LIMIT 20` page plus its count over the words meant (a typo
    ///   query is compared with the plain search of the word it corrects to). Target: ratio at most 1.5.
    /// - Broad prefix queries (10,000 matches or more): the ranked top 20 against a plain
    ///   `ORDER BY bm25() LIMIT 20` over all matches (page only). Target: ratio at most 0.5 (2× faster).
    func ranking(store: CatalogStore) throws {
        var configuration = Configuration()
        configuration.readonly = true
        let plainDB = try DatabaseQueue(path: store.path, configuration: configuration)
        let typos = ["lemno": "lemon", "vanila": "vanilla", "cheery": "cherry", "oragne": "orange", "bittr": "bitter"]
        let words = ["gin", "lime", "sour", "orange", "rum", "mint", "cherry", "ginger", "vanilla", "bitter"]
        var cases = words.map { ($0, $0) } + typos.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
        cases.append(("gin sour", "gin sour"))
        var tiered: [Double] = [], plain: [Double] = [], typoOurs: [Double] = [], typoPlain: [Double] = []
        var broadLines: [String] = []
        var broadRatios: [Double] = []
        for (text, meant) in cases {
            let query = SearchQuery(text: text, limit: 20)
            guard let fts = FTSQuery(meant) else { continue }
            let total = try plainDB.read { db in try Int.fetchOne(db, sql: Self.plainCount, arguments: [fts.matchExpression]) ?? 0 }
            var ours: [Double] = [], anchor: [Double] = [], pageOnly: [Double] = []
            for index in 0..<(queryRuns + 3) {
                let a = try Measure.time { _ = try store.search(query) }
                let b = try Measure.time { try plainDB.read { db in _ = try Self.plain(fts, in: db, count: true) } }
                let c = try Measure.time { try plainDB.read { db in _ = try Self.plain(fts, in: db, count: false) } }
                if index >= 3 {
                    ours.append(a)
                    anchor.append(b)
                    pageOnly.append(c)
                }
            }
            let ratio = Measure.median(zip(ours, anchor).map { $0 / $1 })
            if text != meant {
                typoOurs += ours
                typoPlain += anchor
            } else {
                tiered += ours
                plain += anchor
            }
            if total >= 10_000 && text == meant {
                let broad = Measure.median(zip(ours, pageOnly).map { $0 / $1 })
                broadRatios.append(broad)
                broadLines.append(String(
                    format: "  %-10@ %6d matches  larder %@  plain bm25 top 20 %@  ratio %.2f", text as NSString, total,
                    Measure.ms(Measure.median(ours)), Measure.ms(Measure.median(pageOnly)), broad))
            }
            _ = ratio
        }
        let tierRatio = Measure.median(zip(tiered, plain).map { $0 / $1 })
        let typoRatio = Measure.median(zip(typoOurs, typoPlain).map { $0 / $1 })
        print("ranked vs plain search in process (\(synthetic) recipes, median of paired ratios, \(queryRuns) runs each)")
        print("  tiers (\(words.count + 1) queries)  larder \(Measure.ms(Measure.median(tiered)))  plain \(Measure.ms(Measure.median(plain)))"
            + String(format: "  ratio %.2f (target <= 1.5) %@", tierRatio, tierRatio <= 1.5 ? "PASS" : "MISS"))
        print("  typos (\(typos.count) queries)  larder \(Measure.ms(Measure.median(typoOurs)))  plain \(Measure.ms(Measure.median(typoPlain)))"
            + String(format: "  ratio %.2f (target <= 1.5) %@", typoRatio, typoRatio <= 1.5 ? "PASS" : "MISS"))
        print("broad prefix queries: ranked top 20 (with count) vs plain ORDER BY bm25() LIMIT 20 over all matches")
        broadLines.forEach { print($0) }
        if let worst = broadRatios.max() {
            print(String(format: "  worst ratio %.2f (target <= 0.5) %@", worst, worst <= 0.5 ? "PASS" : "MISS"))
        }
    }

    static let plainCount = "SELECT count(*) FROM recipe_fts WHERE recipe_fts MATCH ?"

    /// Plain search: the bm25 top 20 of the words as prefixes (the index's column weights), with the
    /// recipes' summary columns, and the count when `count`.
    static func plain(_ fts: FTSQuery, in db: Database, count: Bool) throws -> Int {
        let w = CatalogIndex.weights
        let rows = try Row.fetchAll(db, sql: """
            SELECT r.id, r.name, r.kind, r.category, r.glass, r.method, r.abv, r.total_minutes, r.iba, r.alcoholic
            FROM recipe_fts f JOIN recipe r ON r.id = f.recipe_id WHERE recipe_fts MATCH ?
            ORDER BY bm25(recipe_fts, 0, \(w.name), \(w.aliases), \(w.ingredients), \(w.tags), \(w.body)) LIMIT 20
            """, arguments: [fts.matchExpression])
        guard count else { return rows.count }
        return try Int.fetchOne(db, sql: plainCount, arguments: [fts.matchExpression]) ?? 0
    }
}
