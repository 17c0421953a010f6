import GRDB
import LarderCore

/// The catalog's facts the flavor graph is built from, as plain values.
public struct FlavorFacts: Sendable {
    /// Ingredients used by at least one recipe.
    public var ingredients: [IngredientSummary]
    /// The ingredient ids of each recipe, by recipe id.
    public var recipes: [RecipeID: [IngredientID]]
    /// Compound ids per ingredient.
    public var compounds: [IngredientID: [String]]
    /// FlavorGraph's scored pairings on our ids.
    public var pairings: [FlavorPairing]
}

extension CatalogStore {
    /// Everything the flavor graph needs, in four queries.
    ///
    /// - Complexity: O(rows) over ingredients, recipe lines, compound links and pairings.
    public func flavorFacts() throws(CatalogError) -> FlavorFacts {
        try read { db in
            let ingredients = try Row.fetchAll(db, sql: """
                SELECT i.*, count(DISTINCT l.recipe_id) AS recipe_count
                FROM ingredient i JOIN recipe_line l ON l.ingredient_id = i.id
                GROUP BY i.id ORDER BY i.id
                """).map(Self.ingredientSummary)
            var recipes: [RecipeID: [IngredientID]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT recipe_id, ingredient_id FROM recipe_line ORDER BY recipe_id, position") {
                recipes[RecipeID(try row.value("recipe_id", as: String.self)), default: []].append(IngredientID(try row.value("ingredient_id", as: String.self)))
            }
            var compounds: [IngredientID: [String]] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT ingredient_id, compound_id FROM ingredient_compound ORDER BY 1, 2") {
                compounds[IngredientID(try row.value("ingredient_id", as: String.self)), default: []].append(try row.value("compound_id"))
            }
            let pairings = try Row.fetchAll(db, sql: "SELECT a_id, b_id, score FROM flavor_pairing ORDER BY 1, 2").map {
                FlavorPairing(a: IngredientID(try $0.value("a_id", as: String.self)), b: IngredientID(try $0.value("b_id", as: String.self)), score: try $0.value("score"))
            }
            return FlavorFacts(ingredients: ingredients, recipes: recipes, compounds: compounds, pairings: pairings)
        }
    }
}
