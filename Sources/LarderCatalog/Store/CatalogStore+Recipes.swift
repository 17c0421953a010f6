import Foundation
import GRDB
import LarderCore

extension CatalogStore {
    /// The full recipe for an id or name.
    ///
    /// - Complexity: one read: the recipe's row, aliases, tags, variants, lines (with their ingredients' names),
    ///   method steps and profile, a statement each.
    public func recipe(_ nameOrID: String) throws(CatalogError) -> RecipeDetail {
        let text = try Self.lookupText(nameOrID, kind: "recipe")
        return try read { db in try Self.recipe(db, text: text) }
    }

    /// ``recipe(_:)`` of `text` (through ``lookupText(_:kind:)``) in `db`. Text that is an id, the usual case,
    /// reads its row at once; anything else is resolved (``resolveRecipe(_:text:)``) first.
    static func recipe(_ db: Database, text: String) throws -> RecipeDetail {
        if let detail = try recipe(db, id: text) { return detail }
        let id = try resolveRecipe(db, text: text)
        guard let detail = try recipe(db, id: id.rawValue) else {
            throw CatalogError.notFound(kind: "recipe", query: text, suggestions: [])
        }
        return detail
    }

    /// The recipe whose id is `id`, `nil` when there is none. Columns are read by index (``StoredColumns``).
    private static func recipe(_ db: Database, id: String) throws -> RecipeDetail? {
        var detail: RecipeDetail?
        try StatementColumns.forEach(db, sql: """
            SELECT \(RecipeSummary.selectedColumns), r.ice, r.garnish, r.instructions, r.prep_minutes, r.cook_minutes, r.servings,
                r.cuisine, r.volume_ml, r.sources
            FROM recipe r WHERE r.id = ?
            """, arguments: [id]) { row in
            detail = RecipeDetail(
                summary: try RecipeSummary(columns: row), aliases: [], ice: try row.optionalValue(10, "ice", as: Ice.self),
                garnish: try row.optionalText(11, "garnish"),
                instructions: try row.optionalText(12, "instructions")?.split(separator: "\n").map(String.init) ?? [], lines: [], tags: [],
                prepMinutes: try row.optionalInteger(13, "prep_minutes"), cookMinutes: try row.optionalInteger(14, "cook_minutes"),
                servings: try row.optionalInteger(15, "servings"), cuisine: try row.optionalText(16, "cuisine"),
                volumeMillilitres: try row.optionalNumber(17, "volume_ml"), sources: try row.sources(18, "sources"), variants: [])
        }
        guard var detail else { return nil }
        try StatementColumns.forEach(
            db, sql: "SELECT alias FROM recipe_alias WHERE recipe_id = ? ORDER BY alias", arguments: [id]
        ) { row in detail.aliases.append(try row.text(0, "alias")) }
        try StatementColumns.forEach(
            db, sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY tag", arguments: [id]
        ) { row in detail.tags.append(try row.text(0, "tag")) }
        try StatementColumns.forEach(
            db, sql: "SELECT id, name, glass, method, garnish, sources FROM recipe_variant WHERE recipe_id = ? ORDER BY id", arguments: [id]
        ) { row in
            detail.variants.append(VariantDetail(
                id: RecipeID(try row.text(0, "id")), name: try row.text(1, "name"), glass: try row.optionalText(2, "glass"),
                method: try row.optionalText(3, "method"), garnish: try row.optionalText(4, "garnish"), lines: [],
                sources: try row.sources(5, "sources")))
        }
        let lines = try Self.lines(db, recipe: id)
        detail.lines = lines[""] ?? []
        for index in detail.variants.indices { detail.variants[index].lines = lines[detail.variants[index].id.rawValue] ?? [] }
        detail.steps = try methodSteps(db, detail.summary.id)
        detail.profile = try recipeProfile(db, detail.summary.id)
        return detail
    }

    /// The lines of every spec of `recipe` by variant id (`""` for the main spec), in recipe order, with the
    /// names of their ingredients and substitutes: one statement, and one more for substitutes' names when a line
    /// has substitutes. An id the catalog lacks is named by itself.
    static func lines(_ db: Database, recipe: String) throws -> [String: [LineDetail]] {
        var specs: [String: [LineDetail]] = [:]
        var substituted: Set<String> = []
        try StatementColumns.forEach(db, sql: """
            SELECT l.variant_id, l.ingredient_id, i.name, l.amount_text, l.quantity, l.quantity_high, l.unit, l.note, l.optional,
                l.garnish, l.substitutes
            FROM recipe_line l LEFT JOIN ingredient i ON i.id = l.ingredient_id
            WHERE l.recipe_id = ? ORDER BY l.variant_id, l.position
            """, arguments: [recipe]) { row in
            let id = try row.text(1, "ingredient_id")
            let unit = try row.optionalText(6, "unit").flatMap(MeasureUnit.init(rawValue:))
            let high = try row.optionalNumber(5, "quantity_high")
            let quantity = try row.optionalNumber(4, "quantity").map { Quantity($0, to: high) }
            let amount: Amount? = (quantity == nil && unit == nil) ? nil : Amount(quantity: quantity, unit: unit)
            let substitutes = try row.stringList(10, "substitutes")
            substituted.formUnion(substitutes)
            specs[try row.text(0, "variant_id"), default: []].append(LineDetail(
                ingredient: IngredientRef(id: IngredientID(id), name: try row.optionalText(2, "name") ?? id),
                amountText: try row.optionalText(3, "amount_text"), amount: amount, note: try row.optionalText(7, "note"),
                optional: try row.flag(8, "optional"), garnish: try row.flag(9, "garnish"),
                // Named below, once every line is read.
                substitutes: substitutes.map { IngredientRef(id: IngredientID($0), name: $0) }))
        }
        guard !substituted.isEmpty else { return specs }
        var names: [String: String] = [:]
        try BoundIDs.forEachChunk(substituted) { marks, chunk in
            try StatementColumns.forEach(
                db, sql: "SELECT id, name FROM ingredient WHERE id IN (\(marks))", arguments: StatementArguments(chunk)
            ) { row in names[try row.text(0, "id")] = try row.text(1, "name") }
        }
        for (variant, lines) in specs {
            specs[variant] = lines.map { line in
                var line = line
                line.substitutes = line.substitutes.map { IngredientRef(id: $0.id, name: names[$0.id.rawValue] ?? $0.name) }
                return line
            }
        }
        return specs
    }

    /// One recipe chosen at random among those matching `query`'s filters (and text), or `nil` when none match.
    public func random(_ query: SearchQuery, using generator: inout some RandomNumberGenerator) throws(CatalogError) -> RecipeSummary? {
        var counting = query
        counting.limit = 1
        counting.offset = 0
        let total = try search(counting).total
        guard total > 0 else { return nil }
        var pick = query
        pick.sort = .name
        pick.limit = 1
        pick.offset = Int.random(in: 0..<total, using: &generator)
        return try search(pick).hits.first
    }

    /// Up to `limit` drink, dish and ingredient names starting with `prefix` (or with a word starting with it),
    /// names starting with it first, then the most used.
    public func suggest(_ prefix: String, limit: Int = 5) throws(CatalogError) -> [NameSuggestion] {
        try QueryLimits.checkName(prefix, "the prefix")
        let folded = Folding.fold(prefix).trimmingCharacters(in: .whitespaces)
        guard !folded.isEmpty else { return [] }
        let starts = Self.likeEscaped(folded) + "%"
        let words = "% " + Self.likeEscaped(folded) + "%"
        return try read { db in
            try Row.fetchAll(db, sql: """
                SELECT kind, id, name, starts, weight FROM (
                    SELECT kind, id, name, name_folded LIKE ?1 ESCAPE '\\' AS starts,
                           (SELECT count(*) FROM recipe_alias a WHERE a.recipe_id = r.id) + (iba IS NOT NULL) * 5 AS weight
                    FROM recipe r WHERE name_folded LIKE ?1 ESCAPE '\\' OR name_folded LIKE ?2 ESCAPE '\\'
                    UNION ALL
                    SELECT 'ingredient', id, name, name_folded LIKE ?1 ESCAPE '\\',
                           (SELECT count(DISTINCT recipe_id) FROM recipe_line l WHERE l.ingredient_id = i.id)
                    FROM ingredient i WHERE name_folded LIKE ?1 ESCAPE '\\' OR name_folded LIKE ?2 ESCAPE '\\'
                ) ORDER BY starts DESC, weight DESC, length(name), name LIMIT ?3
                """, arguments: [starts, words, max(0, limit)]).map {
                NameSuggestion(kind: try $0.value("kind"), id: try $0.value("id"), name: try $0.value("name"))
            }
        }
    }
}

/// A completion for a typed prefix.
public struct NameSuggestion: Sendable, Hashable, Codable {
    /// `drink`, `dish` or `ingredient`.
    public var kind: String
    /// The recipe's or ingredient's id.
    public var id: String
    /// Its display name.
    public var name: String
}
