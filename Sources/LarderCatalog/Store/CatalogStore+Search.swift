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
        let result = try searchAsTyped(query)
        // "what can I do with leftover rice": when the words as typed match nothing, the words around the
        // ingredient or dish ("what", "leftover", "with") are dropped and the rest searched, said as a correction.
        guard result.total == 0, let text = query.text else { return result }
        let reduced = FillerWords.withoutFiller(text)
        if let reduced, let found = try searchInstead(reduced, for: query) { return found }
        // Several words, all known, that match nothing together ("spaghetti bolognese", "margarita on the rocks"):
        // the words (less filler) less the one whose dropping leaves the strongest match, that is the best tier of
        // the first hit ("margarita" by name before "rocks" in a method), and among equals the fewest matches, the
        // most telling words ("bolognese"). Corrected typos that match nothing together stay a "did you mean".
        let words = (reduced ?? text).split(whereSeparator: \.isWhitespace).map(String.init)
        guard result.correctedQuery == nil, (2...4).contains(words.count), !text.contains(where: { ":<>\"".contains($0) }) else { return result }
        var best: SearchResult?
        func strength(_ result: SearchResult) -> (tier: Int, total: Int) { (result.tiers.first ?? .max, result.total) }
        for index in words.indices {
            var rest = words
            rest.remove(at: index)
            if let found = try searchInstead(rest.joined(separator: " "), for: query), best.map({ strength(found) < strength($0) }) ?? true {
                best = found
            }
        }
        return best ?? result
    }

    /// The search of `text` in place of `query`'s text, said as a correction; `nil` when it matches nothing.
    private func searchInstead(_ text: String, for query: SearchQuery) throws(CatalogError) -> SearchResult? {
        var shorter = query
        shorter.text = text
        var found = try searchAsTyped(shorter)
        guard found.total > 0 else { return nil }
        if found.correctedQuery == nil { found.correctedQuery = try Self.ftsQuery(text)?.normalized }
        return found
    }

    /// ``search(_:)`` for the text as typed.
    private func searchAsTyped(_ query: SearchQuery) throws(CatalogError) -> SearchResult {
        try QueryLimits.check(query)
        let statement = try searchStatement(for: query)
        let query = try QuerySyntax.apply(to: query)
        return try read { db in
            let total = try Int.fetchOne(db, sql: statement.countSQL, arguments: StatementArguments(statement.countArguments)) ?? 0
            let page = statement.page(forTotal: total)
            // Every page statement selects the summary's columns first (``RecipeSummary/selectedColumns``); one ranked by
            // tier then `name_folded`, `tier`, `score`, `renown` and, after a typo correction, `exact`.
            let tiered = statement.hasText && query.sort == .relevance
            var hits: [RecipeSummary] = [], tiers: [Int] = []
            try StatementColumns.forEach(db, sql: page.sql, arguments: StatementArguments(page.arguments)) { row in
                hits.append(try RecipeSummary(columns: row))
                if tiered {
                    tiers.append(statement.rankTier(
                        tier: try row.integer(11, "tier"), exact: statement.correctedQuery == nil ? nil : try row.flag(14, "exact")))
                }
            }
            var suggestions: [String] = []
            if total == 0, statement.hasText, let text = query.text {
                suggestions = EditDistance.suggestions(for: text, amongFolded: try Self.suggestionNames(db, for: text))
            }
            var result = SearchResult(hits: hits, total: total, suggestions: suggestions, correctedQuery: statement.correctedQuery)
            result.tiers = tiers
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

    /// Escapes `%`, `_` and `\` for a LIKE pattern with `ESCAPE '\'`.
    static func likeEscaped(_ text: String) -> String {
        text.escaping("\\%_", with: "\\")
    }

    /// The catalog size up to which "did you mean" compares the query with every name; see ``suggestionNames(_:for:scanAllUpTo:)``.
    static let suggestionScanLimit = 5_000

    /// The names "did you mean" compares `text` with: every name (``allFoldedNames(_:within:arguments:)``) while the catalog
    /// has at most `scanAllUpTo` recipes. Above that, the names whose folded form starts with the folded query's first character,
    /// and those starting like the query with a slip on its first letter (``firstLetterSlips(_:)``: "kegroni",
    /// "egroni", "engroni" → Negroni), read by index range (recipe and ingredient names) or a plain filter (aliases,
    /// variants). A large catalog then reads and compares about a letter's share of its names instead of all of them;
    /// the price is that a name whose start differs from the query's both at the first letter and within the next two
    /// ("kefroni") is not found there.
    static func suggestionNames(_ db: Database, for text: String, scanAllUpTo limit: Int = suggestionScanLimit) throws -> [(name: String, folded: String)] {
        let size = try Int.fetchOne(db, sql: "SELECT count(*) FROM (SELECT 1 FROM recipe LIMIT ?)", arguments: [limit + 1]) ?? 0
        guard size > limit else {
            let window = suggestionWindow(for: text, from: 1)
            return try allFoldedNames(db, within: window.sql, arguments: window.arguments)
        }
        let query = Array(Folding.fold(text).unicodeScalars.drop(while: \.properties.isWhitespace))
        guard let first = query.first, let next = Unicode.Scalar(first.value + 1) else { return [] }
        let low = String(Character(first)), high = String(Character(next))
        let slips = firstLetterSlips(query)
        let window = suggestionWindow(for: text, from: 4 + 2 * slips.count)
        func within(_ column: String) -> String { window.sql.replacingOccurrences(of: "name_folded", with: column) }
        // The slips' ranges as `?4, ?5`, `?6, ?7`, …: numbered, since `?1` to `?3` are named further on. A recipe's
        // name is read only once its folded name, from the index, is in the window: reading every name of the range
        // would look each recipe up.
        let ranges = slips.indices.map { "(?\(4 + 2 * $0), ?\(5 + 2 * $0))" }.joined(separator: ", ")
        let slipSQL = slips.isEmpty ? "" : """
            WITH slip(low, high) AS (VALUES \(ranges))
            SELECT name, name_folded FROM recipe WHERE id IN (
                SELECT r.id FROM slip JOIN recipe r ON r.name_folded >= slip.low AND r.name_folded < slip.high WHERE \(within("r.name_folded")))
            UNION SELECT name, name_folded FROM slip JOIN ingredient ON name_folded >= slip.low AND name_folded < slip.high WHERE \(window.sql)
            UNION SELECT name, NULL FROM recipe_variant WHERE lower(substr(name, 1, 3)) IN (SELECT low FROM slip)
            UNION SELECT alias, alias FROM recipe_alias WHERE substr(alias, 1, 3) IN (SELECT low FROM slip) AND \(within("alias"))
            UNION\u{20}
            """
        let rows = try Row.fetchCursor(db, sql: slipSQL + """
            SELECT name, name_folded FROM recipe WHERE id IN (SELECT id FROM recipe WHERE name_folded >= ?1 AND name_folded < ?2 AND \(window.sql))
            UNION SELECT name, NULL FROM recipe_variant WHERE name LIKE ?3 ESCAPE '\\'
            UNION SELECT alias, alias FROM recipe_alias WHERE alias >= ?1 AND alias < ?2 AND \(within("alias"))
            UNION SELECT name, name_folded FROM ingredient WHERE name_folded >= ?1 AND name_folded < ?2 AND \(window.sql)
            """, arguments: StatementArguments([low, high, likeEscaped(low) + "%"] + slips.flatMap { [$0, $0 + "\u{FFFF}"] } + window.arguments))
        // LIKE and `lower` match letters of either case and leave out accented ones; the folded form decides.
        let starts = Set(slips)
        return try foldedNames(rows).filter { name in
            name.folded.unicodeScalars.first == first || starts.contains(String(String.UnicodeScalarView(name.folded.unicodeScalars.prefix(3))))
        }
    }

    /// The three-letter starts of a name that the folded `query` (three letters or more) begins like but for a slip on
    /// its first letter: another letter in its place ("keg" for "neg"), a first letter left out ("neg" for "egroni"),
    /// one typed before it ("neg" for "wnegroni"), the first two swapped ("neg" for "engroni"); each a letter a to z
    /// where one is new. Empty for a shorter query.
    static func firstLetterSlips(_ query: [Unicode.Scalar]) -> [String] {
        guard query.count >= 3 else { return [] }
        func text(_ scalars: some Sequence<Unicode.Scalar>) -> String { String(String.UnicodeScalarView(scalars)) }
        let alphabet = "abcdefghijklmnopqrstuvwxyz".unicodeScalars
        var out = alphabet.filter { $0 != query[0] }.map { text([$0] + query[1..<3]) }
        out += alphabet.map { text([$0] + query[0..<2]) }
        if query.count >= 4 { out.append(text(query[1..<4])) }
        out.append(text([query[1], query[0], query[2]]))
        var seen = Set<String>()
        return out.filter { $0.unicodeScalars.first != query[0] && seen.insert($0).inserted }
    }

    /// Every recipe, variant, alias and ingredient name with its folded form as stored (aliases are stored
    /// folded; variant names are folded here) that the condition `window` on `name_folded` (``suggestionWindow(for:from:)``)
    /// lets through, for "did you mean".
    static func allFoldedNames(_ db: Database, within window: String, arguments: [DatabaseValue]) throws -> [(name: String, folded: String)] {
        let rows = try Row.fetchCursor(db, sql: """
            SELECT name, name_folded FROM recipe WHERE \(window) UNION SELECT name, NULL FROM recipe_variant
            UNION SELECT alias, alias FROM recipe_alias WHERE \(window.replacingOccurrences(of: "name_folded", with: "alias"))
            UNION SELECT name, name_folded FROM ingredient WHERE \(window)
            """, arguments: StatementArguments(arguments))
        return try foldedNames(rows)
    }

    /// A condition on the column `name_folded` (a folded name; variant names, folded in Swift, are read without it) that
    /// every name ``EditDistance/suggestions(for:amongFolded:count:)`` can keep for `text` meets, so that the others are
    /// never read. A whole name within the allowance differs in length by at most the allowance. A
    /// misspelt start counts only on a name more than two characters longer than the query, within one edit less than
    /// the allowance: cut the query into that many edits plus one pieces; each edit falls in at most one piece, so
    /// one piece is left whole, and the name starts with the first piece or holds another one ("mint": starts "mint";
    /// "vanilla", one edit: starts "van" or holds "illa"). SQLite's `length`, `substr` and `instr` count Unicode scalars,
    /// as the distance does; a name's characters are never more than its scalars, so the longer-name test lets through
    /// every name the character count would. Its arguments are numbered from `first`.
    static func suggestionWindow(for text: String, from first: Int) -> (sql: String, arguments: [DatabaseValue]) {
        let folded = Folding.fold(text)
        let scalars = Array(folded.unicodeScalars), allowance = EditDistance.allowance(forFolded: folded)
        let count = min(allowance, max(1, scalars.count))
        let pieces = (0..<count).map { index in
            String(String.UnicodeScalarView(scalars[(index * scalars.count / count)..<((index + 1) * scalars.count / count)]))
        }
        var tests = ["substr(name_folded, 1, ?\(first + 3)) = ?\(first + 4)"]
        tests += pieces.indices.dropFirst().map { "instr(name_folded, ?\(first + 4 + $0)) > 0" }
        let sql = "(length(name_folded) BETWEEN ?\(first) AND ?\(first + 1)"
            + " OR length(name_folded) > ?\(first + 2) AND (\(tests.joined(separator: " OR "))))"
        let numbers = [scalars.count - allowance, scalars.count + allowance, folded.count + 2, pieces[0].unicodeScalars.count]
        return (sql, numbers.map(\.databaseValue) + pieces.map(\.databaseValue))
    }

    /// Rows of (name, stored folded form or NULL) as names with their folded forms, folding where none is stored.
    private static func foldedNames(_ rows: RowCursor) throws -> [(name: String, folded: String)] {
        var out: [(name: String, folded: String)] = []
        while let row = try rows.next() {
            let name: String = row[0]
            out.append((name, row[1] ?? Folding.fold(name)))
        }
        return out
    }
}
