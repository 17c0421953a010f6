import Foundation
import GRDB
import LarderCore

extension CatalogStore {
    /// Finds a recipe by id, name, alias or variant name (folded).
    ///
    /// Throws ``CatalogError/notFound(kind:query:suggestions:)`` with close names when nothing fits.
    public func resolveRecipe(_ nameOrID: String) throws(CatalogError) -> RecipeID {
        let folded = Folding.fold(nameOrID).trimmingCharacters(in: .whitespaces)
        let slug = Slug.make(nameOrID)
        return try read { db in
            let candidates: [(String, [any DatabaseValueConvertible])] = [
                ("SELECT id FROM recipe WHERE id = ?", [slug]),
                ("SELECT id FROM recipe WHERE name_folded = ? ORDER BY id LIMIT 1", [folded]),
                ("SELECT recipe_id FROM recipe_alias WHERE alias = ? ORDER BY recipe_id LIMIT 1", [folded]),
                ("SELECT recipe_id FROM recipe_variant WHERE id = ? OR lower(name) = ? ORDER BY id LIMIT 1", [slug, folded]),
            ]
            for (sql, arguments) in candidates {
                if let id = try String.fetchOne(db, sql: sql, arguments: StatementArguments(arguments)) { return RecipeID(id) }
            }
            throw CatalogError.notFound(kind: "recipe", query: nameOrID, suggestions: EditDistance.suggestions(for: nameOrID, among: try Self.allNames(db)))
        }
    }

    /// The full recipe for an id or name.
    public func recipe(_ nameOrID: String) throws(CatalogError) -> RecipeDetail {
        let id = try resolveRecipe(nameOrID)
        var detail: RecipeDetail = try read { db in
            guard let row = try Row.fetchOne(db, sql: "SELECT * FROM recipe WHERE id = ?", arguments: [id.rawValue]) else {
                throw CatalogError.notFound(kind: "recipe", query: nameOrID, suggestions: [])
            }
            let variants = try Row.fetchAll(db, sql: "SELECT * FROM recipe_variant WHERE recipe_id = ? ORDER BY id", arguments: [id.rawValue])
            return RecipeDetail(
                summary: Self.summary(row),
                aliases: try String.fetchAll(db, sql: "SELECT alias FROM recipe_alias WHERE recipe_id = ? ORDER BY alias", arguments: [id.rawValue]),
                ice: row["ice"], garnish: row["garnish"],
                instructions: (row["instructions"] as String?)?.split(separator: "\n").map(String.init) ?? [],
                lines: try Self.lines(db, recipe: id.rawValue, variant: ""),
                tags: try String.fetchAll(db, sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY tag", arguments: [id.rawValue]),
                prepMinutes: row["prep_minutes"], cookMinutes: row["cook_minutes"], servings: row["servings"],
                cuisine: row["cuisine"], volumeMillilitres: row["volume_ml"], sources: Self.sources(row["sources"]),
                variants: try variants.map { v in
                    VariantDetail(
                        id: RecipeID(v["id"] as String), name: v["name"], glass: v["glass"], method: v["method"],
                        garnish: v["garnish"], lines: try Self.lines(db, recipe: id.rawValue, variant: v["id"]),
                        sources: Self.sources(v["sources"]))
                })
        }
        detail.steps = try methodSteps(id)
        return detail
    }

    static func lines(_ db: Database, recipe: String, variant: String) throws -> [LineDetail] {
        let names = Dictionary(
            try Row.fetchAll(db, sql: """
                SELECT DISTINCT i.id, i.name FROM recipe_line l JOIN ingredient i ON i.id = l.ingredient_id OR l.substitutes LIKE '%"' || i.id || '"%'
                WHERE l.recipe_id = ? AND l.variant_id = ?
                """, arguments: [recipe, variant]).map { ($0["id"] as String, $0["name"] as String) },
            uniquingKeysWith: { a, _ in a })
        return try Row.fetchAll(
            db, sql: "SELECT * FROM recipe_line WHERE recipe_id = ? AND variant_id = ? ORDER BY position", arguments: [recipe, variant]
        ).map { row in
            let id: String = row["ingredient_id"]
            let substitutes = (try? JSONDecoder().decode([String].self, from: Data((row["substitutes"] as String? ?? "[]").utf8))) ?? []
            let unit = (row["unit"] as String?).flatMap(MeasureUnit.init(rawValue:))
            let quantity = (row["quantity"] as Double?).map { Quantity($0, to: row["quantity_high"]) }
            let amount: Amount? = (quantity == nil && unit == nil) ? nil : Amount(quantity: quantity, unit: unit)
            return LineDetail(
                ingredient: IngredientRef(id: IngredientID(id), name: names[id] ?? id), amountText: row["amount_text"],
                amount: amount, note: row["note"], optional: row["optional"], garnish: row["garnish"],
                substitutes: substitutes.map { IngredientRef(id: IngredientID($0), name: names[$0] ?? $0) })
        }
    }

    static func sources(_ json: String?) -> [SourceRef] {
        (try? JSONDecoder().decode([SourceRef].self, from: Data((json ?? "[]").utf8))) ?? []
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
                NameSuggestion(kind: $0["kind"], id: $0["id"], name: $0["name"])
            }
        }
    }
}

/// A completion for a typed prefix.
public struct NameSuggestion: Sendable, Hashable, Codable {
    /// `drink`, `dish` or `ingredient`.
    public var kind: String
    public var id: String
    public var name: String
}
