import GRDB
import LarderCore

extension CatalogStore {
    /// Searches and filters recipes.
    ///
    /// With text, results are ranked in tiers: exact name or alias; name starting with the text as whole
    /// words; the words whole in the name or aliases; the words whole in the name, aliases or ingredients
    /// ("gin" in a Martini before "Ginger" in a tea), recipes where the ingredient the query names is a
    /// main one (a fifth or more of the volume, not a garnish) before those where it is minor; name starting with the text as typed (shortest
    /// first); the words as prefixes in the name or aliases; then anywhere (ingredients, tags,
    /// instructions). A query word found in no name, alias, ingredient or tag is also searched as its closest
    /// vocabulary words (see ``SearchResult/correctedQuery``); recipes matching the words as typed come first.
    /// Within a tier, bm25 orders, boosted for well-known recipes (IBA, several sources) and for
    /// ``SearchQuery/preferred`` ones. When the whole query names an ingredient, the name tiers and the
    /// main-ingredient tier are one, IBA recipes first. Text alone matching more than
    /// ``SearchStatement/broadMatches`` recipes ranks only candidates (``SearchStatement/broadSQL``).
    /// Unknown ingredient names in filters throw ``CatalogError/notFound(kind:query:suggestions:)``.
    public func search(_ query: SearchQuery) throws(CatalogError) -> SearchResult {
        try QueryLimits.check(query)
        let statement = try searchStatement(for: query)
        let query = try QuerySyntax.apply(to: query)
        return try read { db in
            let total = try Int.fetchOne(db, sql: statement.countSQL, arguments: StatementArguments(statement.countArguments)) ?? 0
            let page = statement.page(forTotal: total)
            let rows = try Row.fetchAll(db, sql: page.sql, arguments: StatementArguments(page.arguments))
            var suggestions: [String] = []
            if total == 0, statement.hasText, let text = query.text {
                suggestions = EditDistance.suggestions(for: text, among: try Self.allNames(db))
            }
            var result = SearchResult(
                hits: try rows.map(Self.summary), total: total, suggestions: suggestions, correctedQuery: statement.correctedQuery)
            if statement.hasText && query.sort == .relevance {
                result.tiers = try rows.map { row in try statement.rankTier(tier: row.value("tier"), exact: row["exact"]) }
            }
            return result
        }
    }

    static func order(_ sort: SearchQuery.Sort) -> String {
        switch sort {
        case .relevance, .name: "r.name_folded, r.id"
        case .abv: "r.abv IS NULL, r.abv DESC, r.name_folded"
        case .minutes: "r.total_minutes IS NULL, r.total_minutes, r.name_folded"
        }
    }

    static func summary(_ row: Row) throws -> RecipeSummary {
        try RecipeSummary(
            id: RecipeID(try row.value("id", as: String.self)), name: try row.value("name"), kind: try row.value("kind", as: RecipeKind.self),
            category: try row.value("category"), glass: try row.value("glass"), method: try row.value("method"), abv: try row.value("abv"),
            totalMinutes: try row.value("total_minutes"), iba: try row.value("iba"), alcoholic: try row.value("alcoholic"))
    }

    /// Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`.
    static func likeEscaped(_ text: String) -> String {
        text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "%", with: "\\%")
            .replacingOccurrences(of: "_", with: "\\_")
    }

    /// Every recipe, variant, alias and ingredient name, for "did you mean".
    static func allNames(_ db: Database) throws -> [String] {
        try String.fetchAll(db, sql: """
            SELECT name FROM recipe UNION SELECT name FROM recipe_variant UNION SELECT alias FROM recipe_alias
            UNION SELECT name FROM ingredient
            """)
    }
}
