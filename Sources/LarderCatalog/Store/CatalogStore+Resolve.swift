import GRDB
import LarderCore

/// Turning what a user typed into one catalog entry. Every command resolves names through these two
/// functions, so one text means the same thing everywhere.
///
/// The rules, in order: the text as an id; the folded name; an alias; the text's slug as an id (and,
/// for recipes, a variant's id or name). When a step finds several entries the text is ambiguous and
/// the error lists them; a recipe's former id (the slug of one of its aliases, after a merge) still finds it;
/// when no step finds one, the error lists close names ("did you mean").
extension CatalogStore {
    /// Finds an ingredient by id, name or alias (folded, so "Whisky" finds whiskey).
    ///
    /// - Throws: ``CatalogError/ambiguous(kind:query:candidates:)`` when the name or alias fits several
    ///   ingredients, ``CatalogError/notFound(kind:query:suggestions:)`` with close names when nothing fits,
    ///   ``CatalogError/invalidQuery(_:)`` for empty or overlong text.
    /// - Complexity: a few indexed lookups; the "did you mean" fallback is O(n) in the catalog's names.
    public func resolveIngredient(_ nameOrID: String) throws(CatalogError) -> IngredientSummary {
        let text = try Self.lookupText(nameOrID, kind: "ingredient")
        let key = Self.lookupKey(text)
        let slug = Slug.make(text)
        return try read { db in
            let select = """
                SELECT i.*, (SELECT count(DISTINCT recipe_id) FROM recipe_line l WHERE l.ingredient_id = i.id) AS recipe_count
                FROM ingredient i WHERE
                """
            if let row = try Row.fetchOne(db, sql: select + " i.id = ?", arguments: [text]) { return try Self.ingredientSummary(row) }
            let tiers: [(String, StatementArguments)] = [
                (select + " i.name_folded = ? ORDER BY i.id", [key]),
                (select + " i.id IN (SELECT ingredient_id FROM ingredient_alias WHERE alias = ?) ORDER BY i.id", [key]),
                (select + " i.id = ?", [slug]),
            ]
            for (sql, arguments) in tiers {
                let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
                if rows.count == 1 { return try Self.ingredientSummary(rows[0]) }
                if rows.count > 1 {
                    let candidates = try rows.map { row in
                        let summary = try Self.ingredientSummary(row)
                        return "\(summary.name) (\(summary.id.rawValue))"
                    }
                    throw CatalogError.ambiguous(kind: "ingredient", query: text, candidates: candidates)
                }
            }
            // A former id ("pinapple-juice", merged into "pineapple-juice") is the slug of one of its aliases.
            let former = try Self.formerOwners(
                db, sql: "SELECT ingredient_id, alias FROM ingredient_alias", slug: slug, joined: ""
            )
            if let found = former.first(where: { !$0.isEmpty }) {
                if found.count == 1, let id = found.first, let row = try Row.fetchOne(db, sql: select + " i.id = ?", arguments: [id]) {
                    return try Self.ingredientSummary(row)
                }
                throw CatalogError.ambiguous(kind: "ingredient", query: text, candidates: found.sorted())
            }
            let names = try String.fetchAll(db, sql: "SELECT name FROM ingredient UNION SELECT alias FROM ingredient_alias")
            throw CatalogError.notFound(kind: "ingredient", query: text, suggestions: EditDistance.suggestions(for: text, among: names))
        }
    }

    /// Finds a recipe by id, name, alias or variant (folded).
    ///
    /// - Throws: ``CatalogError/ambiguous(kind:query:candidates:)`` when the name fits several recipes,
    ///   ``CatalogError/notFound(kind:query:suggestions:)`` with close names when nothing fits,
    ///   ``CatalogError/invalidQuery(_:)`` for empty or overlong text.
    public func resolveRecipe(_ nameOrID: String) throws(CatalogError) -> RecipeID {
        let text = try Self.lookupText(nameOrID, kind: "recipe")
        return try read { db in try Self.resolveRecipe(db, text: text) }
    }

    /// ``resolveRecipe(_:)`` of `text` (already through ``lookupText(_:kind:)``) in `db`, for a read that goes on
    /// to read the recipe.
    static func resolveRecipe(_ db: Database, text: String) throws -> RecipeID {
        let key = Self.lookupKey(text)
        let slug = Slug.make(text)
        if let id = try String.fetchOne(db, sql: "SELECT id FROM recipe WHERE id = ?", arguments: [text]) { return RecipeID(id) }
        let tiers: [(String, StatementArguments)] = [
            ("SELECT id, name FROM recipe WHERE name_folded = ? ORDER BY id", [key]),
            ("SELECT DISTINCT r.id, r.name FROM recipe_alias a JOIN recipe r ON r.id = a.recipe_id WHERE a.alias = ? ORDER BY r.id", [key]),
            ("SELECT id, name FROM recipe WHERE id = ?", [slug]),
            ("SELECT DISTINCT recipe_id AS id, name FROM recipe_variant WHERE id = ? OR lower(name) = ? ORDER BY id", [slug, key]),
        ]
        for (sql, arguments) in tiers {
            let rows = try Row.fetchAll(db, sql: sql, arguments: arguments)
            let ids = try rows.map { try RecipeID($0.decode(String.self, forColumn: "id")) }
            if ids.count == 1 { return ids[0] }
            if ids.count > 1 {
                let candidates = try rows.map { row in
                    "\(try row.decode(String.self, forColumn: "name")) (\(try row.decode(String.self, forColumn: "id")))"
                }
                throw CatalogError.ambiguous(kind: "recipe", query: text, candidates: candidates)
            }
        }
        // A variant's id ("sidecar-v-opendrinks") names its drink even once the variant is gone, merged into the
        // drink's own spec when a later import found them the same.
        if let marker = slug.range(of: "-v-", options: .backwards),
            let id = try String.fetchOne(db, sql: "SELECT id FROM recipe WHERE id = ?", arguments: [String(slug[..<marker.lowerBound])])
        {
            return RecipeID(id)
        }
        // A former id ("whisky-sour", merged into "whiskey-sour") is the slug of one of the drink's aliases,
        // or of its name when the merge kept the merged-away drink's name ("gin-gimlet", now "Gin Gimlet" at gimlet).
        // Last, the same without word breaks: "Pornstar Martini" is Porn Star Martini, "Air Mail" is Airmail.
        let former = try Self.formerOwners(
            db, sql: "SELECT recipe_id, alias FROM recipe_alias UNION ALL SELECT id, name FROM recipe",
            slug: slug, joined: Self.withoutWordBreaks(slug)
        )
        for found in former where !found.isEmpty {
            if found.count == 1, let id = found.first { return RecipeID(id) }
            throw CatalogError.ambiguous(kind: "recipe", query: text, candidates: found.sorted())
        }
        throw CatalogError.notFound(kind: "recipe", query: text, suggestions: EditDistance.suggestions(for: text, amongFolded: try Self.suggestionNames(db, for: text)))
    }

    /// The ingredients that `ids` the catalog lacks were merged into (a twin's id, "pinapple-juice", is the slug
    /// of an alias of the ingredient it became), so user data that names an old id keeps its meaning. Ids the
    /// catalog has, and ids no alias or several ingredients' aliases name, are left out.
    ///
    /// - Complexity: one pass over the aliases when an id is missing; one indexed lookup per id otherwise.
    public func mergedIngredients(_ ids: some Collection<IngredientID>) throws(CatalogError) -> [IngredientID: IngredientID] {
        try read { db in
            try Self.merged(db, ids.map(\.rawValue), table: "ingredient", aliases: "SELECT ingredient_id, alias FROM ingredient_alias")
        }.reduce(into: [:]) { $0[IngredientID($1.key)] = IngredientID($1.value) }
    }

    /// The recipes that `ids` the catalog lacks were merged into ("whisky-sour" is Whiskey Sour), as
    /// ``mergedIngredients(_:)`` does for ingredients.
    public func mergedRecipes(_ ids: some Collection<RecipeID>) throws(CatalogError) -> [RecipeID: RecipeID] {
        try read { db in
            try Self.merged(
                db, ids.map(\.rawValue), table: "recipe",
                aliases: "SELECT recipe_id, alias FROM recipe_alias UNION ALL SELECT id, name FROM recipe")
        }.reduce(into: [:]) { $0[RecipeID($1.key)] = RecipeID($1.value) }
    }

    /// Of `ids`, those `table` lacks, each with the one owner (first column of `aliases`) whose name (second
    /// column) has the id as its slug.
    static func merged(_ db: Database, _ ids: [String], table: String, aliases: String) throws -> [String: String] {
        var missing = Set(ids)
        try BoundIDs.forEachChunk(Array(missing)) { marks, chunk in
            try StatementColumns.forEach(db, sql: "SELECT id FROM \(table) WHERE id IN (\(marks))", arguments: StatementArguments(chunk)) { row in
                missing.remove(try row.text(0, "id"))
            }
        }
        guard !missing.isEmpty else { return [:] }
        var owners: [String: Set<String>] = [:]
        try StatementColumns.forEach(db, sql: aliases) { row in
            let slug = Slug.make(try row.text(1, "alias"))
            if missing.contains(slug) { owners[slug, default: []].insert(try row.text(0, "owner")) }
        }
        return owners.compactMapValues { $0.count == 1 ? $0.first : nil }
    }

    /// The owners (first column) of the names (second column) that `sql` reads whose slug is `slug`, then of
    /// those whose slug without word breaks is `joined` (none when `joined` is empty): a former id, kept as an
    /// alias when its entry was merged into another, in the two tiers the resolvers try in turn.
    static func formerOwners(_ db: Database, sql: String, slug: String, joined: String) throws -> [Set<String>] {
        var former: Set<String> = [], spacedOtherwise: Set<String> = []
        try StatementColumns.forEach(db, sql: sql, arguments: []) { row in
            let nameSlug = Slug.make(try row.text(1, "alias"))
            if nameSlug == slug {
                former.insert(try row.text(0, "owner"))
            } else if !joined.isEmpty, Self.withoutWordBreaks(nameSlug) == joined {
                spacedOtherwise.insert(try row.text(0, "owner"))
            }
        }
        return [former, spacedOtherwise]
    }

    /// A slug with its hyphens removed ("porn-star-martini" → "pornstarmartini"): names that differ only
    /// in where words break. Empty for a slug of fewer than six letters, where joining words is more
    /// likely to meet an unrelated name than the one meant.
    static func withoutWordBreaks(_ slug: String) -> String {
        let joined = slug.filter { $0 != "-" }
        return joined.count >= 6 ? joined : ""
    }

    /// The display names of `recipes` (main specs and variants); ids the catalog lacks are left out.
    public func recipeNames(_ recipes: some Collection<RecipeID>) throws(CatalogError) -> [RecipeID: String] {
        guard !recipes.isEmpty else { return [:] }
        let json = Self.jsonArray(recipes.map(\.rawValue))
        return try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT id, name FROM recipe WHERE id IN (SELECT value FROM json_each(?))
                UNION ALL SELECT id, name FROM recipe_variant WHERE id IN (SELECT value FROM json_each(?))
                """, arguments: [json, json])
            var names: [RecipeID: String] = [:]
            for row in rows { names[RecipeID(try row.decode(String.self, forColumn: "id"))] = try row.decode(String.self, forColumn: "name") }
            return names
        }
    }

    /// The display names of `ingredients`; ids the catalog lacks are left out.
    public func ingredientNames(_ ingredients: some Collection<IngredientID>) throws(CatalogError) -> [IngredientID: String] {
        guard !ingredients.isEmpty else { return [:] }
        return try read { db in
            var names: [IngredientID: String] = [:]
            try BoundIDs.forEachChunk(ingredients.map(\.rawValue)) { marks, chunk in
                try StatementColumns.forEach(
                    db, sql: "SELECT id, name FROM ingredient WHERE id IN (\(marks))",
                    arguments: StatementArguments(chunk)
                ) { row in names[IngredientID(try row.text(0, "id"))] = try row.text(1, "name") }
            }
            return names
        }
    }

    /// Every recipe id the filters of `query` allow (text, sort and paging are ignored).
    ///
    /// - Complexity: one SQL statement over the recipe table.
    public func recipeIDs(matching query: SearchQuery) throws(CatalogError) -> Set<RecipeID> {
        var unfiltered = query
        unfiltered.text = nil
        let filter = try filterClause(for: unfiltered)
        let whereSQL = filter.clauses.isEmpty ? "" : " WHERE " + filter.clauses.joined(separator: " AND ")
        return try read { db in
            Set(try String.fetchAll(db, sql: "SELECT r.id FROM recipe r" + whereSQL, arguments: StatementArguments(filter.arguments))
                .map { RecipeID($0) })
        }
    }

    /// `text` trimmed, or an error when it is empty or longer than ``maximumNameLength``.
    static func lookupText(_ text: String, kind: String) throws(CatalogError) -> String {
        let trimmed = text.trimmingFoundationWhitespaceAndNewlines()
        let what = "\(kind == "ingredient" ? "an" : "a") \(kind) name"
        guard !trimmed.isEmpty else { throw .invalidQuery("\(what) must not be empty") }
        try QueryLimits.checkName(trimmed, what)
        return trimmed
    }

    /// Every text ``resolveIngredient(_:)`` compares a query with: ingredient ids, folded names and
    /// aliases. A caller that tries many spellings of a name checks ``lookupKey(_:)`` and
    /// `Slug.make` of each against this set first, and skips those that cannot resolve.
    public func ingredientLookupKeys() throws(CatalogError) -> Set<String> {
        try read { db in
            Set(try String.fetchAll(db, sql: "SELECT id FROM ingredient UNION SELECT name_folded FROM ingredient UNION SELECT alias FROM ingredient_alias"))
        }
    }

    /// The folded form names and aliases are stored under, with runs of spaces made one: `text` as
    /// ``resolveIngredient(_:)`` compares it with names and aliases.
    public static func lookupKey(_ text: String) -> String {
        Folding.fold(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
