/// A number or a range of numbers, as in "2" or "2-3".
public struct Quantity: Hashable, Codable, Sendable {
    /// The amount, or the low end of a range.
    public var low: Double
    /// The high end of a range, or `nil` for a single number.
    public var high: Double?

    /// A single number `low`, or the range `low`–`high` when `high` is given.
    public init(_ low: Double, to high: Double? = nil) {
        self.low = low
        self.high = high
    }

    /// The value used for arithmetic: the middle of a range.
    public var value: Double { high.map { (low + $0) / 2 } ?? low }

    /// This quantity multiplied by `factor`.
    public func scaled(by factor: Double) -> Quantity {
        Quantity(low * factor, to: high.map { $0 * factor })
    }
}

/// A parsed amount in a recipe line: a quantity and a unit, either of which may be absent
/// ("2 limes" has no unit; "top up" has no quantity).
public struct Amount: Hashable, Codable, Sendable {
    /// The number or range; `nil` for amounts without one ("top up", "to taste").
    public var quantity: Quantity?
    /// The unit; `nil` for a bare count of the ingredient itself ("2 limes").
    public var unit: MeasureUnit?

    /// An amount from its parts; either may be `nil`.
    public init(quantity: Quantity?, unit: MeasureUnit?) {
        self.quantity = quantity
        self.unit = unit
    }

    /// A single number `value` in `unit` (`nil` for a bare count).
    public init(_ value: Double, _ unit: MeasureUnit?) {
        self.init(quantity: Quantity(value), unit: unit)
    }

    /// The amount in millilitres, for liquids measured in a unit of fixed volume.
    public var millilitres: Double? {
        guard let quantity, let perUnit = unit?.millilitres else { return nil }
        return quantity.value * perUnit
    }

    /// The amount in grams, for units of mass.
    public var grams: Double? {
        guard let quantity, let perUnit = unit?.grams else { return nil }
        return quantity.value * perUnit
    }

    /// This amount multiplied by `factor` (for servings); unquantified amounts stay as they are.
    public func scaled(by factor: Double) -> Amount {
        Amount(quantity: quantity?.scaled(by: factor), unit: unit)
    }
}
