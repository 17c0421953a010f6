import FlavorGraph
import GRDB
import LarderCore

/// The catalog's facts the flavor graph is built from, as plain values.
public struct FlavorFacts: Sendable {
    /// Ingredients used by at least one recipe.
    public var ingredients: [IngredientSummary]
    /// The ingredient ids of each recipe, by recipe id.
    public var recipes: [RecipeID: [IngredientID]]
    /// Compound ids per ingredient (empty when read without them).
    public var compounds: [IngredientID: [String]]
    /// FlavorGraph's scored pairings on our ids.
    public var pairings: [FlavorPairing]

    /// The flavor graph's input: these facts with our taste profiles.
    public func graphInput(profiles: [IngredientID: IngredientProfile]) -> FlavorGraphInput {
        let nodes = ingredients.map {
            FlavorNode(id: $0.id, name: $0.name, category: $0.category, parent: $0.parent, abv: $0.abv)
        }
        return FlavorGraphInput(
            nodes: nodes, compounds: compounds, recipes: recipes.sorted { $0.key < $1.key }.map(\.value),
            pairings: pairings.map { ($0.a, $0.b, $0.score) }, profiles: profiles.mapValues(\.profile))
    }
}

extension CatalogStore {
    /// Everything the flavor graph needs, in four queries (three without `compounds`).
    ///
    /// - Complexity: O(rows) over ingredients, recipe lines, compound links and pairings.
    public func flavorFacts(compounds: Bool = true) throws(CatalogError) -> FlavorFacts {
        try read { db in try Self.flavorFacts(db, compounds: compounds) }
    }

    /// The flavor graph over this catalog with `options`: loaded with the evidence the compiler stored
    /// (``FlavorGraphEvidence``) when the catalog has it and the options are the defaults it was
    /// computed with and no `extraRecipes` are counted, else built from the facts with `extraRecipes`
    /// (ingredient ids of recipes outside the catalog) added to the co-occurrence counts.
    ///
    /// - Complexity: O(rows) reading plus O(R·k² + e log e) with stored evidence; building adds O(n²·c/64).
    public func flavorGraph(
        options: FlavorGraphOptions = FlavorGraphOptions(), extraRecipes: [[IngredientID]] = []
    ) throws(CatalogError) -> FlavorGraph {
        try read { db in
            let evidence = options == FlavorGraphOptions() && extraRecipes.isEmpty ? try Self.flavorEvidence(db) : nil
            let facts = try Self.flavorFacts(db, compounds: evidence == nil)
            var input = facts.graphInput(profiles: try Self.ingredientProfiles(db))
            input.recipes += extraRecipes
            return FlavorGraph(input: input, options: options, precomputed: evidence)
        }
    }

    package static func flavorFacts(_ db: Database, compounds readCompounds: Bool) throws -> FlavorFacts {
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
        if readCompounds {
            for row in try Row.fetchAll(db, sql: "SELECT ingredient_id, compound_id FROM ingredient_compound ORDER BY 1, 2") {
                compounds[IngredientID(try row.value("ingredient_id", as: String.self)), default: []].append(try row.value("compound_id"))
            }
        }
        let pairings = try Row.fetchAll(db, sql: "SELECT a_id, b_id, score FROM flavor_pairing ORDER BY 1, 2").map {
            FlavorPairing(a: IngredientID(try $0.value("a_id", as: String.self)), b: IngredientID(try $0.value("b_id", as: String.self)), score: try $0.value("score"))
        }
        return FlavorFacts(ingredients: ingredients, recipes: recipes, compounds: compounds, pairings: pairings)
    }
}
