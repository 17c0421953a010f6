import LarderCore

/// How cookable the catalog's dishes are: the builder prints it and tests hold it to floors.
/// Dishes filed as drinks (category `drink`: teas, mulled wine) are not counted.
public struct DishQuality: Sendable, Equatable, Encodable {
    public var dishes = 0
    /// Dishes with a method of at least three steps that uses every required ingredient.
    public var withCompleteMethod = 0
    /// Dishes with any written method.
    public var withMethod = 0
    /// Required (not optional, not garnish) dish lines, and how many have an amount ("to taste" counts).
    public var requiredLines = 0
    public var requiredLinesWithAmount = 0
    public var withServings = 0
    public var withTotalTime = 0
    /// Dishes with a prep time and a cook time each (a cook time of 0 for a dish not cooked counts).
    public var withPrepAndCookTime = 0
    public var withCategory = 0
    /// Ingredients used by dishes whose name carries a unit, a verb or a note ("cup neutral oil").
    public var flawedNames: [String] = []
    /// Synonyms split: an ingredient's alias that is also the name of an ingredient of its own
    /// ("jalapeno pepper → jalapeno, also jalapeno-pepper"), for food and drink alike.
    public var splitSynonyms: [String] = []

    public init() {}

    /// Words that do not belong in an ingredient's name: measures, preparation and serving notes.
    static let flawWords: Set<String> = [
        "cup", "cups", "tablespoon", "teaspoon", "tbsp", "tsp", "teapsoon", "spoonful", "dl", "ml", "pint", "quart",
        "gram", "grams", "kg", "lb", "lbs", "oz", "pck", "glass", "bottle", "squirt", "couple", "hint", "teensy", "total",
        "cleaned", "grounded", "julienned", "crushed", "recipient", "variety", "kind", "greasing", "grease", "frying",
        "little", "choice", "per", "to", "for", "in", "with", "without", "q", "b", "one", "cm", "weight", "there",
    ]
    /// Products whose name rightly holds one of those words.
    static let flawExceptions: Set<String> = [
        "crushed-tomato", "crushed-red-pepper", "crushed-hot-red-pepper", "chipotle-pepper-in-adobo-sauce", "anchovy-in-oil",
    ]

    /// Measures `dishes` against `ingredients`.
    ///
    /// - Complexity: O(l) in the number of dish lines and steps.
    public init(_ dishes: [Recipe], ingredients: [Ingredient]) {
        let byID = Dictionary(ingredients.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
        var flawed: Set<String> = []
        for dish in dishes where dish.category != "drink" {
            self.dishes += 1
            let required = dish.lines.filter { !$0.optional && !$0.garnish }
            requiredLines += required.count
            requiredLinesWithAmount += required.filter { $0.amount != nil }.count
            if dish.servings != nil { withServings += 1 }
            if dish.totalMinutes != nil { withTotalTime += 1 }
            if dish.prepMinutes != nil && dish.cookMinutes != nil { withPrepAndCookTime += 1 }
            if dish.category != nil { withCategory += 1 }
            if let steps = dish.steps, !steps.isEmpty {
                withMethod += 1
                let used = Set(steps.flatMap(\.ingredients))
                if steps.count >= 3, required.allSatisfy({ line in used.contains(line.ingredient) || line.substitutes.contains(where: used.contains) }) {
                    withCompleteMethod += 1
                }
            }
            for line in dish.lines {
                guard let ingredient = byID[line.ingredient], !Self.flawExceptions.contains(ingredient.id.rawValue) else { continue }
                let words = Slug.make(ingredient.name).split(separator: "-").map(String.init)
                if words.contains(where: Self.flawWords.contains) { flawed.insert(ingredient.id.rawValue) }
            }
        }
        flawedNames = flawed.sorted()
        let ids = Set(ingredients.map(\.id.rawValue))
        splitSynonyms = ingredients.flatMap { ingredient in
            ingredient.aliases.compactMap { alias -> String? in
                let slug = Slug.make(alias)
                return slug != ingredient.id.rawValue && ids.contains(slug) ? "\(alias) → \(ingredient.id.rawValue), also \(slug)" : nil
            }
        }.sorted()
    }

    func share(_ count: Int, of total: Int) -> Double { total == 0 ? 0 : Double(count) / Double(total) }
    /// Shares, 0…1.
    public var completeMethodShare: Double { share(withCompleteMethod, of: dishes) }
    public var amountShare: Double { share(requiredLinesWithAmount, of: requiredLines) }
    public var servingsShare: Double { share(withServings, of: dishes) }
    public var totalTimeShare: Double { share(withTotalTime, of: dishes) }
    public var categoryShare: Double { share(withCategory, of: dishes) }

    /// Lines for the builder's report.
    public func summary() -> [String] {
        func line(_ label: String, _ count: Int, _ total: Int, target: String) -> String {
            String(format: "  %@: %d/%d = %.1f%% (target %@)", label, count, total, share(count, of: total) * 100, target)
        }
        return [
            "dish quality (\(dishes) dishes, drinks filed as dishes not counted):",
            line("method of ≥ 3 steps using every required ingredient", withCompleteMethod, dishes, target: "100%")
                + " (\(withMethod) with a method)",
            line("required lines with an amount", requiredLinesWithAmount, requiredLines, target: "≥ 97%"),
            line("with servings", withServings, dishes, target: "100%"),
            line("with total time", withTotalTime, dishes, target: "100%"),
            line("with prep and cook times", withPrepAndCookTime, dishes, target: "100%"),
            line("with a category", withCategory, dishes, target: "100%"),
            "  ingredient names with a unit, verb or note: \(flawedNames.count) (target 0)"
                + (flawedNames.isEmpty ? "" : ": " + flawedNames.prefix(30).joined(separator: ", ")),
            "  synonyms split (an alias that is an ingredient of its own): \(splitSynonyms.count) (target 0)"
                + (splitSynonyms.isEmpty ? "" : ": " + splitSynonyms.prefix(30).joined(separator: "; ")),
        ]
    }
}
