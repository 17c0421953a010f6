/// A system of units to show amounts in.
public enum MeasurementSystem: String, Codable, Sendable, CaseIterable {
    /// Millilitres and grams.
    case metric
    /// British measures: imperial fluid ounces (28.41 ml) and pints (568 ml), ounces and pounds.
    case imperial
    /// US customary measures: cups, tablespoons, teaspoons, ounces and pounds.
    case us
}

/// Converting amounts between metric and imperial units, with the rounding a bartender or cook
/// would use: ounces to the nearest quarter, millilitres to the nearest 5 (or whole below 10),
/// grams to the nearest 5 above 50.
public enum UnitConversion {
    /// Millilitres in one fluid ounce, as bars round it.
    public static let millilitresPerOunce = 30.0
    /// Grams in one ounce of mass.
    public static let gramsPerOunce = 28.349523125
    /// Grams in one pound.
    public static let gramsPerPound = 453.59237

    /// `amount` in `system`. Only units with a fixed metric size convert: ml, cl, dl, l and oz between
    /// each other; g, kg, oz-by-weight is not distinguished so mass goes g/kg ↔ lb. Bar measures (dash,
    /// barspoon, tsp, tbsp, cup, part) and counts stay as they are.
    public static func convert(_ amount: Amount, to system: MeasurementSystem) -> Amount {
        guard let quantity = amount.quantity, let unit = amount.unit else { return amount }
        switch (system, unit) {
        case (.imperial, .ml), (.imperial, .cl), (.imperial, .dl), (.imperial, .l), (.us, .ml), (.us, .cl), (.us, .dl), (.us, .l):
            let perUnit = unit.millilitres ?? 1
            return Amount(quantity: quantity.mapped { ounces(fromMillilitres: $0 * perUnit) }, unit: .oz)
        case (.metric, .oz), (.metric, .shot):
            let perUnit = unit.millilitres ?? millilitresPerOunce
            return Amount(quantity: quantity.mapped { roundMillilitres($0 * perUnit) }, unit: .ml)
        case (.metric, .lb):
            return Amount(quantity: quantity.mapped { roundGrams($0 * gramsPerPound) }, unit: .g)
        case (.imperial, .g), (.imperial, .kg), (.imperial, .mg), (.us, .g), (.us, .kg), (.us, .mg):
            let grams = quantity.value * (unit.grams ?? 1)
            if grams >= gramsPerPound / 2 {
                return Amount(quantity: quantity.mapped { quarter($0 * (unit.grams ?? 1) / gramsPerPound) }, unit: .lb)
            }
            // Small masses in ounces are written as oz (by weight).
            return Amount(quantity: quantity.mapped { quarter($0 * (unit.grams ?? 1) / gramsPerOunce) }, unit: .oz)
        default:
            return amount
        }
    }

    /// Ounces in `millilitres`, to the nearest quarter ounce (never rounding a positive amount to 0).
    public static func ounces(fromMillilitres millilitres: Double) -> Double {
        quarter(millilitres / millilitresPerOunce)
    }

    /// `value` to the nearest quarter, at least a quarter when positive.
    public static func quarter(_ value: Double) -> Double {
        let rounded = (value * 4).rounded() / 4
        return value > 0 ? max(rounded, 0.25) : rounded
    }

    /// Millilitres rounded to whole below 10 ml, else to the nearest 5 ml.
    public static func roundMillilitres(_ value: Double) -> Double {
        value < 10 ? value.rounded() : (value / 5).rounded() * 5
    }

    /// Grams rounded to whole below 50 g, else to the nearest 5 g.
    public static func roundGrams(_ value: Double) -> Double {
        value < 50 ? value.rounded() : (value / 5).rounded() * 5
    }

    /// `amount` for `servings` when the recipe is written for `base` servings.
    public static func scale(_ amount: Amount, from base: Int, to servings: Int) -> Amount {
        guard base > 0, servings > 0, base != servings else { return amount }
        return amount.scaled(by: Double(servings) / Double(base))
    }
}

extension Quantity {
    /// This quantity with `transform` applied to both ends.
    func mapped(_ transform: (Double) -> Double) -> Quantity {
        Quantity(transform(low), to: high.map(transform))
    }
}
