import LarderCore

/// A recipe to cook or shop for, and how much of it: `servings` scales from the recipe's own yield,
/// `scale` multiplies; neither means the recipe as written. The meal planner hands a list of these
/// to ``LarderSession/shoppingList(for:units:)``.
public struct KitchenRequest: Hashable, Sendable, Codable {
    /// A recipe id or name.
    public var recipe: String
    /// Servings to make, scaled from the recipe's yield; `nil` to use ``scale`` or the recipe as written.
    public var servings: Double?
    /// A factor to multiply every amount by (above 0, at most 100); `nil` for no scaling.
    public var scale: Double?

    /// A request for `recipe` (id or name); give `servings` or `scale`, not both.
    public init(recipe: String, servings: Double? = nil, scale: Double? = nil) {
        self.recipe = recipe
        self.servings = servings
        self.scale = scale
    }
}

/// How a request scales one recipe.
public struct ScaleDecision: Hashable, Sendable {
    /// What every amount is multiplied by (1 = the recipe as written).
    public var factor: Double
    /// Said when the recipe gives no yield and servings were asked for.
    public var note: String?

    /// The factor for `request` on a recipe named `name` that serves `yield` (`nil` when it says
    /// nothing): servings over the yield (one serving when it gives none), or the scale.
    ///
    /// - Throws: ``LarderError/invalidInput(_:)`` for servings or a scale that is not positive and sane.
    public init(_ request: KitchenRequest, name: String, yield: Int?) throws(LarderError) {
        if request.servings != nil && request.scale != nil { throw .invalidInput("give --servings or --scale, not both") }
        if let servings = request.servings {
            guard servings.isFinite, servings > 0, servings <= 1000 else { throw .invalidInput("servings must be between 1 and 1000") }
            if let yield, yield > 0 {
                factor = servings / Double(yield)
                note = nil
            } else {
                factor = servings
                note = "\(name) gives no yield; scaled as if it made 1 serving"
            }
        } else if let scale = request.scale {
            guard scale.isFinite, scale > 0, scale <= 100 else { throw .invalidInput("scale must be above 0 and at most 100") }
            factor = scale
            note = nil
        } else {
            factor = 1
            note = nil
        }
    }
}
