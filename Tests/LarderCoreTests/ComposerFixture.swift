@testable import LarderCore

/// The line and drink makers the composer tests share: a test suite conforms and names only its
/// ingredients (`composer`).
protocol ComposerFixture {}

extension ComposerFixture {
    /// A line of `id`, measured `amount`, with the role, garnish flag and optional flag given.
    func line(_ id: String, _ amount: String?, role: LineRole? = nil, garnish: Bool = false, optional: Bool = false) -> RecipeLine {
        RecipeLine(ingredient: IngredientID(id), amount: amount, optional: optional, garnish: garnish, role: role)
    }

    /// A drink "d" served in `glass`, mixed by `method`, with the facts given.
    func drink(
        _ glass: String, _ method: MixMethod, ice: Ice?, garnish: String? = nil, servings: Int? = nil, minutes: Int? = nil,
        family: String? = nil, _ lines: [RecipeLine]
    ) -> Recipe {
        Recipe(
            id: "d", name: "D", kind: .drink, category: family, glass: glass, method: method, ice: ice, garnish: garnish, lines: lines,
            cookMinutes: minutes, servings: servings)
    }
}
