import LarderCore

/// What a user has: owned ingredients, staples that always count as available, and their own substitutes.
public struct Inventory: Hashable, Sendable {
    /// Ingredients the user owns.
    public var owned: Set<IngredientID>
    /// Ingredients that always count as available (water, ice, sugar by default).
    public var staples: Set<IngredientID>
    /// The user's own substitutes, applied in every recipe without penalty.
    public var substitutes: [UserSubstitute]

    /// The staples a new user starts with.
    public static let defaultStaples: Set<IngredientID> = ["water", "ice", "sugar"]

    /// An inventory; every part defaults to empty (no staples either: pass ``defaultStaples`` for a new user's).
    public init(owned: Set<IngredientID> = [], staples: Set<IngredientID> = [], substitutes: [UserSubstitute] = []) {
        self.owned = owned
        self.staples = staples
        self.substitutes = substitutes
    }

    /// Everything that counts as owned: owned ingredients and staples.
    public var allOwned: Set<IngredientID> { owned.union(staples) }
}

/// A user's own rule: `replacement` may stand in for `original` in any recipe.
public struct UserSubstitute: Hashable, Sendable {
    /// The ingredient a recipe calls for.
    public var original: IngredientID
    /// The ingredient the user uses instead.
    public var replacement: IngredientID

    /// The rule that `replacement` may stand in for `original` (one way only).
    public init(original: IngredientID, replacement: IngredientID) {
        self.original = original
        self.replacement = replacement
    }
}
