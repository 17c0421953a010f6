import Foundation
import GRDB
import LarderCore

/// The whole catalog as the matcher needs it, read in one transaction: the hierarchy, homemade
/// parts, global substitutes, and every recipe and variant with its lines and parsed amounts.
public struct CatalogMatchData: Sendable {
    /// Every ingredient, with its parent and parts.
    public var ingredients: [Ingredient]
    /// The global substitute rules.
    public var substitutes: [SubstituteRule]
    /// Every recipe, with its lines and variants.
    public var recipes: [Recipe]
    /// Recipe lines' parsed amounts, keyed by recipe or variant id, in line order.
    public var amounts: [RecipeID: [Amount?]]

    /// Match data from rows already read; `amounts` is keyed by recipe or variant id.
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
        try matchData(recipes: nil)
    }

    /// Every ingredient and substitute, with only the recipes `recipes` lists (and their variants): what
    /// a shopping list for a few recipes needs, without reading every recipe line of the catalog.
    public func matchData(onlyRecipes recipes: [RecipeID]) throws(CatalogError) -> CatalogMatchData {
        try matchData(recipes: recipes)
    }

    private func matchData(recipes listed: [RecipeID]?) throws(CatalogError) -> CatalogMatchData {
        try read { db in try Self.matchData(db, recipes: listed) }
    }

    /// ``matchData()`` (all recipes when `listed` is `nil`) read in `db`.
    static func matchData(_ db: Database, recipes listed: [RecipeID]?) throws -> CatalogMatchData {
        // `owner` is the column naming the recipe; all of them without a list.
        func only(_ owner: String) -> (sql: String, arguments: StatementArguments) {
            guard let listed else { return ("", StatementArguments()) }
            return ("WHERE \(owner) IN (SELECT value FROM json_each(?))", [Self.jsonArray(listed.map(\.rawValue))])
        }
        // Every table is read by position from the stepping statement (see StoredColumn.swift): this
        // reads every row of the catalog, so no row is copied or decoded generically.
        let ingredients = try Self.matchIngredients(db)
        var substitutes: [SubstituteRule] = []
        try StatementColumns.forEach(
            db, sql: "SELECT original_id, replacement_id, penalty, bidirectional, reason FROM substitute ORDER BY original_id, replacement_id"
        ) { row in substitutes.append(try Self.substituteRule(row)) }
        var lines: [String: [(RecipeLine, Amount?)]] = [:]
        let lineFilter = only("recipe_id")
        try StatementColumns.forEach(db, sql: """
            SELECT recipe_id, variant_id, ingredient_id, amount_text, quantity, quantity_high, unit, note, optional, garnish, substitutes
            FROM recipe_line \(lineFilter.sql) ORDER BY recipe_id, variant_id, position
            """, arguments: lineFilter.arguments
        ) { row in
            let variant = try row.text(1, "variant_id")
            let owner = try variant.isEmpty ? row.text(0, "recipe_id") : variant
            let substitutes = try row.stringList(10, "substitutes")
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
        var variants: [String: [RecipeVariant]] = [:]
        let variantFilter = only("recipe_id")
        try StatementColumns.forEach(
            db, sql: "SELECT id, recipe_id, name, sources FROM recipe_variant \(variantFilter.sql) ORDER BY id", arguments: variantFilter.arguments
        ) { row in
            let id = try row.text(0, "id")
            variants[try row.text(1, "recipe_id"), default: []].append(
                RecipeVariant(
                    id: RecipeID(id), name: try row.text(2, "name"), lines: (lines[id] ?? []).map(\.0), sources: try row.sources(3, "sources")))
        }
        var amounts: [RecipeID: [Amount?]] = [:]
        for (owner, list) in lines { amounts[RecipeID(owner)] = list.map(\.1) }
        var recipes: [Recipe] = []
        let recipeFilter = only("id")
        try StatementColumns.forEach(
            db, sql: "SELECT id, name, kind, iba, sources FROM recipe \(recipeFilter.sql) ORDER BY id", arguments: recipeFilter.arguments
        ) { row in
            let id = try row.text(0, "id")
            recipes.append(
                Recipe(
                    id: RecipeID(id), name: try row.text(1, "name"), kind: try row.value(2, "kind", as: RecipeKind.self),
                    iba: try row.optionalText(3, "iba"), lines: (lines[id] ?? []).map(\.0), variants: variants[id] ?? [],
                    sources: try row.sources(4, "sources")))
        }
        return CatalogMatchData(ingredients: ingredients, substitutes: substitutes, recipes: recipes, amounts: amounts)
    }

    /// Every ingredient with its aliases and homemade parts, ordered by id (read by position, as in
    /// ``matchData()``).
    static func matchIngredients(_ db: Database) throws -> [Ingredient] {
        var parts: [String: [IngredientID]] = [:]
        try StatementColumns.forEach(db, sql: "SELECT ingredient_id, part_id FROM ingredient_part ORDER BY 1, 2") { row in
            parts[try row.text(0, "ingredient_id"), default: []].append(IngredientID(try row.text(1, "part_id")))
        }
        var aliases: [String: [String]] = [:]
        try StatementColumns.forEach(db, sql: "SELECT ingredient_id, alias FROM ingredient_alias ORDER BY 1, 2") { row in
            aliases[try row.text(0, "ingredient_id"), default: []].append(try row.text(1, "alias"))
        }
        var ingredients: [Ingredient] = []
        try StatementColumns.forEach(db, sql: "SELECT id, name, category, parent_id, abv, is_garnish FROM ingredient ORDER BY id") { row in
            let id = try row.text(0, "id")
            ingredients.append(
                Ingredient(
                    id: IngredientID(id), name: try row.text(1, "name"), aliases: aliases[id] ?? [],
                    parent: (try row.optionalText(3, "parent_id")).map { IngredientID($0) },
                    category: try row.value(2, "category", as: IngredientCategory.self), abv: try row.optionalNumber(4, "abv"),
                    parts: parts[id] ?? [], isGarnish: try row.flag(5, "is_garnish")))
        }
        return ingredients
    }
}
