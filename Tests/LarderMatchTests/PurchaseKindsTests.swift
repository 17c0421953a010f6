import LarderCore
import Testing
@testable import LarderMatch

/// Suggestions name the ingredient a bartender would buy, not each of its kinds. Worked on paper: with
/// lime juice and simple syrup at home, three drinks ask for vodka and one for Sobieski by name. Buying
/// vodka completes the three; buying Sobieski (a vodka) completes all four; buying strawberry vodka the
/// three. Sobieski does one more than vodka, which is not enough to name it instead.
struct PurchaseKindsTests {
    static let ingredients: [MatchIngredient] = [
        MatchIngredient(id: "vodka", category: .spirit),
        MatchIngredient(id: "sobieski-vodka", parent: "vodka", category: .spirit),
        MatchIngredient(id: "strawberry-vodka", parent: "vodka", category: .spirit),
        MatchIngredient(id: "cognac", category: .spirit),
        MatchIngredient(id: "pisco", parent: "cognac", category: .spirit),
        MatchIngredient(id: "lime-juice", category: .juice),
        MatchIngredient(id: "simple-syrup", category: .syrup),
        MatchIngredient(id: "egg-white", category: .egg),
    ]
    static let recipes: [MatchRecipe] = [
        MatchRecipe(id: "gimlet", lines: [MatchLine("vodka"), MatchLine("lime-juice"), MatchLine("simple-syrup")]),
        MatchRecipe(id: "kamikaze", lines: [MatchLine("vodka"), MatchLine("lime-juice")]),
        MatchRecipe(id: "vodka-sour", lines: [MatchLine("vodka"), MatchLine("lime-juice"), MatchLine("simple-syrup")]),
        MatchRecipe(id: "whiteclaw", lines: [MatchLine("sobieski-vodka"), MatchLine("lime-juice")]),
        // Pisco does three things cognac cannot: two more than cognac's one, so it stays a suggestion.
        MatchRecipe(id: "sidecar", lines: [MatchLine("cognac"), MatchLine("lime-juice")]),
        MatchRecipe(id: "pisco-sour", lines: [MatchLine("pisco"), MatchLine("lime-juice"), MatchLine("simple-syrup")]),
        MatchRecipe(id: "pisco-punch", lines: [MatchLine("pisco"), MatchLine("lime-juice")]),
        MatchRecipe(id: "pisco-fizz", lines: [MatchLine("pisco"), MatchLine("simple-syrup")]),
    ]
    static let home = Inventory(owned: ["lime-juice", "simple-syrup"], staples: [])

    @Test func theKindsOfVodkaFoldIntoVodka() throws {
        let catalog = try MatchCatalog(ingredients: Self.ingredients, substitutes: [], recipes: Self.recipes)
        let all = catalog.rankPurchases(for: Self.home)
        #expect(all.first { $0.ingredient == "sobieski-vodka" }?.completes.count == 4)
        #expect(all.first { $0.ingredient == "strawberry-vodka" }?.completes.count == 3)
        #expect(all.first { $0.ingredient == "pisco" }?.completes.count == 4)

        let suggested = catalog.suggestPurchases(for: Self.home)
        #expect(suggested.map(\.ingredient) == ["pisco", "vodka", "cognac"])
        #expect(suggested.first { $0.ingredient == "vodka" }?.completes == ["gimlet", "kamikaze", "vodka-sour"])
        #expect(catalog.planPurchases(for: Self.home, count: 2).steps.map(\.ingredient) == ["pisco", "vodka"])
    }
}
