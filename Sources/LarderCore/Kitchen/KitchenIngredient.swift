/// What the kitchen engine needs to know about an ingredient: its noun, its measure, and how cooks
/// measure and buy it.
public struct KitchenIngredient: Hashable, Sendable {
    /// How an ingredient is measured and bought.
    public enum Handling: String, Codable, Sendable {
        /// Counted: bananas, eggs, lemons, cloves of garlic (a known weight per piece).
        case counted
        /// Weighed: flour, sugar, nuts, butter, cheese, meat, most produce.
        case weighed
        /// Poured: drinks, juices, oils, milk, cream.
        case poured
        /// Left in the units the recipe gives: spices, condiments, the rest.
        case asWritten
    }

    /// The singular name for counts, lower case ("banana").
    public var noun: String
    /// What one unit of the ingredient weighs; `nil` when nothing is known, so no conversion is made.
    public var measure: IngredientMeasure?
    /// Whether the ingredient is counted, weighed, poured or left as written.
    public var handling: Handling
    /// Whether a cook measures it dry by the spoon and cup (flour, sugar, rice, nuts, herbs, spices)
    /// rather than by weight or pouring: a US recipe keeps it in cups, and a drink never shows it in
    /// fluid ounces.
    public var cupMeasured: Bool

    /// An ingredient with its handling stated outright.
    public init(noun: String, measure: IngredientMeasure?, handling: Handling, cupMeasured: Bool = false) {
        self.noun = noun
        self.measure = measure
        self.handling = handling
        self.cupMeasured = cupMeasured
    }

    /// The handling that follows from a catalog category and a measure. Dairy is weighed when it is
    /// lighter than water (butter 0.96 g/ml, grated cheese) and poured when it is not (milk 1.03,
    /// cream); fruit, vegetables and eggs with a weight per piece are counted (bananas, eggs), as is anything
    /// whose piece is named (garlic in cloves, chickpeas in cans).
    public init(noun: String, category: IngredientCategory, measure: IngredientMeasure?) {
        let handling: Handling
        if measure?.gramsPerPiece != nil, measure?.pieceName != nil || [.fruit, .vegetable, .egg, .produce].contains(category) {
            // Fruit, vegetables and eggs are bought whole; nuts and meat are weighed even when a
            // piece has a known weight.
            handling = .counted
        } else if category.isLiquid || category == .oil {
            handling = .poured
        } else if category == .dairy {
            // Without a density, butter and milk cannot be told apart: weighed, so that neither is
            // ever shown in millilitres it cannot be converted from (it stays in the recipe's cups).
            if let density = measure?.gramsPerMillilitre { handling = density < 1 ? .weighed : .poured } else { handling = .weighed }
        } else if [.grain, .nut, .sweetener, .baking, .meat, .seafood, .vegetable, .fruit, .produce].contains(category) {
            handling = .weighed
        } else {
            handling = .asWritten
        }
        self.init(
            noun: noun.lowercased(), measure: measure, handling: handling,
            cupMeasured: [.grain, .nut, .sweetener, .baking, .herb, .spice].contains(category))
    }

    /// Below this volume (2 tablespoons) a US or imperial cook measures with spoons.
    static let spoonedMillilitres = 2 * KitchenUnits.usTablespoon

    /// The dimension a shopping list sums this ingredient in, given the first line's dimension.
    public func shoppingDimension(first: KitchenDimension) -> KitchenDimension {
        switch handling {
        case .counted: .count
        case .weighed: .mass
        case .poured: .volume
        case .asWritten: first
        }
    }

    /// The dimension a recipe shows a line in within `system`: weighed goods by weight outside the US
    /// and by the cup in the US when cup-measured; otherwise as written.
    /// Counted foods measured by volume ("1 1/2 cups mashed banana", "3 cups tomato passata") are
    /// weighed outside the US: the recipe measured a prepared food, not whole pieces (a shopping list
    /// turns them into pieces).
    /// Poured goods a recipe weighs ("15 g lemon juice") are measured by volume; outside metric, less
    /// than 2 tablespoons of something weighed or seasoning is spooned ("3/4 tsp salt", never "1/4 oz").
    public func displayDimension(for quantity: KitchenQuantity, in system: MeasurementSystem) -> KitchenDimension {
        if quantity.dimension == .mass, handling != .counted, let density = measure?.gramsPerMillilitre, density > 0 {
            if handling == .poured { return .volume }
            if system != .metric, quantity.value / density < Self.spoonedMillilitres { return .volume }
        }
        // A spoonful written as one stays a spoonful outside metric ("1 1/2 tsp baking powder", never "1/4 oz").
        if quantity.dimension == .volume, system != .metric, handling != .counted, quantity.value < Self.spoonedMillilitres {
            return .volume
        }
        if handling == .counted, quantity.dimension == .volume, system != .us, measure?.gramsPerMillilitre != nil {
            return .mass
        }
        guard handling == .weighed, quantity.dimension != .count, measure?.gramsPerMillilitre != nil else { return quantity.dimension }
        if system == .us { return cupMeasured ? .volume : quantity.dimension }
        return .mass
    }
}
