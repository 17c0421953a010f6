/// What one can, bottle or package weighs, as a recipe line's note states it ("1 can, 400 g").
///
/// The catalog compiler parses the note once into the line's `container_grams`, so the nutrition
/// calculator reads a number and never parses a note.
public enum ContainerWeight {
    /// Units that hold an amount the line's note may state.
    public static let units: Set<MeasureUnit> = [.can, .bottle, .package]

    /// Grams in one container of a line in `unit` with `note`, or `nil` when the unit is no container or
    /// the note gives no weight.
    public static func grams(unit: MeasureUnit?, note: String?) -> Double? {
        guard let unit, units.contains(unit) else { return nil }
        return grams(inNote: note)
    }

    /// Grams from a note such as "400 g, drained", "about 300 g" or "14 oz": the first comma-, semicolon-
    /// or parenthesis-separated part that parses as a mass (an "about" in front is passed over).
    public static func grams(inNote note: String?) -> Double? {
        guard let note else { return nil }
        for part in note.split(whereSeparator: { ",;()".contains($0) }) {
            var text = String(part).trimmingWhitespace()
            if text.lowercased().hasPrefix("about ") { text = String(text.dropFirst(6)) }
            // A can's "14 oz" is a weight, not fluid ounces.
            guard let amount = AmountParser.parse(text), let value = amount.quantity?.value, value > 0,
                let perUnit = amount.unit == .oz ? KitchenUnits.ounce : amount.unit?.grams
            else { continue }
            return value * perUnit
        }
        return nil
    }
}
