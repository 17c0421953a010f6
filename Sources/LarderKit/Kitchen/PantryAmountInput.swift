import LarderCore

/// Reads an amount the user gives for a pantry ingredient ("1kg", "500 g", "2 cups", "6", "6 eggs")
/// and checks that it fits the ingredient and a kitchen.
public enum PantryAmountInput {
    /// The most a pantry holds of one thing: a tonne, a thousand litres, ten thousand pieces.
    static let limits: [KitchenDimension: (Double, String)] = [
        .mass: (1_000_000, "1000 kg"), .volume: (1_000_000, "1000 l"), .count: (10_000, "10000 pieces"),
    ]

    /// The quantity `text` gives of `ingredient` (named `name`), in base units.
    ///
    /// - Throws: ``LarderError/invalidInput(_:)`` for text that is not a positive amount (zero only
    ///   with `allowZero`), an amount above a kitchen's, words naming another ingredient ("3 eggs" for
    ///   flour), or a bare count of something weighed or poured.
    public static func parse(_ text: String, for ingredient: KitchenIngredient, name: String, allowZero: Bool = false) throws(LarderError)
        -> KitchenQuantity
    {
        var trimmed = text.trimmingWhitespace()
        // "1e9 cups": a number in exponent form, which the recipe parser does not read, checked as a number.
        if let first = trimmed.split(separator: " ").first, first.contains(where: { $0 == "e" || $0 == "E" }),
            first.first?.isNumber == true, let value = Double(first), value.isFinite
        {
            trimmed = FixedDecimal.text(value, digits: 0) + trimmed.dropFirst(first.count)
        }
        let (parsed, rest) = AmountParser.split(trimmed)
        let example = "(for example 1kg, 500 g, 2 cups, 6)"
        guard let amount = parsed, !trimmed.hasPrefix("-") else {
            throw .invalidInput("'\(text)' is not an amount \(example)")
        }
        if !rest.isEmpty {
            let words = rest.lowercased()
            let noun = ingredient.noun.lowercased()
            guard words == noun || words == Plural.plural(of: noun) || words == name.lowercased() else {
                throw .invalidInput("'\(text)' is not an amount of \(name)")
            }
        }
        guard let quantity = KitchenQuantity(amount, solid: ingredient.handling != .poured) else {
            throw .invalidInput("'\(text)' has no amount to keep \(example)")
        }
        if quantity.dimension == .count, quantity.unit == nil, ingredient.measure?.gramsPerPiece == nil,
            ingredient.handling == .weighed || ingredient.handling == .poured
        {
            throw .invalidInput("\(name) is weighed or measured, not counted: give a unit \(example)")
        }
        guard quantity.value.isFinite, quantity.value > 0 || (allowZero && quantity.value == 0) else {
            throw .invalidInput("'\(text)': the amount must be above zero")
        }
        if let (limit, words) = limits[quantity.dimension], quantity.value > limit {
            throw .invalidInput("'\(text)' is more than a kitchen holds (at most \(words))")
        }
        return quantity
    }
}
