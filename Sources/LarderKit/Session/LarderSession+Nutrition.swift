import LarderCatalog
import LarderCore

/// Limits on what one serving holds, for search.
///
/// Only recipes whose figures cover at least ``minimumCoverage`` of their weighed weight take part:
/// a recipe with too little known cannot be said to stay under a limit.
public struct NutritionFilter: Sendable, Hashable {
    /// At most this many kilocalories per serving; `nil` for no limit.
    public var maxKcal: Double?
    /// At least this many grams of protein per serving; `nil` for no limit.
    public var minProtein: Double?
    /// A filter with the limits given; with neither, it keeps every recipe (``isEmpty``).
    public init(maxKcal: Double? = nil, minProtein: Double? = nil) {
        self.maxKcal = maxKcal
        self.minProtein = minProtein
    }

    /// The share of a recipe's weighed weight that must be covered for the filter to judge it.
    public static let minimumCoverage = 0.9

    /// Whether no limit is set.
    public var isEmpty: Bool { maxKcal == nil && minProtein == nil }

    /// Whether `summary` fits the limits.
    public func admits(_ summary: NutritionSummary) -> Bool {
        guard summary.weighedGrams > 0, summary.coverage >= Self.minimumCoverage else { return false }
        if let maxKcal, summary.perServing.kcal > maxKcal { return false }
        if let minProtein, (summary.perServing.protein ?? 0) < minProtein { return false }
        return true
    }
}

extension LarderSession {
    /// Nutrition per serving of the main spec of each of `recipes` (every recipe when `nil`), with the
    /// share of its weight the figures cover and the lines that could not be weighed.
    public func nutrition(for recipes: [RecipeID]?) throws(LarderError) -> [RecipeID: NutritionSummary] {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.nutrition(for: recipes) }
    }

    /// Nutrition per serving of one recipe, by name or id.
    public func nutrition(of nameOrID: String) throws(LarderError) -> NutritionSummary? {
        if let own = try ownRecipe(nameOrID) { return try ownNutrition(own.summary.id) }
        let id = try resolveRecipe(nameOrID)
        return try nutrition(for: [id])[id]
    }

    /// The recipes whose serving fits `filter`.
    public func recipes(matching filter: NutritionFilter) throws(LarderError) -> Set<RecipeID> {
        Set(try nutrition(for: nil).filter { filter.admits($0.value) }.keys)
    }
}
