import CSQLiteSession
import GRDB
import LarderCore

/// The SQL a search runs: the page query and the count query, with their arguments.
///
/// Public so that the benchmark harness can run exactly the same statement through the SQLite C API
/// and the `sqlite3` shell.
public struct SearchStatement: Sendable {
    /// The page query: matching recipes in order, with the limit and offset applied.
    public let sql: String
    /// The query that counts every match (no limit or offset).
    public let countSQL: String
    /// The arguments of ``sql``, in order.
    public let arguments: [DatabaseValue]
    /// The arguments of ``countSQL``, in order.
    public let countArguments: [DatabaseValue]
    /// Whether the query has text (and so ranks by tier and bm25).
    public let hasText: Bool
    /// The query as corrected for typos ("negroni" for "negorni"), when a word was corrected.
    public let correctedQuery: String?

    /// The page statement for broad text (more than ``broadMatches`` matches, text without filters): the
    /// same ranking over candidates, the first ``candidatesPerSource`` matches in the index's static order
    /// (IBA, then multi-source recipes first) of the whole query, of its name matches and of each tier's
    /// match set; `nil` when it does not apply.
    public var broadSQL: String?
    /// The arguments of ``broadSQL``, in order; empty when it is `nil`.
    public var broadArguments: [DatabaseValue] = []

    /// Matches above which a text search ranks candidates (``broadSQL``) rather than every match: above
    /// the bundled catalog's size, so that its rankings are exact.
    public static let broadMatches = 2_000
    /// Candidates taken from the index's order and from name matches in a broad search.
    public static let candidatesPerSource = 250

    /// The page statement and its arguments to run when the count statement gave `total`.
    public func page(forTotal total: Int) -> (sql: String, arguments: [DatabaseValue]) {
        if let broadSQL, total > Self.broadMatches { return (broadSQL, broadArguments) }
        return (sql, arguments)
    }

    /// Whether the query names an ingredient, so that tiers 1 to 3 rank as one (see ``CatalogStore/search(_:)``).
    public var mergesIngredientTiers = false

    /// The tier a hit ranks by: its `tier` column, with tiers 1 to 3 as one for a query naming an
    /// ingredient, and after every exact match when it was found only through a typo correction (`exact` 0).
    public func rankTier(tier: Int, exact: Bool?) -> Int {
        let merged = mergesIngredientTiers && (1...3).contains(tier) ? 1 : tier
        return exact == false ? merged + 10 : merged
    }

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
        case .string(let string): "'" + string.escaping("'", with: "'") + "'"
        case .blob(let data): "X'" + data.map { String(format: "%02X", $0) }.joined() + "'"
        }
    }
}

/// How a search statement tests membership, reads its tiers and computes bm25: with the functions a catalog connection
/// registers (`larder_in`, `larder_match`, `larder_bm25`; see `CSQLiteSearch.h`), or in plain SQL that any SQLite runs,
/// the `sqlite3` shell included (`IN (SELECT value FROM json_each(?))`, a statement a tier, `bm25`). Both rank alike,
/// to the bit.
public enum SearchFunctions: Sendable {
    /// The catalog connection's own functions: what ``CatalogStore/search(_:)`` runs.
    case larder
    /// Plain SQL.
    case standard
}

extension CatalogStore {
    /// The statement ``search(_:)`` runs for `query`, with ingredient names resolved; with `functions` ``SearchFunctions/standard``,
    /// the same ranking in plain SQL (for a connection without the catalog's functions, the `sqlite3` shell).
    public func searchStatement(for query: SearchQuery, functions: SearchFunctions = .larder) throws(CatalogError) -> SearchStatement {
        let query = try QuerySyntax.apply(to: query)
        var filter = try filterClause(for: query)
        var select = RecipeSummary.selectedColumns
        // The select list of a broad search: the same, with each tier's match set cut to its first candidates.
        var broadSelect = select
        var from = "recipe r"
        var selectArguments: [(any DatabaseValueConvertible)?] = []
        var broadSelectArguments: [(any DatabaseValueConvertible)?] = []
        // The FTS expressions of the tiers' match sets, in the order of ``SearchStatement/broadSQL``'s `tierN`.
        var tierSets: [String] = []
        let order: String
        var mergesIngredientTiers = false
        var orderArguments: [(any DatabaseValueConvertible)?] = []
        // Whether `order` sorts by the ranking columns (tier, score, renown): it then sorts the rows of `ranked`, the
        // matches with their ranking computed once each (`MATERIALIZED`: SQLite would otherwise copy the tier's
        // expression, subqueries and all, into every ORDER BY term naming it).
        var ranksByTier = false
        // Whether the matches are ranked from `recipe_rank` alone and `recipe` is read for the page's rows only
        // (text alone, by relevance, on a catalog with the table): the statement then ends with `pageTail`.
        var ranksFromTable = false
        // What `page` selects from `ranked` (`pageTail`): every column, and the score and renown when `ranked` keeps
        // their parts.
        var pageColumns = "*"
        // What the text needs from the catalog, in one read: its expansion, the ingredients it names, whether the
        // catalog ranks by renown.
        let looked = try Self.ftsQuery(query.text).map { (fts) throws(CatalogError) in
            try read { db in
                let expansion = try QueryExpansion.expand(fts, in: db)
                let hasMainIngredients = try db.hasTable("recipe_main_ingredient"), hasRanks = try db.hasTable("recipe_rank")
                let mainIngredients = try Self.ingredientsNamed(by: expansion.ranked, in: db)
                let hasTokens = try functions == .larder && hasRanks && db.hasColumn("tokens", in: "recipe_rank")
                return (
                    expansion: expansion, mainIngredients: mainIngredients,
                    namesIngredient: try Self.isIngredientName(expansion.ranked, in: db), hasRenown: try db.hasTable("recipe_renown"),
                    hasMainIngredients: hasMainIngredients, hasRanks: hasRanks,
                    hasTokens: hasTokens)
            }
        }
        let expansion = looked?.expansion
        if let looked, let expansion {
            let fts = expansion.ranked
            let mainIngredients = looked.mainIngredients
            // How well known the recipe is (1, 2; 3 for the rest), joined once a row: a catalog built before the table
            // existed ranks all as 3.
            // The recipe id straight from the index's content table (FTS5's `recipe_fts_content`, the columns in
            // order as c0…): `f.recipe_id` would have FTS5 read the whole stored document, body and all, of every match.
            // A catalog with `recipe_rank` reads each match's name key, static boost and renown from it by rowid instead
            // (``CatalogIndex/recipeRanks``), and with text alone ranks from it alone, reading `recipe` for the page.
            let ranks = looked.hasRanks
            ranksFromTable = ranks && filter.clauses.isEmpty && query.sort == .relevance
            if ranksFromTable {
                from = "recipe_fts f JOIN recipe_rank k ON k.fts_rowid = f.rowid"
                select = "k.recipe_id AS id, k.iba AS iba, k.name_length AS name_length"
                broadSelect = select
            } else if ranks {
                from = "recipe_fts f JOIN recipe_rank k ON k.fts_rowid = f.rowid JOIN recipe r ON r.id = k.recipe_id"
            } else {
                from = "recipe_fts f JOIN recipe_fts_content c ON c.id = f.rowid JOIN recipe r ON r.id = c.c0" + (looked.hasRenown ? " LEFT JOIN recipe_renown n ON n.recipe_id = r.id" : "")
            }
            let id = ranksFromTable ? "k.recipe_id" : "r.id"
            let nameFolded = ranks ? "k.name_folded" : "r.name_folded"
            // Tiers from the one pass over the index (the catalog's functions, no typo corrected): the match is `(M) OR
            // (W)`, the query's prefix terms M with their whole-word form W, which matches no recipe M does not, and
            // `larder_match` reads a tier's set from the row's phrase instances: W's within the name and alias columns
            // (tier 2) or those and the ingredients (tier 3), M's within the names (tier 6); `larder_bm25` scores M's
            // phrases alone. Each set was a statement of its own over the index, its rows put in a temporary index
            // probed for every match. A typo correction ranks with other words than it matches: the sets then stay
            // statements.
            let prefixTree = expansion.matched.phraseTree(prefix: true, firstPhrase: 0)
            let wholeTree = fts.phraseTree(prefix: false, firstPhrase: prefixTree.phrases)
            let phrases = prefixTree.phrases + wholeTree.phrases
            let onePass = functions == .larder && expansion.correctedQuery == nil && phrases <= Int(LARDER_MATCH_LIMIT)
                && fts.phraseTree(prefix: true, firstPhrase: 0) == prefixTree
            filter.clauses.insert("recipe_fts MATCH ?", at: 0)
            filter.arguments.insert(onePass ? "(\(prefixTree.expression)) OR (\(wholeTree.expression))" : expansion.matched.matchExpression, at: 0)
            let w = CatalogIndex.weights
            let renown = ranks ? "k.renown" : looked.hasRenown ? "coalesce(n.level, 3)" : "3"
            // Names compared with punctuation folded the way query words are ("Dark 'n' Stormy" = "dark n stormy").
            let nameKey = ranks ? "k.name_key" : CatalogIndex.nameKey("r.name_folded")
            let aliasKey = CatalogIndex.nameKey("a.alias")
            // What a name must satisfy for `nameKey` to equal or start with the query (see ``namePrefix(_:)``), checked
            // first: most matches would otherwise run the three `replace`s two or three times over.
            // The stored key needs no such test: it is left out with its argument.
            let nameMayStart = "(instr(r.name_folded, '''') > 0 OR r.name_folded LIKE ? ESCAPE '\\')"
            func startsLike(_ test: String) -> String { ranks ? test : "\(nameMayStart) AND \(test)" }
            // The static part of the bm25 multiplier, `1.0 + 0.25 * (IBA) + 0.1 * (sources)`, computed in this order.
            let boost = ranks ? "k.boost" : "1.0 + 0.25 * (r.iba IS NOT NULL) + 0.1 * json_array_length(r.sources)"
            // Whether `f` matches the FTS expression bound to the `?`; in a broad search, whether it is in the cut
            // match set `tierN` of the statement's `WITH` (N from 0: name words, whole words, name prefixes, as typed).
            let member = "f.rowid IN (SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ?)"
            // The recipes making one of the named ingredients (the JSON array bound to the `?`) a main line, read once
            // from the compiler's table by an index range an ingredient; a catalog compiled before the table
            // existed computes the same pairs from its lines.
            let mainPairs = looked.hasMainIngredients ? "recipe_main_ingredient" : "(\(CatalogIndex.mainIngredients))"
            let mainRecipes = "SELECT recipe_id FROM \(mainPairs) WHERE ingredient_id IN (SELECT value FROM json_each(?))"
            // Each test of membership in a list written for what the list holds: one exact name is compared with `=`,
            // and no preferred recipe is the constant 0. A `json_each` subquery costs its parse and a temporary index.
            let exactNames = Self.exactNames(fts)
            let exact = exactNames.count == 1 ? exactNames[0] : Self.jsonArray(exactNames)
            func isExact(_ value: String) -> String {
                exactNames.count == 1 ? "\(value) = ?" : "\(value) IN (SELECT value FROM json_each(?))"
            }
            // A recipe with an alias, or an alias whose key, is an exact name: from the stored aliases (see
            // ``CatalogIndex/recipeRanks``) a test per name, else read from `recipe_alias`.
            let aliasesStored = ranks && !exactNames.contains { $0.unicodeScalars.contains("\u{1}") }
            let hasExactAlias = aliasesStored
                ? exactNames.map { _ in "instr(k.aliases, char(1) || ? || char(1)) > 0" }.joined(separator: " OR ")
                : "\(id) IN (SELECT a.recipe_id FROM recipe_alias a WHERE \(isExact("a.alias")) OR \(isExact(aliasKey)))"
            let aliasArguments: [(any DatabaseValueConvertible)?] = aliasesStored ? exactNames.map { name -> (any DatabaseValueConvertible)? in name } : [exact, exact]
            let preferredIDs = query.preferred.map(\.rawValue).sorted()
            let preferred: [(any DatabaseValueConvertible)?] = preferredIDs.isEmpty ? []
                : functions == .larder ? [Self.setText(preferredIDs)] : [Self.jsonArray(preferredIDs)]
            func isPreferred(_ id: String) -> String {
                preferredIDs.isEmpty ? "0" : functions == .larder ? "larder_in(?, \(id))" : "\(id) IN (SELECT value FROM json_each(?))"
            }
            // With preferred recipes and the page taken from `ranked` (`pageTail`), `ranked` tests membership once a
            // match (`preferred`) and keeps bm25, the boost and the renown apart (`bm`, `boost`, `known`); `page` computes
            // the score and the renown from them, with the same operations in the same order. Written inline, the test
            // would run three times a match (score, renown, order), each a probe of its own temporary index.
            let splitsPreferred = ranksFromTable && !preferredIDs.isEmpty
            // bm25 reads each match's length from the index's `docsize` table, a lookup a match; `larder_bm25` takes it
            // from `recipe_rank`, already joined, and computes the same score.
            let weights = "0, \(w.name), \(w.aliases), \(w.ingredients), \(w.tags), \(w.body)"
            let bm25 = functions == .larder
                ? "larder_bm25(recipe_fts, \(prefixTree.phrases), \(looked.hasTokens ? "k.tokens" : "NULL"), \(weights))"
                : "bm25(recipe_fts, \(weights))"
            // A tier-3 match making none of the ingredients the query names a main line is tier 4; with none named, no test.
            let namesNoIngredient = mainIngredients == "[]"
            let minorTier = namesNoIngredient ? "3" : "CASE WHEN \(id) NOT IN (\(mainRecipes)) THEN 4 ELSE 3 END"
            let minorArguments: [(any DatabaseValueConvertible)?] = namesNoIngredient ? [] : [mainIngredients]
            func score(bm25: String, boost: String, preferred: String, renown: String) -> String {
                "\(bm25) * (\(boost) + 0.5 * (\(preferred)) + CASE \(renown) WHEN 1 THEN 0.5 WHEN 2 THEN 0.25 ELSE 0 END)"
            }
            func preferredRenown(preferred: String, renown: String) -> String {
                preferredIDs.isEmpty ? renown : "CASE WHEN \(preferred) THEN 1 ELSE \(renown) END"
            }
            pageColumns = splitsPreferred
                ? "*, \(score(bm25: "bm", boost: "boost", preferred: "preferred", renown: "known")) AS score, \(preferredRenown(preferred: "preferred", renown: "known")) AS renown"
                : "*"
            func ranking(_ member: (Int) -> String) -> String { """
                , \(nameFolded) AS name_folded,
                  CASE WHEN \(isExact(nameFolded)) OR \(startsLike(isExact(nameKey)))
                            OR \(hasExactAlias) THEN 0
                       WHEN \(startsLike("\(nameKey) LIKE ? ESCAPE '\\'")) THEN 1
                       WHEN \(member(0)) THEN 2
                       WHEN \(member(1)) THEN \(minorTier)
                       WHEN \(startsLike("\(nameKey) LIKE ? ESCAPE '\\'")) THEN 5
                       WHEN \(member(2)) THEN 6
                       ELSE 7 END AS tier,
                  \(splitsPreferred
                      ? "\(bm25) AS bm, \(boost) AS boost, \(renown) AS known, \(isPreferred(id)) AS preferred"
                      : "\(score(bm25: bm25, boost: boost, preferred: isPreferred(id), renown: renown)) AS score, \(preferredRenown(preferred: isPreferred(id), renown: renown)) AS renown")
                """
            }
            let names = CatalogIndex.columnSet("name", "aliases"), wholeWords = CatalogIndex.columnSet("name", "aliases", "ingredients")
            select += ranking { tier in
                onePass ? "larder_match(recipe_fts, ?, \(tier == 1 ? wholeWords : names))" : member
            }
            broadSelect += ranking { "f.rowid IN tier\($0)" }
            // The argument of `nameMayStart`'s `?`, absent with the stored key.
            let mayStart: [(any DatabaseValueConvertible)?] = ranks ? [] : [Self.likeEscaped(Self.namePrefix(fts)) + "%"]
            let nameArguments: [(any DatabaseValueConvertible)?] = [exact] + mayStart + [exact] + aliasArguments + mayStart
                + [Self.likeEscaped(fts.normalized) + " %"]
            let sets: [(any DatabaseValueConvertible)?] = onePass
                ? [wholeTree.program(total: phrases), wholeTree.program(total: phrases), prefixTree.program(total: phrases)]
                : [fts.nameWordsExpression, fts.wholeWordsExpression, fts.nameExpression]
            selectArguments = nameArguments + sets[0..<2] + minorArguments + mayStart + [Self.likeEscaped(fts.normalized) + "%", sets[2]]
                + preferred + (splitsPreferred ? [] : preferred)
            tierSets = [fts.nameWordsExpression, fts.wholeWordsExpression, fts.nameExpression]
            broadSelectArguments = nameArguments + minorArguments + mayStart + [Self.likeEscaped(fts.normalized) + "%"]
                + preferred + (splitsPreferred ? [] : preferred)
            var exactFirst = ""
            if expansion.correctedQuery != nil {
                // Recipes matching the words as typed outrank those found through a typo correction.
                select += ", \(member) AS exact"
                broadSelect += ", f.rowid IN tier3 AS exact"
                selectArguments.append(expansion.exact.matchExpression)
                tierSets.append(expansion.exact.matchExpression)
                exactFirst = "exact DESC, "
            }
            // When the whole query names an ingredient ("vodka"), names starting with it or holding it and the
            // recipes where it is a main line are one tier, the best-known (renown 1, then 2, the user's preferred ones
            // counting as 1), then IBA ones first: a page of "Vodka …" names does not push the Cosmopolitan and the
            // Moscow Mule off it, nor the Casino and the Tuxedo the Dry Martini and the Gin & Tonic.
            let namesIngredient = looked.namesIngredient
            mergesIngredientTiers = namesIngredient
            if query.sort == .relevance {
                // The order written for the query: without an ingredient named, by tier, tier 5 by renown then name length;
                // with one, tiers 1 to 3 as one, by renown then IBA first. Those keys are one integer a match (the tier's
                // group in the high bits, the keys that apply to it below, each in a field wide enough for its values:
                // renown 0 to 3, a flag, a name's length), so that the top of the page is sorted on three keys, not seven.
                let length = ranksFromTable ? "name_length" : "length(name)"
                let tierFive = "WHEN tier = 5 THEN (80 << 40) + (renown << 32) + \(length)"
                if namesIngredient {
                    // Several words ("chicken breast") that name an ingredient: a recipe named with them ("Roasted Chicken
                    // Breast") comes before the best-known ones that merely use it.
                    let merged = fts.words.count > 1 ? "CASE WHEN tier IN (1, 2) THEN 0 ELSE renown END" : "renown"
                    order = """
                        \(exactFirst)CASE WHEN tier IN (1, 2, 3) THEN (16 + 2 * \(merged) + (iba IS NULL AND NOT \(splitsPreferred ? "preferred" : isPreferred("id")))) << 40
                        \(tierFive) ELSE tier * 16 << 40 END, score, name_folded
                        """
                    orderArguments = splitsPreferred ? [] : preferred
                } else {
                    order = "\(exactFirst)CASE \(tierFive) ELSE tier * 16 << 40 END, score, name_folded"
                }
                ranksByTier = true
            } else {
                order = Self.order(query.sort)
            }
        } else if query.sort == .relevance, let byProfile = try profileOrder(query) {
            order = byProfile.sql
            orderArguments = byProfile.arguments
        } else {
            order = Self.order(query.sort == .relevance ? .name : query.sort)
        }
        let whereSQL = filter.clauses.isEmpty ? "" : " WHERE " + filter.clauses.joined(separator: " AND ")
        let page: [(any DatabaseValueConvertible)?] = [max(0, query.limit), max(0, query.offset)]
        let all = selectArguments + filter.arguments + orderArguments + page
        // Text alone: the index counts its matches without reading a recipe.
        let textOnly = expansion != nil && filter.clauses.count == 1
        // The end of a statement whose `ranked` holds the matches: the page in order, with `recipe` read for its
        // rows only when ranked from `recipe_rank` (`CROSS JOIN` keeps the page's order: it is the outer loop).
        let pageTail = ranksFromTable
            ? """
                , page AS MATERIALIZED (SELECT \(pageColumns) FROM ranked ORDER BY \(order) LIMIT ? OFFSET ?)
                SELECT \(RecipeSummary.selectedColumns), p.name_folded, p.tier, p.score, p.renown\(expansion?.correctedQuery != nil ? ", p.exact" : "")
                FROM page p CROSS JOIN recipe r ON r.id = p.id
                """
            : " SELECT * FROM ranked ORDER BY \(order) LIMIT ? OFFSET ?"
        var statement = SearchStatement(
            sql: ranksByTier
                ? "WITH ranked AS MATERIALIZED (SELECT \(select) FROM \(from)\(whereSQL))\(pageTail)"
                : "SELECT \(select) FROM \(from)\(whereSQL) ORDER BY \(order) LIMIT ? OFFSET ?",
            countSQL: textOnly ? "SELECT count(*) FROM recipe_fts WHERE recipe_fts MATCH ?" : "SELECT count(*) FROM \(from)\(whereSQL)",
            arguments: all.map { $0?.databaseValue ?? .null },
            // Text alone is counted by the prefix terms alone: the one-pass match's whole-word half finds no other recipe.
            countArguments: (textOnly ? [expansion?.matched.matchExpression] : filter.arguments).map { $0?.databaseValue ?? .null },
            hasText: expansion != nil, correctedQuery: expansion?.correctedQuery)
        statement.mergesIngredientTiers = mergesIngredientTiers
        if textOnly, query.sort == .relevance, let expansion, query.offset + query.limit <= SearchStatement.candidatesPerSource {
            // Two-phase top k for broad text: rank only candidates, the first matches in the index's static order
            // (IBA, then multi-source recipes first) of the whole query and of each tier's match set, not every match.
            // A tier's set is cut the same way (its `ORDER BY rowid LIMIT`): a candidate among the whole query's first
            // matches comes before every set's cut, so its tier is exact; one found through a name set may miss
            // another set's cut and rank lower. Only the candidates are scored (`+` keeps the candidate list from
            // driving the index, which would score each row alone, every one reading the whole doclist for bm25),
            // and the index stops reading after the last of them.
            let cut = SearchStatement.candidatesPerSource
            let match = expansion.matched.matchExpression
            let first = "SELECT rowid FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY rowid LIMIT \(cut)"
            let tiers = tierSets.indices.map { "tier\($0)(id) AS (\(first))" }
            let otherSources = [match, expansion.matched.nameExpression].filter { !tierSets.contains($0) }
            let candidates = tierSets.indices.map { "SELECT id FROM tier\($0)" } + otherSources.map { _ in "SELECT rowid FROM (\(first))" }
            // Each text given its existential type here: `[String]` added to an existential array is converted element by
            // element at run time, the first conversion costing a search a scan of every protocol conformance (0.3 M instructions).
            let texts = (tierSets + otherSources).map { text -> (any DatabaseValueConvertible)? in text }
            let broad: [(any DatabaseValueConvertible)?] = texts + broadSelectArguments + [match] + orderArguments + page
            statement.broadSQL = """
                WITH \(tiers.joined(separator: ", ")), candidate(id) AS (\(candidates.joined(separator: " UNION "))),
                ranked AS MATERIALIZED (
                    SELECT \(broadSelect) FROM \(from)
                    WHERE recipe_fts MATCH ? AND +f.rowid IN candidate AND f.rowid <= (SELECT max(id) FROM candidate))\(pageTail)
                """
            statement.broadArguments = broad.map { $0?.databaseValue ?? .null }
        }
        return statement
    }

    /// The ingredients the whole query names, as whole words of their names ("grapefruit" names
    /// grapefruit juice and grapefruit soda) or as an alias ("whisky"), and every kind below them, as a
    /// JSON array of ids; `[]` when the query names no ingredient.
    static func ingredientsNamed(by query: FTSQuery, in db: Database) throws -> String {
        let names = [query.normalized] + (query.alternatives.count == 1 ? query.alternatives[0] : [])
        // Each name with a word a matching name must hold whole (``nameWord(of:)``), read from the compiler's
        // `ingredient_word` by index, so that only the few ingredients holding it are compared in full; a name without
        // such a word (all wildcards) is compared with every ingredient. A catalog compiled before the table existed
        // compares every name, ruling out with `instr` (stored names are folded, so lowercase) those that lack the word.
        let keyed = names.map { (name: $0, word: nameWord(of: $0)) }
        let values = Array(repeating: "(?, ?)", count: names.count).joined(separator: ", ")
        let holds = "' ' || replace(i.name_folded, '-', ' ') || ' ' LIKE '% ' || q.value || ' %'"
        let byName: String
        if try db.hasTable("ingredient_word") {
            let unkeyed = keyed.contains { $0.word == nil } ? " UNION SELECT i.id FROM q CROSS JOIN ingredient i WHERE q.word IS NULL AND \(holds)" : ""
            byName = "SELECT i.id FROM q JOIN ingredient_word w ON w.word = q.word JOIN ingredient i ON i.id = w.ingredient_id WHERE \(holds)\(unkeyed)"
        } else {
            byName = "SELECT i.id FROM q CROSS JOIN ingredient i WHERE (q.word IS NULL OR instr(i.name_folded, q.word) > 0) AND \(holds)"
        }
        let ids = try String.fetchAll(db, sql: """
            WITH RECURSIVE q(value, word) AS (VALUES \(values)),
            named(id) AS (\(byName) UNION SELECT ingredient_id FROM ingredient_alias WHERE alias IN (SELECT value FROM q)),
            below(id) AS (SELECT id FROM named UNION SELECT i.id FROM ingredient i JOIN below b ON i.parent_id = b.id)
            SELECT id FROM below
            """, arguments: StatementArguments(keyed.flatMap { pair -> [(any DatabaseValueConvertible)?] in [pair.name, pair.word] }))
        return Self.jsonArray(ids)
    }

    /// A word that every folded ingredient name holding `name` as whole words
    /// (`' ' || replace(name_folded, '-', ' ') || ' ' LIKE '% ' || name || ' %'`) has among its
    /// ``CatalogIndex/ingredientWords``: the longest of `name`'s pieces between spaces that holds no LIKE wildcard
    /// (`%`, `_`), its ASCII letters lowered as LIKE compares them; `nil` when no piece is free of them.
    static func nameWord(of name: String) -> String? {
        let pieces = name.unicodeScalars.split(separator: " ").filter { !$0.contains("%") && !$0.contains("_") }
        guard let longest = pieces.max(by: { $0.count < $1.count }) else { return nil }
        var out = ""
        for scalar in longest {
            out.unicodeScalars.append(scalar >= "A" && scalar <= "Z" ? Unicode.Scalar(UInt8(scalar.value + 32)) : scalar)
        }
        return out
    }

    /// The names a recipe must have, folded, to be an exact match for `query`: the words as typed and, when
    /// any word is a plural the catalog holds in the singular, the words singular ("margaritas" is Margarita,
    /// "french 75s" is French 75).
    static func exactNames(_ query: FTSQuery) -> [String] {
        var singular = query.words
        for (index, word) in query.words.enumerated() where index < query.alternatives.count {
            if let known = SpellingVariants.of(word).first(where: { $0.count < word.count && query.alternatives[index].contains($0) }) {
                singular[index] = known
            }
        }
        let names = [query.normalized, singular.joined(separator: " ")]
        return names[0] == names[1] ? [names[0]] : names
    }

    /// The start that the query as typed and every exact name (``exactNames(_:)``) share, up to its first space: a
    /// recipe name whose punctuation-folded key (apostrophes dropped, hyphens as spaces, " & " as " and ") equals or
    /// starts with one of them, and that holds no apostrophe, starts with it as stored.
    static func namePrefix(_ query: FTSQuery) -> String {
        var prefix = Array(query.normalized.unicodeScalars)
        for name in exactNames(query) {
            let scalars = Array(name.unicodeScalars)
            var shared = 0
            while shared < min(prefix.count, scalars.count) && prefix[shared] == scalars[shared] { shared += 1 }
            prefix = Array(prefix[..<shared])
        }
        return String(String.UnicodeScalarView(prefix.prefix(while: { $0 != " " })))
    }

    /// Whether the whole query is an ingredient's name or alias ("vodka", "whisky"), or a spelling
    /// variant of one ("limes"); "sour" is not, though it is a word of "sour cherry".
    static func isIngredientName(_ query: FTSQuery, in db: Database) throws -> Bool {
        let names = [query.normalized] + (query.alternatives.count == 1 ? query.alternatives[0] : [])
        return try Bool.fetchOne(db, sql: """
            SELECT 1 FROM ingredient WHERE name_folded IN (SELECT value FROM json_each(?))
            UNION ALL SELECT 1 FROM ingredient_alias WHERE alias IN (SELECT value FROM json_each(?)) LIMIT 1
            """, arguments: [Self.jsonArray(names), Self.jsonArray(names)]) ?? false
    }

    /// `ids` as a set for `larder_in`: joined by the separator `char(1)` (which no id holds).
    static func setText(_ ids: [String]) -> String {
        ids.joined(separator: "\u{1}")
    }

    /// `strings` as a JSON array literal (for `json_each`), written without Foundation's encoder.
    static func jsonArray(_ strings: some Sequence<String>) -> String {
        // Strings that need no escape (ids, folded names) are joined as they are: appending scalar by scalar costs
        // more than the rest of a search's argument building.
        let plain = Array(strings)
        if !plain.contains(where: { $0.utf8.contains { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 } }) {
            return plain.isEmpty ? "[]" : "[\"" + plain.joined(separator: "\",\"") + "\"]"
        }
        var out = "["
        for (index, string) in plain.enumerated() {
            if index > 0 { out += "," }
            out += "\""
            for scalar in string.unicodeScalars {
                switch scalar {
                case "\"": out += "\\\""
                case "\\": out += "\\\\"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: out.unicodeScalars.append(scalar)
                }
            }
            out += "\""
        }
        return out + "]"
    }

    /// The FTS query for user text; `nil` for no text, an error for text without words.
    static func ftsQuery(_ text: String?) throws(CatalogError) -> FTSQuery? {
        guard let text, SearchQuery.holdsText(text) else { return nil }
        guard let parsed = FTSQuery(text) else { throw .invalidQuery("'\(text.prefix(40))' has no words to search for") }
        return parsed
    }
}
