import Foundation
import LarderCore

/// One recipe planned for a day's meal.
public struct PlanEntry: Hashable, Sendable, Codable {
    /// The day of the meal.
    public var day: PlanDate
    /// The meal of the day.
    public var slot: MealSlot
    /// The recipe planned: a catalog recipe's id or one of the user's own.
    public var recipe: RecipeID
    /// Servings to cook; `nil` means the recipe's own yield.
    public var servings: Int?

    /// An entry planning `recipe` for `slot` on `day`, at `servings` or the recipe's own yield.
    public init(day: PlanDate, slot: MealSlot, recipe: RecipeID, servings: Int? = nil) {
        self.day = day
        self.slot = slot
        self.recipe = recipe
        self.servings = servings
    }
}

/// A recipe recorded as cooked on a day.
public struct CookedEntry: Hashable, Sendable, Codable {
    /// The day it was cooked.
    public var day: PlanDate
    /// The recipe cooked.
    public var recipe: RecipeID
    /// Servings cooked; `nil` when not known (no servings asked and the recipe gives no yield).
    public var servings: Int?
}

/// How often a recipe has been planned.
public struct PlanCount: Hashable, Sendable, Codable {
    /// The recipe.
    public var recipe: RecipeID
    /// How many plan entries name it, past and future.
    public var times: Int
}
