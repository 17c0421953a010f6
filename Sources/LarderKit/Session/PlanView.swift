import Foundation
import LarderCatalog
import LarderCore
import LarderUser

/// One planned meal as shown.
public struct PlannedMeal: Sendable, Hashable, Codable {
    /// The meal of the day it is planned for.
    public var slot: MealSlot
    /// The recipe's id: a catalog recipe or one of the user's own.
    public var recipe: RecipeID
    /// The recipe's name, or its id with "(no longer in catalog)".
    public var name: String
    /// Servings to cook; `nil` means the recipe's own yield.
    public var servings: Int?
    /// One serving's figures, when the recipe has nutrition (`nil` for a recipe no longer in the catalog).
    public var nutrition: NutritionSummary?
}

/// One day of the plan, with what one person eating one serving of each meal takes in.
public struct PlannedDay: Sendable, Hashable, Codable {
    /// The day.
    public var day: PlanDate
    /// English weekday name ("Monday").
    public var weekday: String
    /// The day's planned meals.
    public var meals: [PlannedMeal]
    /// One serving of each meal, summed; `nil` for a day with no meals.
    public var perPerson: NutritionFacts?
    /// The lowest weight coverage among the day's meals (0…1).
    public var coverage: Double?
}

/// A span of the plan, day by day (days without meals included, so a week prints as a week).
public struct PlanView: Sendable, Hashable, Codable {
    /// The span's first day.
    public var from: PlanDate
    /// The span's last day (included).
    public var to: PlanDate
    /// The week's first day, 1 = Sunday … 7 = Saturday.
    public var firstWeekday: Int
    /// Every day from ``from`` to ``to``, in order, with or without meals.
    public var days: [PlannedDay]
}

/// A planned recipe and its servings, for the shopping list.
public struct PlannedRecipe: Sendable, Hashable, Codable {
    /// The day it is planned for.
    public var day: PlanDate
    /// The meal of the day it is planned for.
    public var slot: MealSlot
    /// The recipe's id: a catalog recipe or one of the user's own.
    public var recipe: RecipeID
    /// Servings to cook; `nil` means the recipe's own yield.
    public var servings: Int?
}

/// What was planned and cooked before today, and the recipes planned most.
public struct PlanHistory: Sendable, Hashable, Codable {
    /// A recipe planned or cooked before today.
    public struct Past: Sendable, Hashable, Codable {
        /// The day it was planned for or cooked.
        public var day: PlanDate
        /// The meal it was planned for; `nil` for a cooked record, which has no slot.
        public var slot: MealSlot?
        /// The recipe's id.
        public var recipe: RecipeID
        /// The recipe's name, or its id with "(no longer in catalog)".
        public var name: String
        /// Servings planned or cooked; `nil` when none was recorded (the recipe's own yield).
        public var servings: Int?
        /// `true` when recorded as cooked, `false` when only planned.
        public var cooked: Bool
    }

    /// A recipe and how often it is in the plan.
    public struct Favourite: Sendable, Hashable, Codable {
        /// The recipe's id.
        public var recipe: RecipeID
        /// The recipe's name, or its id with "(no longer in catalog)".
        public var name: String
        /// How many plan entries name it, past and future.
        public var times: Int
    }

    /// Planned and cooked entries before today, newest first.
    public var past: [Past]
    /// The recipes planned most, most often first (at most 10).
    public var mostPlanned: [Favourite]
}
