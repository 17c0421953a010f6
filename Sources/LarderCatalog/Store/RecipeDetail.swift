import LarderCore

/// Everything the catalog holds about one recipe, ready to show.
public struct RecipeDetail: Sendable, Hashable, Codable {
    public var summary: RecipeSummary
    public var aliases: [String]
    public var ice: String?
    public var garnish: String?
    /// Composed instruction steps (drinks), or the text of a dish's written method steps; empty for a
    /// dish without a method.
    public var instructions: [String]
    public var lines: [LineDetail]
    public var tags: [String]
    public var prepMinutes: Int?
    public var cookMinutes: Int?
    public var servings: Int?
    public var cuisine: String?
    /// Finished volume in millilitres including dilution, for drinks with measured liquids.
    public var volumeMillilitres: Double?
    public var sources: [SourceRef]
    public var variants: [VariantDetail]
    /// A dish's method with its structure (ingredients used, timers, temperatures); empty for drinks.
    public var steps: [MethodStep] = []
    /// Nutrition per serving of the main spec, when the session computed it (``NutritionSummary``).
    public var nutrition: NutritionSummary?
    /// The recipe's taste profile, computed by the catalog compiler; `nil` when it has none.
    public var profile: RecipeProfileInfo? = nil
    /// What a reader should know about how the recipe is shown ("gives no yield; scaled as if it made 1 serving").
    public var notes: [String] = []
}

/// One line of a recipe as shown: the ingredient's name and the parsed amount.
public struct LineDetail: Sendable, Hashable, Codable {
    public var ingredient: IngredientRef
    /// The amount as written in the catalog ("1 1/2 oz"), if any.
    public var amountText: String?
    /// The parsed amount, if the text parses.
    public var amount: Amount?
    public var note: String?
    public var optional: Bool
    public var garnish: Bool
    public var substitutes: [IngredientRef]
    /// Set on a line of the user's own recipe whose name the catalog does not know in English ("äpplen",
    /// "Zucker"): the name is shown as the source wrote it, never given an English plural.
    public var nameAsWritten: Bool? = nil
}

/// A named alternative spec of a recipe.
public struct VariantDetail: Sendable, Hashable, Codable {
    public var id: RecipeID
    public var name: String
    public var glass: String?
    public var method: String?
    public var garnish: String?
    public var lines: [LineDetail]
    public var sources: [SourceRef]
}
