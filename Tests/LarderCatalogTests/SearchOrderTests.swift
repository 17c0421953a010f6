import CatalogTestSupport
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCore
import Testing

/// The order of a ranked search written for its query (tiers 1 to 3 merged only when the query names an ingredient,
/// the keys folded into one integer) against the general order of seven keys it replaces, every test bound as an
/// argument: on the bundled catalog, the same recipes in the same order, with and without preferred recipes, after a
/// typo correction, with a filter, and over every match.
@Suite struct SearchOrderTests {
    /// `statement`'s page SQL and arguments with its order replaced by the general one, the flags bound.
    func generalOrder(_ statement: SearchStatement, words: Int, preferred: [String]) throws -> (sql: String, arguments: [DatabaseValue]) {
        let sql = statement.sql
        let start = try #require(sql.range(of: "ORDER BY ", options: .backwards)), end = try #require(sql.range(of: " LIMIT ? OFFSET ?", options: .backwards))
        let written = String(sql[start.upperBound..<end.lowerBound])
        // The general order's keys for tier 5, by the name's length as the statement has it (stored, or computed).
        let length = written.contains("name_length") ? "name_length" : "length(name)"
        let tierFive = "CASE WHEN tier = 5 THEN renown END, CASE WHEN tier = 5 THEN \(length) END, score, name_folded"
        let isPreferred = preferred.isEmpty ? "0" : "id IN (SELECT value FROM json_each(?))"
        let general = (written.hasPrefix("exact DESC, ") ? "exact DESC, " : "") + """
            CASE WHEN ? AND tier IN (1, 2, 3) THEN 1 ELSE tier END,
            CASE WHEN ? AND tier IN (1, 2, 3) THEN CASE WHEN ? AND tier IN (1, 2) THEN 0 ELSE renown END END,
            CASE WHEN ? AND tier IN (1, 2, 3) THEN iba IS NULL AND NOT \(isPreferred) END, \(tierFive)
            """
        // The written order's own arguments: the preferred list, when tiers merge and there is one and `ranked` does not
        // carry the test as its `preferred` column.
        let writtenCount = written.filter { $0 == "?" }.count
        var arguments = Array(statement.arguments.dropLast(2 + writtenCount))
        let merges = statement.mergesIngredientTiers
        arguments += [merges, merges, words > 1, merges].map(\.databaseValue)
        if !preferred.isEmpty { arguments.append(CatalogStore.jsonArray(preferred.sorted()).databaseValue) }
        arguments += statement.arguments.suffix(2)
        return (sql.replacingCharacters(in: start.upperBound..<end.lowerBound, with: general), arguments)
    }

    @Test func theOrderWrittenForTheQueryRanksAsTheGeneralOrder() throws {
        let (folder, url) = try RecipeRanksTests().compiledBundle()
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try CatalogStore.open(at: url)
        let cases: [(text: String, preferred: [String], kind: RecipeKind?)] = [
            ("gin", [], nil), ("gin", ["negroni", "gin-fizz"], nil), ("chicken breast", [], nil), ("vodka", ["cosmopolitan"], nil),
            ("negroni", [], nil), ("margarita", ["margarita"], nil), ("lime juice", [], nil), ("negorni", [], nil), ("rum", [], .drink),
            ("tequila lime", ["paloma"], nil), ("chicken", [], .dish),
        ]
        var merged = 0, ranked = 0
        for item in cases {
            for (offset, limit) in [(0, 20), (20, 20), (0, 5_000)] {
                var query = SearchQuery(text: item.text)
                query.preferred = Set(item.preferred.map { RecipeID($0) })
                query.kind = item.kind
                query.offset = offset
                query.limit = limit
                let statement = try store.searchStatement(for: query)
                let words = try #require(FTSQuery(item.text)).words.count
                let general = try generalOrder(statement, words: words, preferred: item.preferred)
                let (written, reference) = try store.read { db in
                    (try Row.fetchAll(db, sql: statement.sql, arguments: StatementArguments(statement.arguments)).map { $0["id"] as String },
                     try Row.fetchAll(db, sql: general.sql, arguments: StatementArguments(general.arguments)).map { $0["id"] as String })
                }
                #expect(written == reference, "\(item.text) \(item.preferred) offset \(offset)")
                #expect(!written.isEmpty, "\(item.text)")
                if statement.mergesIngredientTiers { merged += 1 }
                ranked += written.count
            }
        }
        // Both kinds of order were compared ("gin", "vodka", "rum" name an ingredient; "negroni" does not), on many rows.
        #expect(merged >= 9 && merged < 33)
        #expect(ranked > 1_500)
    }
}
