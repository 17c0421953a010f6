/// One ingredient line of a recipe.
public struct RecipeLine: Hashable, Codable, Sendable {
    /// The canonical ingredient.
    public var ingredient: IngredientID
    /// The amount as canonical text ("45 ml", "2-3 dash", "top up", "1 1/2 cup"); parsed by `AmountParser`.
    /// `nil` when the source gives none.
    public var amount: String?
    /// A short factual qualifier kept from the source ("chilled", "for rim"), never a sentence.
    public var note: String?
    /// Whether the recipe is complete without it.
    public var optional: Bool
    /// Whether this line is the garnish (never blocks making the drink).
    public var garnish: Bool
    /// Ingredients this recipe accepts in its place (per-recipe substitutes).
    public var substitutes: [IngredientID]
    /// What is done with the line (muddle, float, rinse…) when our curation states it; `nil` lets
    /// ``TechniquePlanner`` derive it from the method and the ingredient.
    public var role: LineRole?

    /// A line; everything but its ingredient may be left out.
    public init(
        ingredient: IngredientID, amount: String? = nil, note: String? = nil, optional: Bool = false,
        garnish: Bool = false, substitutes: [IngredientID] = [], role: LineRole? = nil
    ) {
        self.role = role
        self.ingredient = ingredient
        self.amount = amount
        self.note = note
        self.optional = optional
        self.garnish = garnish
        self.substitutes = substitutes
    }

    private enum CodingKeys: String, CodingKey { case ingredient, amount, note, optional, garnish, substitutes, role }

    /// Decodes a line record; missing flags are false and a missing substitute list is empty.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        ingredient = try c.decode(IngredientID.self, forKey: .ingredient)
        amount = try c.decodeIfPresent(String.self, forKey: .amount)
        note = try c.decodeIfPresent(String.self, forKey: .note)
        optional = try c.decodeIfPresent(Bool.self, forKey: .optional) ?? false
        garnish = try c.decodeIfPresent(Bool.self, forKey: .garnish) ?? false
        substitutes = try c.decodeIfPresent([IngredientID].self, forKey: .substitutes) ?? []
        role = try c.decodeIfPresent(LineRole.self, forKey: .role)
    }

    /// Encodes the line with false flags, empty substitutes and `nil`s left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(ingredient, forKey: .ingredient)
        try c.encodeIfPresent(amount, forKey: .amount)
        try c.encodeIfPresent(note, forKey: .note)
        if optional { try c.encode(true, forKey: .optional) }
        if garnish { try c.encode(true, forKey: .garnish) }
        if !substitutes.isEmpty { try c.encode(substitutes, forKey: .substitutes) }
        try c.encodeIfPresent(role, forKey: .role)
    }
}

extension RecipeLine {
    /// The note of a line that seasons water the food is boiled in and drained from (the salt for the pasta
    /// water): it goes down the sink with the water, so nutrition leaves it out of the figures. Written in our
    /// dishes as `@salt{1%tbsp}(for the cooking water)`.
    public static let cookingWaterNote = "for the cooking water"
}
