/// Writes amounts as the canonical text stored in recipe lines ("1 1/2 oz", "2-3 dash", "top up"),
/// which ``AmountParser`` reads back to the same ``Amount``.
public enum AmountFormatter {
    /// The canonical text of `amount`: quantity, then the unit's raw name; ranges with a hyphen.
    /// Metric units take decimals ("22.5 ml"), the others fractions ("1 1/2 oz").
    ///
    ///     AmountFormatter.format(Amount(1.5, .oz))   // "1 1/2 oz"
    ///     AmountFormatter.format(Amount(quantity: nil, unit: .topUp))   // "top up"
    public static func format(_ amount: Amount) -> String {
        var parts: [String] = []
        if let quantity = amount.quantity, !(amount.unit?.isUnquantified ?? false) {
            parts.append(amount.unit.map(isMetric) == true ? decimal(quantity) : format(quantity))
        }
        if let unit = amount.unit { parts.append(unit.rawValue) }
        return parts.joined(separator: " ")
    }

    static func isMetric(_ unit: MeasureUnit) -> Bool {
        [.ml, .cl, .dl, .l, .g, .kg, .mg].contains(unit)
    }

    static func decimal(_ quantity: Quantity) -> String {
        guard let high = quantity.high else { return decimal(quantity.low) }
        return "\(decimal(quantity.low))-\(decimal(high))"
    }

    /// "2", "1 1/2", "2-3", "22.5".
    public static func format(_ quantity: Quantity) -> String {
        guard let high = quantity.high else { return format(quantity.low) }
        return "\(format(quantity.low))-\(format(high))"
    }

    /// The magnitude below which amounts are written as whole numbers, fractions or decimals:
    /// far above any real amount, far below where a hundredth stops fitting an `Int`.
    static let writableLimit = 1e12

    static func isWritable(_ value: Double) -> Bool {
        value.isFinite && value >= 0 && value < writableLimit
    }

    /// How close a fraction must be to a third or two thirds to be written as one ("0.33" → "1/3").
    static let thirdTolerance = 0.01

    /// A number as a whole, a mixed fraction in halves, thirds, quarters or eighths, or a decimal
    /// with at most two places. Halves, quarters and eighths must be exact; a fraction within
    /// ``thirdTolerance`` of a third or two thirds is written as that third, since thirds typed as
    /// decimals ("0.33", "0.67") or carried through scaling are never exact.
    /// Values no recipe amount reaches (not finite, negative, or beyond ``AmountParser/largestQuantity``
    /// times any scaling) are written as Swift prints them, so that formatting never fails.
    public static func format(_ value: Double) -> String {
        guard isWritable(value) else { return "\(value)" }
        let whole = value.rounded(.down)
        let fraction = value - whole
        if fraction < 1e-9 { return String(Int(whole)) }
        for denominator in [2, 3, 4, 8] {
            let numerator = (fraction * Double(denominator)).rounded()
            let tolerance = denominator == 3 ? thirdTolerance : 1e-9
            if numerator > 0, numerator < Double(denominator),
                abs(fraction - numerator / Double(denominator)) < tolerance
            {
                let text = "\(Int(numerator))/\(denominator)"
                return whole > 0 ? "\(Int(whole)) \(text)" : text
            }
        }
        return decimal(value)
    }

    /// `value` with at most two decimal places and no trailing zeros ("22.5", "0.33").
    static func decimal(_ value: Double) -> String {
        guard value.isFinite, value.magnitude < writableLimit else { return "\(value)" }
        let hundredths = Int((value * 100).rounded())
        let whole = hundredths / 100
        let rest = hundredths % 100
        if rest == 0 { return String(whole) }
        if rest % 10 == 0 { return "\(whole).\(rest / 10)" }
        return rest < 10 ? "\(whole).0\(rest)" : "\(whole).\(rest)"
    }
}
