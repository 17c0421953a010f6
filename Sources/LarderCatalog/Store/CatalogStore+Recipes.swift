import Foundation
import GRDB
import LarderCore

extension CatalogStore {
    /// The full recipe for an id or name.
    public func recipe(_ nameOrID: String) throws(CatalogError) -> RecipeDetail {
        let id = try resolveRecipe(nameOrID)
        var detail: RecipeDetail = try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM recipe WHERE id = ?", arguments: [id.rawValue]) else {
                throw CatalogError.notFound(kind: "recipe", query: nameOrID, suggestions: [])
            }
            let variants = try Row.fetchAll(db, sql: "SELECT * FROM recipe_variant WHERE recipe_id = ? ORDER BY id", arguments: [id.rawValue])
            return RecipeDetail(
                summary: try Self.summary(row),
                aliases: try String.fetchAll(db, sql: "SELECT alias FROM recipe_alias WHERE recipe_id = ? ORDER BY alias", arguments: [id.rawValue]),
                ice: try row.value("ice"), garnish: try row.value("garnish"),
                instructions: (try row.value("instructions", as: String?.self))?.split(separator: "\n").map(String.init) ?? [],
                lines: try Self.lines(db, recipe: id.rawValue, variant: ""),
                tags: try String.fetchAll(db, sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY tag", arguments: [id.rawValue]),
                prepMinutes: try row.value("prep_minutes"), cookMinutes: try row.value("cook_minutes"), servings: try row.value("servings"),
                cuisine: try row.value("cuisine"), volumeMillilitres: try row.value("volume_ml"), sources: try row.sources("sources"),
                variants: try variants.map { v in
                    VariantDetail(
                        id: RecipeID(try v.value("id", as: String.self)), name: try v.value("name"), glass: try v.value("glass"), method: try v.value("method"),
                        garnish: try v.value("garnish"), lines: try Self.lines(db, recipe: id.rawValue, variant: try v.value("id")),
                        sources: try v.sources("sources"))
                })
        }
        detail.steps = try methodSteps(id)
        detail.profile = try recipeProfile(id)
        return detail
    }

    static func lines(_ db: Database, recipe: String, variant: String) throws -> [LineDetail] {
        let rows = try Row.fetchAll(
            db, sql: "SELECT * FROM recipe_line WHERE recipe_id = ? AND variant_id = ? ORDER BY position", arguments: [recipe, variant])
        // The names of every ingredient the lines mention, their substitutes included, in one indexed lookup.
        var lines: [(row: Row, id: String, substitutes: [String])] = []
        var mentioned: Set<String> = []
        for row in rows {
            let id: String = try row.value("ingredient_id")
            let substitutes = try row.jsonStrings("substitutes")
            lines.append((row, id, substitutes))
            mentioned.insert(id)
            mentioned.formUnion(substitutes)
        }
        var names: [String: String] = [:]
        if !mentioned.isEmpty {
            let ids = mentioned.sorted()
            let marks = Array(repeating: "?", count: ids.count).joined(separator: ", ")
            for row in try Row.fetchAll(
                db, sql: "SELECT id, name FROM ingredient WHERE id IN (\(marks))", arguments: StatementArguments(ids))
            {
                names[try row.value("id", as: String.self)] = try row.value("name", as: String.self)
            }
        }
        return try lines.map { row, id, substitutes in
            let unit = (try row.value("unit", as: String?.self)).flatMap(MeasureUnit.init(rawValue:))
            let high = try row.value("quantity_high", as: Double?.self)
            let quantity = try row.value("quantity", as: Double?.self).map { Quantity($0, to: high) }
            let amount: Amount? = (quantity == nil && unit == nil) ? nil : Amount(quantity: quantity, unit: unit)
            return LineDetail(
                ingredient: IngredientRef(id: IngredientID(id), name: names[id] ?? id), amountText: try row.value("amount_text"),
                amount: amount, note: try row.value("note"), optional: try row.value("optional"), garnish: try row.value("garnish"),
                substitutes: substitutes.map { IngredientRef(id: IngredientID($0), name: names[$0] ?? $0) })
        }
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
