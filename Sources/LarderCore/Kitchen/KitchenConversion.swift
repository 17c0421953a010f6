/// Converting a quantity of one ingredient between weight, volume and pieces through the
/// ingredient's ``IngredientMeasure``: grams per millilitre for mass ↔ volume, grams per piece for
/// mass ↔ pieces (and volume ↔ pieces through both). Counts of other things ("2 cloves", "1 can")
/// convert only when the measure's piece is that thing.
public enum KitchenConversion {
    /// `quantity` as `dimension`, or `nil` when the measure lacks the fact it needs.
    ///
    ///     // 2 cups of flour at 125 g a cup: 473.18 ml × (125 / 236.588) g/ml = 250 g
    ///     KitchenConversion.convert(.millilitres(473.18), to: .mass, measure: flour)
    public static func convert(_ quantity: KitchenQuantity, to dimension: KitchenDimension, measure: IngredientMeasure?) -> KitchenQuantity? {
        if quantity.dimension == dimension && (dimension != .count || quantity.unit == nil) { return quantity }
        guard let grams = grams(of: quantity, measure: measure) else { return nil }
        switch dimension {
        case .mass:
            return .grams(grams)
        case .volume:
            guard let density = measure?.gramsPerMillilitre, density > 0 else { return nil }
            return .millilitres(grams / density)
        case .count:
            guard let piece = measure?.gramsPerPiece, piece > 0 else { return nil }
            return .pieces(grams / piece, of: pieceUnit(of: measure))
        }
    }

    /// The weight of `quantity` in grams, or `nil` when it cannot be weighed with `measure`.
    public static func grams(of quantity: KitchenQuantity, measure: IngredientMeasure?) -> Double? {
        switch quantity.dimension {
        case .mass:
            return quantity.value
        case .volume:
            guard let density = measure?.gramsPerMillilitre, density > 0 else { return nil }
            return quantity.value * density
        case .count:
            guard let piece = measure?.gramsPerPiece, piece > 0 else { return nil }
            // "1 can" weighs a can only when the measure's piece is a can; a bare count is the
            // ingredient itself, whose piece the measure names only when it is not itself.
            if let unit = quantity.unit {
                guard let name = measure?.pieceName, UnitAliases.table[firstWord(of: name)] == unit else { return nil }
            }
            return quantity.value * piece
        }
    }

    /// The unit a measure's piece is counted in ("clove" → clove, "can (400 g)" → can), `nil` for the
    /// ingredient itself.
    public static func pieceUnit(of measure: IngredientMeasure?) -> MeasureUnit? {
        guard let name = measure?.pieceName else { return nil }
        let unit = UnitAliases.table[firstWord(of: name)]
        return unit == .piece ? nil : unit
    }

    static func firstWord(of text: String) -> String {
        String(text.lowercased().split(separator: " ").first ?? "")
    }
}
