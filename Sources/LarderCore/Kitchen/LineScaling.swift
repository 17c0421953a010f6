/// How one recipe line's amount changes when the recipe is scaled.
///
/// Measured ingredients scale in proportion. Seasoning "to taste", "top up" and lines without an
/// amount do not scale at all. Pinches scale gently, by the square root of the factor (a double
/// batch takes about 1½ pinches, not 2), and garnishes of a dish likewise: a bigger dish is garnished
/// over a bigger surface, not in proportion to its volume. A drink's garnish is one a glass and scales
/// with the number of drinks.
public enum LineScaling {
    /// The rule for a line.
    public enum Rule: String, Codable, Sendable {
        /// `proportional`: times the factor; `gentle`: times the square root of the factor; `fixed`: not scaled.
        case proportional, gentle, fixed
    }

    /// The rule for an amount on a line of a dish (`drink == false`) or a drink.
    public static func rule(for amount: Amount?, garnish: Bool, drink: Bool) -> Rule {
        guard let amount, amount.quantity != nil, !(amount.unit?.isUnquantified ?? false) else { return .fixed }
        if amount.unit == .pinch { return .gentle }
        if garnish && !drink { return .gentle }
        return .proportional
    }

    /// `amount` scaled by `factor` under `rule`.
    ///
    ///     LineScaling.scale(Amount(1, .pinch), by: 4, rule: .gentle)   // 2 pinch
    public static func scale(_ amount: Amount, by factor: Double, rule: Rule) -> Amount {
        guard factor > 0, factor.isFinite else { return amount }
        switch rule {
        case .proportional: return amount.scaled(by: factor)
        case .gentle: return amount.scaled(by: factor.squareRoot())
        case .fixed: return amount
        }
    }
}
