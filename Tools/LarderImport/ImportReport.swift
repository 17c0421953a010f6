import Foundation

/// The builder's quality report: what was imported and how well its lines resolved.
public struct ImportReport: Sendable, Equatable, Encodable {
    public var drinks = 0
    public var dishes = 0
    public var variants = 0
    /// Drinks credited only to our own specs (source key `larder`): no data set holds them (issue 9).
    public var larderOnlyDrinks = 0
    public var ingredients = 0
    /// Ingredients created from recipe text (not in a data set's ingredient records or our tables).
    public var createdIngredients = 0
    /// Of the created ones, how many no keyword rule could categorise.
    public var uncategorisedIngredients = 0
    /// Source recipes read, per data set.
    public var recipesPerDataset: [String: Int] = [:]
    /// Ingredient lines read from the data sets (drinks and dishes), and how many resolved.
    public var lines = 0
    public var resolvedLines = 0
    /// Drink ingredient lines, and how many have a parsed amount.
    public var drinkLines = 0
    public var drinkLinesWithAmount = 0
    /// Drink lines that only said "ice"; they set the recipe's `ice` field instead of being lines.
    public var iceLines = 0
    /// Lines with no ingredient text at all (an amount alone, a stray "(optional)"); not counted as lines.
    public var emptyLines = 0
    /// Unresolved ingredient text → how many lines.
    public var unresolved: [String: Int] = [:]
    /// Drink lines a record lists that resolved to no ingredient and so are not in the drink, each as
    /// "recipe-id: folded text" (the id the record's name gives, before merging). The `lost-line` check.
    public var lostDrinkLines: [String] = []
    /// Drink amounts that did not parse → how many lines.
    public var unparsedAmounts: [String: Int] = [:]
    public var merged: [MergedRecipe] = []
    /// Curation entries naming a drink or line the catalog does not have.
    public var curationMisses: [String] = []
    /// How cookable the dishes are (methods, amounts, servings, times, categories, names).
    public var dishQuality = DishQuality()

    public init() {}

    /// Share of ingredient lines resolved to a canonical ingredient, 0…1.
    public var resolvedShare: Double { lines == 0 ? 0 : Double(resolvedLines) / Double(lines) }
    /// Share of drink ingredient lines with a parsed amount, 0…1.
    public var drinkAmountShare: Double { drinkLines == 0 ? 0 : Double(drinkLinesWithAmount) / Double(drinkLines) }

    private enum CodingKeys: String, CodingKey {
        case drinks, dishes, variants, larderOnlyDrinks, ingredients, createdIngredients, uncategorisedIngredients, recipesPerDataset
        case lines, resolvedLines, drinkLines, drinkLinesWithAmount, iceLines, emptyLines, unresolved, unparsedAmounts
        case merged, resolvedShare, drinkAmountShare, dishQuality
    }

    /// Encodes every count plus the two shares (`resolvedShare`, `drinkAmountShare`, 0…1).
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(drinks, forKey: .drinks)
        try c.encode(dishes, forKey: .dishes)
        try c.encode(variants, forKey: .variants)
        try c.encode(larderOnlyDrinks, forKey: .larderOnlyDrinks)
        try c.encode(ingredients, forKey: .ingredients)
        try c.encode(createdIngredients, forKey: .createdIngredients)
        try c.encode(uncategorisedIngredients, forKey: .uncategorisedIngredients)
        try c.encode(recipesPerDataset, forKey: .recipesPerDataset)
        try c.encode(lines, forKey: .lines)
        try c.encode(resolvedLines, forKey: .resolvedLines)
        try c.encode(drinkLines, forKey: .drinkLines)
        try c.encode(drinkLinesWithAmount, forKey: .drinkLinesWithAmount)
        try c.encode(iceLines, forKey: .iceLines)
        try c.encode(emptyLines, forKey: .emptyLines)
        try c.encode(unresolved, forKey: .unresolved)
        try c.encode(unparsedAmounts, forKey: .unparsedAmounts)
        try c.encode(merged, forKey: .merged)
        try c.encode(resolvedShare, forKey: .resolvedShare)
        try c.encode(drinkAmountShare, forKey: .drinkAmountShare)
        try c.encode(dishQuality, forKey: .dishQuality)
    }

    /// A human-readable summary, for stderr.
    public func summary(maxListed: Int = 40) -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        var out: [String] = []
        out.append("drinks: \(drinks) (\(variants) variants), dishes: \(dishes)")
        out.append("drinks written by us and in no data set (source larder only): \(larderOnlyDrinks)")
        out.append("ingredients: \(ingredients) (\(createdIngredients) created from recipe text, \(uncategorisedIngredients) without a category)")
        out.append("read per data set: " + recipesPerDataset.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", "))
        out.append("ingredient lines resolved: \(resolvedLines)/\(lines) = \(percent(resolvedShare))")
        out.append("drink lines with a parsed amount: \(drinkLinesWithAmount)/\(drinkLines) = \(percent(drinkAmountShare)) (\(iceLines) ice-only lines became the ice field)")
        out.append("lines without any ingredient text, skipped: \(emptyLines)")
        out += dishQuality.summary()
        out.append("merged duplicates: \(merged.count) recipes from several sources")
        for entry in merged.prefix(maxListed) {
            out.append("  \(entry.id): " + entry.sources.map { $0.dataset }.joined(separator: ", ")
                + (entry.variants.isEmpty ? "" : " (variants: " + entry.variants.map(\.rawValue).joined(separator: ", ") + ")"))
        }
        if merged.count > maxListed { out.append("  … \(merged.count - maxListed) more") }
        if !curationMisses.isEmpty {
            out.append("curation entries that match nothing (\(curationMisses.count)):")
            for miss in curationMisses.prefix(maxListed) { out.append("  \(miss)") }
        }
        out.append("unresolved ingredient text (\(unresolved.values.reduce(0, +)) lines):")
        for (text, count) in unresolved.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(maxListed) {
            out.append("  \(count)× \(text)")
        }
        out.append("unparsed drink amounts (\(unparsedAmounts.values.reduce(0, +)) lines):")
        for (text, count) in unparsedAmounts.sorted(by: { ($1.value, $0.key) < ($0.value, $1.key) }).prefix(maxListed) {
            out.append("  \(count)× \(text)")
        }
        return out.joined(separator: "\n")
    }
}
