/// What a kitchen quantity measures: a weight, a volume, or a number of pieces.
public enum KitchenDimension: String, Codable, Sendable, CaseIterable {
    /// Grams (`mass`), millilitres (`volume`) or pieces (`count`).
    case mass, volume, count
}

/// An amount of one ingredient in a base unit a cook can add up: grams, millilitres, or pieces.
///
/// Counts keep what is counted: `unit == nil` counts the ingredient itself ("3 bananas"); otherwise
/// the piece ("2 cloves", "1 can"). Only counts of the same unit add up.
public struct KitchenQuantity: Hashable, Codable, Sendable {
    /// Whether ``value`` is grams, millilitres or pieces.
    public var dimension: KitchenDimension
    /// Grams, millilitres or pieces.
    public var value: Double
    /// What is counted, for counts other than the ingredient itself; `nil` for mass and volume.
    public var unit: MeasureUnit?

    /// `value` in the base unit of `dimension`; `unit` is kept for counts only and dropped otherwise.
    public init(_ value: Double, _ dimension: KitchenDimension, unit: MeasureUnit? = nil) {
        self.value = value
        self.dimension = dimension
        self.unit = dimension == .count ? unit : nil
    }

    /// Grams.
    public static func grams(_ value: Double) -> KitchenQuantity { KitchenQuantity(value, .mass) }
    /// Millilitres.
    public static func millilitres(_ value: Double) -> KitchenQuantity { KitchenQuantity(value, .volume) }
    /// Pieces of the ingredient itself, or of `unit`.
    public static func pieces(_ value: Double, of unit: MeasureUnit? = nil) -> KitchenQuantity { KitchenQuantity(value, .count, unit: unit) }

    /// The quantity of a recipe amount in base units: volumes through US customary measures (recipes in
    /// the data sets are American: a cup is 236.6 ml), masses through grams, counts as counts.
    /// `nil` for amounts without a number ("to taste", "top up") and for `part`, which has no size.
    ///
    ///     KitchenQuantity(Amount(2, .cup))   // 473.2 ml
    ///     KitchenQuantity(Amount(3, nil))    // 3 pieces
    ///
    /// With `solid`, ounces are ounces of weight ("4 oz cheddar"), not fluid ounces.
    public init?(_ amount: Amount, solid: Bool = false) {
        guard let quantity = amount.quantity, !(amount.unit?.isUnquantified ?? false) else { return nil }
        let number = quantity.value
        guard number.isFinite, number >= 0 else { return nil }
        guard let unit = amount.unit, unit != .piece else {
            self.init(number, .count)
            return
        }
        if solid, unit == .oz {
            self.init(number * KitchenUnits.ounce, .mass)
        } else if let grams = unit.grams {
            self.init(number * grams, .mass)
        } else if let millilitres = KitchenUnits.usMillilitres(unit) {
            self.init(number * millilitres, .volume)
        } else if unit == .part {
            return nil
        } else {
            self.init(number, .count, unit: unit)
        }
    }

    /// This quantity multiplied by `factor`.
    public func scaled(by factor: Double) -> KitchenQuantity {
        KitchenQuantity(value * factor, dimension, unit: unit)
    }

    /// Whether two quantities measure the same thing and can be added.
    public func adds(to other: KitchenQuantity) -> Bool {
        dimension == other.dimension && unit == other.unit
    }
}
