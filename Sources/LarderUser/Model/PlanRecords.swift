import Foundation
import LarderCore

/// One recipe planned for a day's meal.
public struct PlanEntry: Hashable, Sendable, Codable {
    public var day: PlanDate
    public var slot: MealSlot
    public var recipe: RecipeID
    /// Servings to cook; `nil` means the recipe's own yield.
    public var servings: Int?

    public init(day: PlanDate, slot: MealSlot, recipe: RecipeID, servings: Int? = nil) {
        self.day = day
        self.slot = slot
        self.recipe = recipe
        self.servings = servings
    }
}

/// A recipe recorded as cooked on a day.
public struct CookedEntry: Hashable, Sendable, Codable {
    public var day: PlanDate
    public var recipe: RecipeID
    public var servings: Int?
}

/// How often a recipe has been planned.
public struct PlanCount: Hashable, Sendable, Codable {
    public var recipe: RecipeID
    public var times: Int
}
