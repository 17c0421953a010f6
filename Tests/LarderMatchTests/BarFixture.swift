import LarderCore
import LarderMatch

/// A small hand-checked bar: every expectation in the fixture tests was worked out on paper from this.
enum BarFixture {
    static let ingredients: [MatchIngredient] = [
        MatchIngredient(id: "gin", category: .spirit),
        MatchIngredient(id: "london-dry-gin", parent: "gin", category: .spirit),
        MatchIngredient(id: "sweet-vermouth", category: .fortifiedWine),
        MatchIngredient(id: "campari", category: .liqueur),
        MatchIngredient(id: "aperol", category: .liqueur),
        MatchIngredient(id: "whiskey", category: .spirit),
        MatchIngredient(id: "bourbon", parent: "whiskey", category: .spirit),
        MatchIngredient(id: "rye-whiskey", parent: "whiskey", category: .spirit),
        MatchIngredient(id: "sugar", category: .sweetener),
        MatchIngredient(id: "water", category: .water),
        MatchIngredient(id: "ice", category: .water),
        MatchIngredient(id: "simple-syrup", parts: ["sugar", "water"], category: .syrup),
        MatchIngredient(id: "aromatic-bitters", category: .bitters),
        MatchIngredient(id: "angostura-bitters", parent: "aromatic-bitters", category: .bitters),
        MatchIngredient(id: "orange-peel", category: .fruit),
        MatchIngredient(id: "cherry", category: .fruit),
        MatchIngredient(id: "lime-juice", category: .juice),
        MatchIngredient(id: "lemon-juice", category: .juice),
        MatchIngredient(id: "lime-cordial", category: .syrup),
        MatchIngredient(id: "triple-sec", category: .liqueur),
        MatchIngredient(id: "cointreau", category: .liqueur),
        MatchIngredient(id: "tequila", category: .spirit),
        MatchIngredient(id: "cognac", category: .spirit),
        MatchIngredient(id: "white-rum", category: .spirit),
        MatchIngredient(id: "soda-water", category: .soda),
    ]

    static let substitutes: [SubstituteRule] = [
        SubstituteRule(original: "lime-juice", replacement: "lemon-juice", penalty: 0.3, bidirectional: false),
        SubstituteRule(original: "triple-sec", replacement: "cointreau", penalty: 0.1, bidirectional: true),
    ]

    static let recipes: [MatchRecipe] = [
        MatchRecipe(id: "negroni", lines: [
            MatchLine("gin", amount: Amount(30, .ml)), MatchLine("sweet-vermouth", amount: Amount(30, .ml)),
            MatchLine("campari", amount: Amount(30, .ml)), MatchLine("orange-peel", garnish: true),
        ]),
        MatchRecipe(id: "old-fashioned", lines: [
            MatchLine("whiskey", amount: Amount(45, .ml)), MatchLine("simple-syrup", amount: Amount(1, .tsp)),
            MatchLine("aromatic-bitters", amount: Amount(2, .dash)), MatchLine("orange-peel", garnish: true),
        ]),
        MatchRecipe(id: "manhattan", lines: [
            MatchLine("rye-whiskey", amount: Amount(2, .oz)), MatchLine("sweet-vermouth", amount: Amount(1, .oz)),
            MatchLine("aromatic-bitters", amount: Amount(2, .dash)), MatchLine("cherry", garnish: true, amount: Amount(1, nil)),
        ]),
        MatchRecipe(id: "gimlet", lines: [
            MatchLine("gin", amount: Amount(60, .ml)), MatchLine("lime-juice", amount: Amount(20, .ml)),
            MatchLine("simple-syrup", amount: Amount(10, .ml)),
        ]),
        MatchRecipe(id: "southside", lines: [
            MatchLine("gin"), MatchLine("lime-cordial", substitutes: ["lemon-juice"]),
        ]),
        MatchRecipe(id: "margarita", lines: [
            MatchLine("tequila", amount: Amount(50, .ml)), MatchLine("triple-sec", amount: Amount(20, .ml)),
            MatchLine("lime-juice", amount: Amount(15, .ml)),
        ], variants: [
            MatchVariant(id: "margarita-v-cointreau", name: "Margarita (Cointreau)", lines: [
                MatchLine("tequila"), MatchLine("cointreau"), MatchLine("lime-juice"),
            ]),
        ]),
        MatchRecipe(id: "sidecar", lines: [
            MatchLine("cognac", amount: Amount(50, .ml)), MatchLine("triple-sec", amount: Amount(0.75, .oz)),
            MatchLine("lemon-juice", amount: Amount(20, .ml)),
        ]),
        MatchRecipe(id: "daiquiri", lines: [
            MatchLine("white-rum"), MatchLine("lime-juice"), MatchLine("simple-syrup"),
        ], variants: [
            MatchVariant(id: "daiquiri-v-gin", name: "Gin Daisy", lines: [
                MatchLine("gin"), MatchLine("lime-juice"), MatchLine("simple-syrup"), MatchLine("soda-water", optional: true),
            ]),
        ]),
        MatchRecipe(id: "whiskey-highball", lines: [
            MatchLine("whiskey"), MatchLine("soda-water", amount: Amount(quantity: nil, unit: .topUp)),
        ]),
    ]

    static func catalog() throws -> MatchCatalog {
        try MatchCatalog(ingredients: ingredients, substitutes: substitutes, recipes: recipes)
    }

    /// Gin, sweet vermouth, Campari, bourbon, Angostura and lemon juice, with water, ice and sugar as staples.
    static let home = Inventory(
        owned: ["gin", "sweet-vermouth", "campari", "bourbon", "angostura-bitters", "lemon-juice"],
        staples: Inventory.defaultStaples)
}

extension MatchCatalog {
    /// The ids of the recipes missing `count` ingredients, in catalog order.
    func ids(_ result: MatchResult, missing count: Int) -> [RecipeID] { result[missing: count].map(recipeID(of:)) }
}
