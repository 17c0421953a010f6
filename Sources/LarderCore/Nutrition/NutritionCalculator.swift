/// One recipe line as the nutrition calculator sees it.
public struct NutritionLine: Hashable, Sendable {
    /// The canonical ingredient.
    public var ingredient: IngredientID
    /// The ingredient's display name, for naming lines that could not be weighed.
    public var name: String
    /// The line's parsed amount; `nil` when the line gives none.
    public var amount: Amount?
    /// Grams in one can, bottle or package of the line, from its note ("400 g, drained") as the
    /// catalog compiler parsed it (``ContainerWeight``); `nil` when the line states none.
    public var containerGrams: Double?
    /// Optional and garnish lines are not part of what a serving holds and are not counted.
    public var counted: Bool

    /// A line; pass `counted: false` for optional and garnish lines.
    public init(ingredient: IngredientID, name: String, amount: Amount?, containerGrams: Double? = nil, counted: Bool = true) {
        self.ingredient = ingredient
        self.name = name
        self.amount = amount
        self.containerGrams = containerGrams
        self.counted = counted
    }
}

/// What a recipe's serving holds, and how much of the recipe the figures cover.
public struct NutritionSummary: Hashable, Codable, Sendable {
    /// Per serving (the whole recipe when it states no servings).
    public var perServing: NutritionFacts
    /// The servings the totals were divided by.
    public var servings: Int
    /// Whether the recipe states its servings (a drink is one serving).
    public var servingsStated: Bool
    /// Grams of all the counted lines that could be weighed.
    public var weighedGrams: Double
    /// Grams of the weighed lines whose ingredient has nutrition facts.
    public var coveredGrams: Double
    /// Counted lines with a quantity that could not be weighed (a count of something with no known
    /// piece weight, a volume of something with no known density), by ingredient name.
    public var unweighed: [String]
    /// Counted lines with no quantity ("salt to taste", a line without an amount), by ingredient name:
    /// seasonings, as a rule, and not weighed.
    public var unmeasured: [String] = []
    /// Weighed lines whose ingredient has no nutrition facts, by ingredient name.
    public var uncovered: [String]
    /// Covered lines whose figures give energy alone (spirits and liqueurs by our ethanol model: their
    /// sugar is not known), so the other nutrients are lower bounds.
    public var energyOnly: [String] = []
    /// Lines left out because they are drained away with the cooking water (the salt for the pasta water,
    /// ``RecipeLine/cookingWaterNote``), by ingredient name. Filled where the summary is shown beside its
    /// recipe's lines (``RecipeDetail``'s nutrition); the stored and computed summaries leave it empty.
    public var drained: [String] = []

    /// The share (0…1) of the weighed recipe that the figures cover; 0 when nothing could be weighed.
    public var coverage: Double { weighedGrams > 0 ? coveredGrams / weighedGrams : 0 }

    /// A summary with these values as they are (``NutritionCalculator/summarize(_:servings:isDrink:)``
    /// computes them; the catalog stores them per recipe).
    public init(
        perServing: NutritionFacts, servings: Int, servingsStated: Bool, weighedGrams: Double, coveredGrams: Double,
        unweighed: [String], unmeasured: [String] = [], uncovered: [String], energyOnly: [String] = []
    ) {
        self.perServing = perServing
        self.servings = servings
        self.servingsStated = servingsStated
        self.weighedGrams = weighedGrams
        self.coveredGrams = coveredGrams
        self.unweighed = unweighed
        self.unmeasured = unmeasured
        self.uncovered = uncovered
        self.energyOnly = energyOnly
    }
}

/// Nutrition per serving from per-100 g facts: each line converted to grams (mass units directly,
/// volumes through grams per millilitre, counts through grams per piece), summed, divided by servings.
///
/// Pure: the caller hands in the facts and measures of the recipe's ingredients.
public struct NutritionCalculator: Sendable {
    /// Per-100 g facts, per ingredient; an ingredient without an entry is uncovered.
    public var facts: [IngredientID: NutritionFacts]
    /// Household measures (grams per millilitre and per piece), per ingredient.
    public var measures: [IngredientID: IngredientMeasure]
    /// Grams in one stick, slice, leaf, sprig, wedge or clove, per ingredient.
    public var unitGrams: [IngredientID: [MeasureUnit: Double]]

    /// A calculator over the facts and measures of the ingredients it will be asked about.
    public init(
        facts: [IngredientID: NutritionFacts], measures: [IngredientID: IngredientMeasure],
        unitGrams: [IngredientID: [MeasureUnit: Double]] = [:]
    ) {
        self.facts = facts
        self.measures = measures
        self.unitGrams = unitGrams
    }

    /// A pinch, in millilitres (1/16 teaspoon).
    public static let pinchMillilitres = 5.0 / 16

    /// The weight of `amount` of `ingredient` in grams, or `nil` when it cannot be weighed. A can,
    /// bottle or package weighs `containerGrams` (what the line's note says one holds).
    public func grams(of amount: Amount?, ingredient: IngredientID, containerGrams: Double? = nil) -> Double? {
        guard let amount else { return nil }
        let unit = amount.unit ?? .piece
        if unit == .toTaste { return nil }
        let measure = measures[ingredient]
        if unit == .topUp {
            return measure?.gramsPerMillilitre.map { $0 * DrinkMath.topUpMillilitres }
        }
        guard let quantity = amount.quantity?.value, quantity > 0 else { return nil }
        if let perUnit = unit.grams { return quantity * perUnit }
        if let perUnit = unitGrams[ingredient]?[unit] { return quantity * perUnit }
        if ContainerWeight.units.contains(unit), let perUnit = containerGrams { return quantity * perUnit }
        if let millilitres = unit.millilitres ?? (unit == .pinch ? Self.pinchMillilitres : nil) {
            return measure?.gramsPerMillilitre.map { quantity * millilitres * $0 }
        }
        switch unit {
        case .piece:
            return measure?.gramsPerPiece.map { quantity * $0 }
        case .clove where measure?.pieceName?.lowercased().contains("clove") == true:
            return measure?.gramsPerPiece.map { quantity * $0 }
        default:
            return nil
        }
    }

    /// The summary of `lines` divided over `servings` (`nil`: the recipe states none; `isDrink`: one serving).
    public func summarize(_ lines: [NutritionLine], servings: Int?, isDrink: Bool = false) -> NutritionSummary {
        var total = NutritionFacts.unknown
        var weighed = 0.0
        var covered = 0.0
        var unweighed: [String] = []
        var uncovered: [String] = []
        var unmeasured: [String] = []
        var energyOnly: [String] = []
        for line in lines where line.counted {
            guard let grams = grams(of: line.amount, ingredient: line.ingredient, containerGrams: line.containerGrams) else {
                if let amount = line.amount, amount.unit == .topUp || (amount.quantity != nil && amount.unit != .toTaste) {
                    unweighed.append(line.name)
                } else {
                    unmeasured.append(line.name)
                }
                continue
            }
            weighed += grams
            if let per100g = facts[line.ingredient] {
                covered += grams
                total = total + per100g.scaled(by: grams / 100)
                if per100g.carbohydrate == nil { energyOnly.append(line.name) }
            } else {
                uncovered.append(line.name)
            }
        }
        let stated = servings.map { $0 > 0 } ?? false
        let divisor = stated ? servings ?? 1 : 1
        return NutritionSummary(
            perServing: total.scaled(by: 1 / Double(divisor)), servings: divisor, servingsStated: stated || isDrink,
            weighedGrams: weighed, coveredGrams: covered, unweighed: unweighed, unmeasured: unmeasured, uncovered: uncovered,
            energyOnly: energyOnly)
    }
}
