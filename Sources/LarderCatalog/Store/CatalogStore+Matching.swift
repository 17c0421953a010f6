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
            let parts = try Dictionary(grouping: Row.fetchAll(db, sql: "SELECT ingredient_id, part_id FROM ingredient_part ORDER BY 1, 2")) {
                try $0.text(0, "ingredient_id")
            }
            let aliases = try Dictionary(grouping: Row.fetchAll(db, sql: "SELECT ingredient_id, alias FROM ingredient_alias ORDER BY 1, 2")) {
                try $0.text(0, "ingredient_id")
            }
            // Columns are read by position here (see StoredColumn.swift): this reads every row of the catalog.
            let ingredients = try Row.fetchAll(db, sql: "SELECT id, name, category, parent_id, abv, is_garnish FROM ingredient ORDER BY id").map { row in
                let id = try row.text(0, "id")
                return try Ingredient(
                    id: IngredientID(id), name: try row.text(1, "name"), aliases: try (aliases[id] ?? []).map { try $0.text(1, "alias") },
                    parent: (try row.optionalText(3, "parent_id")).map { IngredientID($0) },
                    category: try row.value("category", as: IngredientCategory.self), abv: try row.optionalNumber(4, "abv"),
                    parts: try (parts[id] ?? []).map { IngredientID(try $0.text(1, "part_id")) }, isGarnish: try row.flag(5, "is_garnish"))
            }
            let substitutes = try Row.fetchAll(db, sql: "SELECT * FROM substitute ORDER BY original_id, replacement_id").map { row in
                try SubstituteRule(
                    original: IngredientID(try row.value("original_id", as: String.self)), replacement: IngredientID(try row.value("replacement_id", as: String.self)),
                    penalty: try row.value("penalty"), bidirectional: try row.value("bidirectional"), reason: try row.value("reason"))
            }
            var lines: [String: [(RecipeLine, Amount?)]] = [:]
            let cursor = try Row.fetchCursor(db, sql: """
                SELECT recipe_id, variant_id, ingredient_id, amount_text, quantity, quantity_high, unit, note, optional, garnish, substitutes
                FROM recipe_line ORDER BY recipe_id, variant_id, position
                """)
            while let row = try cursor.next() {
                let variant = try row.text(1, "variant_id")
                let owner = try variant.isEmpty ? row.text(0, "recipe_id") : variant
                let substitutes = try Row.plainStringList(row.optionalText(10, "substitutes") ?? "[]") ?? row.json("substitutes", as: [String].self)
                let unit = (try row.optionalText(6, "unit")).flatMap(MeasureUnit.init(rawValue:))
                let high = try row.optionalNumber(5, "quantity_high")
                let quantity = try row.optionalNumber(4, "quantity").map { Quantity($0, to: high) }
                let amount: Amount? = (quantity == nil && unit == nil) ? nil : Amount(quantity: quantity, unit: unit)
                let line = try RecipeLine(
                    ingredient: IngredientID(try row.text(2, "ingredient_id")), amount: try row.optionalText(3, "amount_text"),
                    note: try row.optionalText(7, "note"), optional: try row.flag(8, "optional"), garnish: try row.flag(9, "garnish"),
                    substitutes: substitutes.map { IngredientID($0) })
                lines[owner, default: []].append((line, amount))
            }
            let variants = try Dictionary(grouping: Row.fetchAll(db, sql: "SELECT id, recipe_id, name, sources FROM recipe_variant ORDER BY id")) {
                try $0.text(1, "recipe_id")
            }
            var amounts: [RecipeID: [Amount?]] = [:]
            for (owner, list) in lines { amounts[RecipeID(owner)] = list.map(\.1) }
            let recipes = try Row.fetchAll(db, sql: "SELECT id, name, kind, iba, sources FROM recipe ORDER BY id").map { row in
                let id = try row.text(0, "id")
                return try Recipe(
                    id: RecipeID(id), name: try row.text(1, "name"), kind: try row.value("kind", as: RecipeKind.self), iba: try row.optionalText(3, "iba"),
                    lines: (lines[id] ?? []).map(\.0),
                    variants: (variants[id] ?? []).map { v in
                        let vid = try v.text(0, "id")
                        return try RecipeVariant(id: RecipeID(vid), name: try v.text(2, "name"), lines: (lines[vid] ?? []).map(\.0), sources: try v.sources(3, "sources"))
                    },
                    sources: try row.sources(4, "sources"))
            }
            return CatalogMatchData(ingredients: ingredients, substitutes: substitutes, recipes: recipes, amounts: amounts)
        }
    }
}
