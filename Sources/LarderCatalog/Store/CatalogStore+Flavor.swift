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
        try read { db in try Self.flavorGraph(db, options: options, extraRecipes: extraRecipes) }
    }

    /// The graph built from the catalog's facts, as ``flavorGraph(options:extraRecipes:)`` builds it.
    static func flavorGraph(
        _ db: Database, options: FlavorGraphOptions = FlavorGraphOptions(), extraRecipes: [[IngredientID]] = []
    ) throws -> FlavorGraph {
        let evidence = options == FlavorGraphOptions() && extraRecipes.isEmpty ? try Self.flavorEvidence(db) : nil
        let facts = try Self.flavorFacts(db, compounds: evidence == nil)
        var input = facts.graphInput(profiles: try Self.ingredientProfiles(db))
        input.recipes += extraRecipes
        return FlavorGraph(input: input, options: options, precomputed: evidence)
    }

    /// Reads by column index, straight from the statement (``StatementColumns``): these loops read every
    /// recipe line, compound link and pairing of the catalog, which row copies and lookups by column
    /// name made the larger part of a flavor command's time.
    package static func flavorFacts(_ db: Database, compounds readCompounds: Bool) throws -> FlavorFacts {
        var ingredients: [IngredientSummary] = []
        try StatementColumns.forEach(db, sql: """
            SELECT i.id, i.name, i.category, i.parent_id, i.abv, i.is_homemade, count(DISTINCT l.recipe_id) AS recipe_count
            FROM ingredient i JOIN recipe_line l ON l.ingredient_id = i.id
            GROUP BY i.id ORDER BY i.id
            """) { row in
            ingredients.append(IngredientSummary(
                id: IngredientID(try row.text(0, "id")), name: try row.text(1, "name"),
                category: try row.value(2, "category", as: IngredientCategory.self),
                parent: try row.optionalText(3, "parent_id").map { IngredientID($0) }, abv: try row.optionalNumber(4, "abv"),
                isHomemade: try row.flag(5, "is_homemade"), recipeCount: try row.integer(6, "recipe_count")))
        }
        var recipes: [RecipeID: [IngredientID]] = [:]
        try StatementColumns.forEach(db, sql: "SELECT recipe_id, ingredient_id FROM recipe_line ORDER BY recipe_id, position") { row in
            recipes[RecipeID(try row.text(0, "recipe_id")), default: []].append(IngredientID(try row.text(1, "ingredient_id")))
        }
        var compounds: [IngredientID: [String]] = [:]
        if readCompounds {
            try StatementColumns.forEach(db, sql: "SELECT ingredient_id, compound_id FROM ingredient_compound ORDER BY 1, 2") { row in
                compounds[IngredientID(try row.text(0, "ingredient_id")), default: []].append(try row.text(1, "compound_id"))
            }
        }
        var pairings: [FlavorPairing] = []
        try StatementColumns.forEach(db, sql: "SELECT a_id, b_id, score FROM flavor_pairing ORDER BY 1, 2") { row in
            pairings.append(FlavorPairing(
                a: IngredientID(try row.text(0, "a_id")), b: IngredientID(try row.text(1, "b_id")), score: try row.number(2, "score")))
        }
        return FlavorFacts(ingredients: ingredients, recipes: recipes, compounds: compounds, pairings: pairings)
    }
}
