import Foundation
import LarderCatalog
import LarderCore
import LarderUser

/// One planned meal as shown.
public struct PlannedMeal: Sendable, Hashable, Codable {
    public var slot: MealSlot
    public var recipe: RecipeID
    public var name: String
    /// Servings to cook; `nil` means the recipe's own yield.
    public var servings: Int?
    /// One serving's figures, when the recipe has nutrition (`nil` for a recipe no longer in the catalog).
    public var nutrition: NutritionSummary?
}

/// One day of the plan, with what one person eating one serving of each meal takes in.
public struct PlannedDay: Sendable, Hashable, Codable {
    public var day: PlanDate
    /// English weekday name ("Monday").
    public var weekday: String
    public var meals: [PlannedMeal]
    /// One serving of each meal, summed; `nil` for a day with no meals.
    public var perPerson: NutritionFacts?
    /// The lowest weight coverage among the day's meals (0…1).
    public var coverage: Double?
}

/// A span of the plan, day by day (days without meals included, so a week prints as a week).
public struct PlanView: Sendable, Hashable, Codable {
    public var from: PlanDate
    public var to: PlanDate
    /// The week's first day, 1 = Sunday … 7 = Saturday.
    public var firstWeekday: Int
    public var days: [PlannedDay]
}

/// A planned recipe and its servings, for the shopping list.
public struct PlannedRecipe: Sendable, Hashable, Codable {
    public var day: PlanDate
    public var slot: MealSlot
    public var recipe: RecipeID
    /// Servings to cook; `nil` means the recipe's own yield.
    public var servings: Int?
}

/// What was planned and cooked before today, and the recipes planned most.
public struct PlanHistory: Sendable, Hashable, Codable {
    public struct Past: Sendable, Hashable, Codable {
        public var day: PlanDate
        public var slot: MealSlot?
        public var recipe: RecipeID
        public var name: String
        public var servings: Int?
        /// `true` when recorded as cooked, `false` when only planned.
        public var cooked: Bool
    }

    public struct Favourite: Sendable, Hashable, Codable {
        public var recipe: RecipeID
        public var name: String
        public var times: Int
    }

    public var past: [Past]
    public var mostPlanned: [Favourite]
}
