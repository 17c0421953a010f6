import LarderCore

/// One ingredient to buy, and what buying it alone would do.
public struct PurchaseOption: Hashable, Sendable {
    /// The ingredient to buy.
    public var ingredient: IngredientID
    /// Recipes this one purchase makes makeable, in catalog order.
    public var completes: [RecipeID]
    /// How many other recipes it brings closer (fewer missing) without completing them.
    public var advances: Int
}

/// One step of a purchase plan.
public struct PurchaseStep: Hashable, Sendable {
    /// The ingredient bought at this step.
    public var ingredient: IngredientID
    /// Recipes this step makes makeable, in catalog order.
    public var unlocks: [RecipeID]
    /// How many recipes are makeable after this step.
    public var makeableAfter: Int
}

/// A sequence of purchases chosen greedily to maximise makeable recipes.
public struct PurchasePlan: Hashable, Sendable {
    /// How many recipes are makeable before buying anything.
    public var makeableBefore: Int
    /// The purchases, in the order to make them.
    public var steps: [PurchaseStep]
}

/// The not-yet-makeable recipes within two ingredients of the inventory, with every spec's missing keys.
struct NearRecipes {
    /// Near row → its recipe.
    var rowRecipe: [Int32] = []
    /// Near row `w`'s missing requirement keys are `keys[keyStart[w]..<keyStart[w + 1]]`.
    var keyStart: [Int32] = [0]
    var keys: [UInt32] = []
    /// Recipe → fewest missing over its specs, for recipes with a near row (`Int.max` for the others).
    var best: [Int]
    /// How many recipes are makeable now.
    var makeable = 0

    /// No near recipes among `recipeCount`.
    init(recipeCount: Int) { best = [Int](repeating: .max, count: recipeCount) }

    /// The number of near rows.
    var rowCount: Int { rowRecipe.count }

    /// Near row `row`'s missing requirement keys.
    func keys(ofRow row: Int) -> ArraySlice<UInt32> { keys[Int(keyStart[row])..<Int(keyStart[row + 1])] }

    /// How many requirement keys near row `row` misses.
    func missingCount(ofRow row: Int) -> Int { Int(keyStart[row + 1] - keyStart[row]) }
}
