import GRDB

/// The SQL a search runs: the page query and the count query, with their arguments.
///
/// Public so that the benchmark harness can run exactly the same statement through the SQLite C API
/// and the `sqlite3` shell.
public struct SearchStatement: Sendable {
    public let sql: String
    public let countSQL: String
    public let arguments: [DatabaseValue]
    public let countArguments: [DatabaseValue]
    /// Whether the query has text (and so ranks by tier and bm25).
    public let hasText: Bool
    /// The query as corrected for typos ("negroni" for "negorni"), when a word was corrected.
    public let correctedQuery: String?

    /// `sql` with every argument written inline as an SQL literal, for the `sqlite3` shell.
    public var inlineSQL: String { Self.inline(sql, arguments) }

    /// `sql` with `arguments` written in place of its `?` placeholders as SQL literals.
    public static func inline(_ sql: String, _ arguments: [DatabaseValue]) -> String {
        var out = ""
        var values = arguments.makeIterator()
        var inQuote = false
        for character in sql {
            if character == "'" { inQuote.toggle() }
            if character == "?" && !inQuote, let value = values.next() {
                out += Self.literal(value)
            } else {
                out.append(character)
            }
        }
        return out
    }

    /// An SQL literal for `value`.
    static func literal(_ value: DatabaseValue) -> String {
        switch value.storage {
        case .null: "NULL"
        case .int64(let int): String(int)
        case .double(let double): "\(double)"
        case .string(let string): "'" + string.replacingOccurrences(of: "'", with: "''") + "'"
        case .blob(let data): "X'" + data.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}

extension CatalogStore {
    /// The statement ``search(_:)`` runs for `query`, with ingredient names resolved.
    public func searchStatement(for query: SearchQuery) throws(CatalogError) -> SearchStatement {
        var filter = try filterClause(for: query)
        var select = "r.id, r.name, r.kind, r.category, r.glass, r.method, r.abv, r.total_minutes, r.iba, r.alcoholic"
        var from = "recipe r"
        var selectArguments: [(any DatabaseValueConvertible)?] = []
        let order: String
        var orderArguments: [(any DatabaseValueConvertible)?] = []
        let expansion = try Self.ftsQuery(query.text).map { (fts) throws(CatalogError) in
            try read { db in try QueryExpansion.expand(fts, in: db) }
        }
        if let expansion {
            let fts = expansion.ranked
            from = "recipe_fts f JOIN recipe r ON r.id = f.recipe_id"
            filter.clauses.insert("recipe_fts MATCH ?", at: 0)
            filter.arguments.insert(expansion.matched.matchExpression, at: 0)
            let w = CatalogIndex.weights
            // Names compared with punctuation folded the way query words are ("Dark 'n' Stormy" = "dark n stormy").
            let nameKey = "replace(replace(r.name_folded, '''', ''), '-', ' ')"
            let aliasKey = "replace(replace(a.alias, '''', ''), '-', ' ')"
            select += """
                , CASE WHEN ? IN (r.name_folded, \(nameKey))
                            OR EXISTS (SELECT 1 FROM recipe_alias a WHERE a.recipe_id = r.id AND ? IN (a.alias, \(aliasKey))) THEN 0
                       WHEN \(nameKey) LIKE ? ESCAPE '\\' THEN 1
                       WHEN r.id IN (SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH ?) THEN 2
                       WHEN r.id IN (SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH ?) THEN 3
                       WHEN \(nameKey) LIKE ? ESCAPE '\\' THEN 4
                       WHEN r.id IN (SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH ?) THEN 5
                       ELSE 6 END AS tier,
                  bm25(recipe_fts, 0, \(w.name), \(w.aliases), \(w.ingredients), \(w.tags), \(w.body))
                      * (1.0 + 0.25 * (r.iba IS NOT NULL) + 0.1 * json_array_length(r.sources)) AS score
                """
            selectArguments = [
                fts.normalized, fts.normalized, Self.likeEscaped(fts.normalized) + " %", fts.nameWordsExpression,
                fts.wholeWordsExpression, Self.likeEscaped(fts.normalized) + "%", fts.nameExpression,
            ]
            var exactFirst = ""
            if expansion.correctedQuery != nil {
                // Recipes matching the words as typed outrank those found through a typo correction.
                select += ", r.id IN (SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH ?) AS exact"
                selectArguments.append(expansion.exact.matchExpression)
                exactFirst = "exact DESC, "
            }
            order = query.sort == .relevance
                ? "\(exactFirst)tier, CASE WHEN tier = 4 THEN length(r.name) END, score, r.name_folded" : Self.order(query.sort)
        } else if query.sort == .relevance, let byProfile = try profileOrder(query) {
            order = byProfile.sql
            orderArguments = byProfile.arguments
        } else {
            order = Self.order(query.sort == .relevance ? .name : query.sort)
        }
        let whereSQL = filter.clauses.isEmpty ? "" : " WHERE " + filter.clauses.joined(separator: " AND ")
        let all = selectArguments + filter.arguments + orderArguments + [max(0, query.limit), max(0, query.offset)]
        return SearchStatement(
            sql: "SELECT \(select) FROM \(from)\(whereSQL) ORDER BY \(order) LIMIT ? OFFSET ?",
            countSQL: "SELECT count(*) FROM \(from)\(whereSQL)",
            arguments: all.map { $0?.databaseValue ?? .null },
            countArguments: filter.arguments.map { $0?.databaseValue ?? .null },
            hasText: expansion != nil, correctedQuery: expansion?.correctedQuery)
    }

    /// The FTS query for user text; `nil` for no text, an error for text without words.
    static func ftsQuery(_ text: String?) throws(CatalogError) -> FTSQuery? {
        guard let text, !text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else { return nil }
        guard let parsed = FTSQuery(text) else { throw .invalidQuery("'\(text.prefix(40))' has no words to search for") }
        return parsed
    }
}
