import Foundation
import GRDB
import LarderCore

/// The whole catalog as the matcher needs it, read in one transaction: the hierarchy, homemade
/// parts, global substitutes, and every recipe and variant with its lines and parsed amounts.
public struct CatalogMatchData: Sendable {
    public var ingredients: [Ingredient]
    public var substitutes: [SubstituteRule]
    public var recipes: [Recipe]
    /// Recipe lines' parsed amounts, keyed by recipe or variant id, in line order.
    public var amounts: [RecipeID: [Amount?]]

    public init(ingredients: [Ingredient], substitutes: [SubstituteRule], recipes: [Recipe], amounts: [RecipeID: [Amount?]]) {
        self.ingredients = ingredients
        self.substitutes = substitutes
        self.recipes = recipes
        self.amounts = amounts
    }
}

extension CatalogStore {
    /// Every ingredient, substitute and recipe (with variants, lines and amounts), ordered by id.
    ///
    /// - Complexity: one pass over the ingredient, substitute, recipe, variant and line tables.
    public func matchData() throws(CatalogError) -> CatalogMatchData {
        try read { db in
            let parts = Dictionary(grouping: try Row.fetchAll(db, sql: "SELECT ingredient_id, part_id FROM ingredient_part ORDER BY 1, 2")) {
                $0["ingredient_id"] as String
            }
            let aliases = Dictionary(grouping: try Row.fetchAll(db, sql: "SELECT ingredient_id, alias FROM ingredient_alias ORDER BY 1, 2")) {
                $0["ingredient_id"] as String
            }
            let ingredients = try Row.fetchAll(db, sql: "SELECT id, name, category, parent_id, abv, is_garnish FROM ingredient ORDER BY id").map { row in
                let id: String = row["id"]
                return Ingredient(
                    id: IngredientID(id), name: row["name"], aliases: (aliases[id] ?? []).map { $0["alias"] as String }, parent: (row["parent_id"] as String?).map { IngredientID($0) },
                    category: IngredientCategory(rawValue: row["category"]) ?? .other, abv: row["abv"],
                    parts: (parts[id] ?? []).map { IngredientID($0["part_id"] as String) }, isGarnish: row["is_garnish"])
            }
            let substitutes = try Row.fetchAll(db, sql: "SELECT * FROM substitute ORDER BY original_id, replacement_id").map { row in
                SubstituteRule(
                    original: IngredientID(row["original_id"] as String), replacement: IngredientID(row["replacement_id"] as String),
                    penalty: row["penalty"], bidirectional: row["bidirectional"], reason: row["reason"])
            }
            var lines: [String: [(RecipeLine, Amount?)]] = [:]
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT recipe_id, variant_id, ingredient_id, amount_text, quantity, quantity_high, unit, note, optional, garnish, substitutes
                FROM recipe_line ORDER BY recipe_id, variant_id, position
                """)
            while let row = try cursor.next() {
                let variant: String = row["variant_id"]
                let owner: String = variant.isEmpty ? row["recipe_id"] : variant
                let substitutes = (try? JSONDecoder().decode([String].self, from: Data((row["substitutes"] as String? ?? "[]").utf8))) ?? []
                let unit = (row["unit"] as String?).flatMap(MeasureUnit.init(rawValue:))
                let quantity = (row["quantity"] as Double?).map { Quantity($0, to: row["quantity_high"]) }
                let amount: Amount? = (quantity == nil && unit == nil) ? nil : Amount(quantity: quantity, unit: unit)
                let line = RecipeLine(
                    ingredient: IngredientID(row["ingredient_id"] as String), amount: row["amount_text"], note: row["note"],
                    optional: row["optional"], garnish: row["garnish"], substitutes: substitutes.map { IngredientID($0) })
                lines[owner, default: []].append((line, amount))
            }
            let variants = Dictionary(grouping: try Row.fetchAll(db, sql: "SELECT id, recipe_id, name, sources FROM recipe_variant ORDER BY id")) {
                $0["recipe_id"] as String
            }
            var amounts: [RecipeID: [Amount?]] = [:]
            for (owner, list) in lines { amounts[RecipeID(owner)] = list.map(\.1) }
            let recipes = try Row.fetchAll(db, sql: "SELECT id, name, kind, iba, sources FROM recipe ORDER BY id").map { row in
                let id: String = row["id"]
                return Recipe(
                    id: RecipeID(id), name: row["name"], kind: RecipeKind(rawValue: row["kind"]) ?? .drink, iba: row["iba"],
                    lines: (lines[id] ?? []).map(\.0),
                    variants: (variants[id] ?? []).map { v in
                        let vid: String = v["id"]
                        return RecipeVariant(id: RecipeID(vid), name: v["name"], lines: (lines[vid] ?? []).map(\.0), sources: Self.sources(v["sources"]))
                    },
                    sources: Self.sources(row["sources"]))
            }
            return CatalogMatchData(ingredients: ingredients, substitutes: substitutes, recipes: recipes, amounts: amounts)
        }
    }
}
