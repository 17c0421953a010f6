/// One recipe line's amount, scaled and presented for a cook.
public enum KitchenLine {
    /// A unit kept as written whatever the system, and the step it is rounded to.
    struct KeptUnit: Sendable {
        /// The rounding step, in the unit itself (barspoons in halves, dashes whole).
        var step: Double
        /// Whether the unit is kept only on a drink's lines: a bartender spoons sugar and syrups in any
        /// unit system ("1 tsp", never "1/4 oz"), where a cook's spoon of flour is weighed or converted.
        var drinksOnly: Bool = false
        /// A finer step for amounts nearer it than ``step``: a measuring spoon set has an ⅛ teaspoon,
        /// so 1/8 tsp stays 1/8 (under 3/16 of the unit), where 1/3 tsp still rounds to 1/4.
        var fineStep: Double? = nil

        /// The step `value` (in the unit) is rounded to.
        func step(for value: Double) -> Double {
            guard let fineStep, value < (step + fineStep) / 2 else { return step }
            return fineStep
        }
    }

    /// Units kept as written: bar measures and loose measures for every recipe, and the units kept for
    /// drinks (spoons), with their rounding steps in one table.
    static let keptUnits: [MeasureUnit: KeptUnit] = [
        .dash: KeptUnit(step: 1), .drop: KeptUnit(step: 1), .splash: KeptUnit(step: 1),
        // A quarter barspoon is a spec bartenders write (the IBA Tuxedo's absinthe): kept, not read as a half.
        .barspoon: KeptUnit(step: 0.5, fineStep: 0.25), .pinch: KeptUnit(step: 0.5),
        // Parts are a ratio, not a measure: kept in twelfths so halves, thirds and quarters stay as
        // written (a Puka Punch's 3/4 part of dark rum beside 2 parts of white is never "1 part").
        .part: KeptUnit(step: 1.0 / 12),
        // Units kept for drinks.
        .tsp: KeptUnit(step: 0.25, drinksOnly: true, fineStep: 0.125), .tbsp: KeptUnit(step: 0.5, drinksOnly: true),
    ]

    /// The kept unit `unit` is on a line of a drink (`drink`) or a dish, if it is kept there.
    static func kept(_ unit: MeasureUnit?, drink: Bool) -> KeptUnit? {
        guard let unit, let kept = keptUnits[unit], drink || !kept.drinksOnly else { return nil }
        return kept
    }

    /// `amount` scaled by `factor` (under the line's ``LineScaling/Rule``) and shown in `system`
    /// (the units it is written in when `nil`). Drinks keep the dimension they are written in, poured
    /// volumes in ounces (US, imperial) or millilitres (metric), spoons as spoons, and dry goods by the
    /// volume in spoons and cups, as a bartender measures them.
    ///
    /// - Returns: the presented amount, or `nil` for an amount without a number ("to taste").
    public static func present(
        _ amount: Amount, of ingredient: KitchenIngredient, factor: Double = 1, rule: LineScaling.Rule = .proportional,
        in system: MeasurementSystem?, drink: Bool
    ) -> KitchenAmount? {
        let scaled = LineScaling.scale(amount, by: factor, rule: rule)
        if let range = scaled.quantity, let high = range.high, high > range.low {
            return presentRange(scaled, low: range.low, high: high, of: ingredient, in: system, drink: drink)
        }
        guard let quantity = scaled.quantity, let value = Optional(quantity.value), !(scaled.unit?.isUnquantified ?? false) else {
            return nil
        }
        if let unit = scaled.unit, let kept = kept(unit, drink: drink) {
            let rounded = KitchenRounding.nearest(value, step: kept.step(for: value))
            return KitchenAmount(
                quantity: rounded, unit: unit, text: "\(AmountFormatter.format(rounded)) \(Plural.word(unit.rawValue, count: rounded))")
        }
        let solid = ingredient.handling != .poured && !drink
        guard var kitchen = KitchenQuantity(scaled, solid: solid) else { return nil }
        var target = system ?? writtenSystem(of: scaled.unit)
        let unweighable = ingredient.handling == .weighed && ingredient.measure?.gramsPerMillilitre == nil
        if unweighable, kitchen.dimension == .volume, !drink { target = .us }
        // A drink keeps the dimension it is written in: cream and sugar are poured and spooned at the bar.
        let dimension = drink ? kitchen.dimension : ingredient.displayDimension(for: kitchen, in: target)
        kitchen = KitchenConversion.convert(kitchen, to: dimension, measure: ingredient.measure) ?? kitchen
        if drink, kitchen.dimension == .volume {
            // Liquids are poured by the ounce or millilitre; dry goods measured by volume (sugar,
            // rice, nuts, mint leaves) and solids a recipe measures by the cup (diced watermelon,
            // berries) stay in spoons and cups, never fluid ounces. Imperial has no cup of its own,
            // so they take US cups as a dish's unweighable goods do.
            let byTheCup = ingredient.handling != .poured && scaled.unit == .cup
            if !ingredient.cupMeasured && !byTheCup { return barVolume(kitchen.value, in: target) }
            return KitchenFormatter.present(kitchen, in: target == .imperial ? .us : target, noun: ingredient.noun)
        }
        return KitchenFormatter.present(
            kitchen, in: target, noun: ingredient.noun, pieceName: ingredient.measure?.pieceName, liquid: ingredient.handling == .poured,
            drink: drink)
    }

    /// A range ("6-7 onions", "2-3 bay leaves") shown as a range in the unit its high end takes
    /// ("6–7 onions"), never as its midpoint ("6 1/2 onions"); the midpoint's amount when the two ends
    /// round to the same figure or land in different units.
    static func presentRange(
        _ scaled: Amount, low: Double, high: Double, of ingredient: KitchenIngredient, in system: MeasurementSystem?, drink: Bool
    ) -> KitchenAmount? {
        let middle = present(
            Amount(quantity: Quantity((low + high) / 2), unit: scaled.unit), of: ingredient, in: system, drink: drink)
        guard let middle else { return nil }
        guard let lowShown = present(Amount(quantity: Quantity(low), unit: scaled.unit), of: ingredient, in: system, drink: drink),
            let highShown = present(Amount(quantity: Quantity(high), unit: scaled.unit), of: ingredient, in: system, drink: drink),
            lowShown.unit == highShown.unit, lowShown.quantity < highShown.quantity
        else { return writtenRange(scaled.unit, low: low, high: high, in: system) ?? middle }
        let formats: [(Double) -> String] = [{ AmountFormatter.format($0) }, { AmountFormatter.decimal($0) }]
        for format in formats where highShown.text == format(highShown.quantity) || highShown.text.hasPrefix(format(highShown.quantity) + " ") {
            var range = middle
            range.text = format(lowShown.quantity) + "–" + highShown.text
            range.roundedFrom = nil
            return range
        }
        return middle
    }

    /// A range in the unit it is written in, when its two ends presented on their own land in different
    /// units or on the same figure ("3-4 cups" would be 3 cups and 1 quart, "4-5 tbsp" 1/4 cup twice): the
    /// ends in quarters (metric units to two places), "3–4 cups". `nil` when shown in another system than
    /// the unit's, or without a unit to show.
    static func writtenRange(_ unit: MeasureUnit?, low: Double, high: Double, in system: MeasurementSystem?) -> KitchenAmount? {
        guard let unit, !unit.isUnquantified, system == nil || system == writtenSystem(of: unit) else { return nil }
        let metric = writtenSystem(of: unit) == .metric
        let step = metric ? 0.01 : 0.25
        let lowEnd = KitchenRounding.nearest(low, step: step), highEnd = KitchenRounding.nearest(high, step: step)
        guard lowEnd > 0, lowEnd < highEnd else { return nil }
        let format: (Double) -> String = metric ? { AmountFormatter.decimal($0) } : { AmountFormatter.format($0) }
        let text = "\(format(lowEnd))–\(format(highEnd)) \(Plural.word(unit.rawValue, count: highEnd))"
        return KitchenAmount(quantity: (lowEnd + highEnd) / 2, unit: unit, text: text)
    }

    /// The system a unit belongs to: metric units to metric, the rest to US customary.
    public static func writtenSystem(of unit: MeasureUnit?) -> MeasurementSystem {
        guard let unit else { return .metric }
        return [.ml, .cl, .dl, .l, .g, .kg, .mg].contains(unit) ? .metric : .us
    }

    /// A drink's volume: millilitres (half millilitres under 10 ml, so a quarter ounce's 7.5 ml stays 7.5; 2.5 ml
    /// steps under 30 ml; under 100 ml the nearest 5 ml when it is within 1.5 ml, else 2.5 ml, so a spec's 37.5 or
    /// 52.5 ml (a quarter-ounce pour) is kept while 3 oz (88.7 ml) reads 90; 5 ml steps to a litre, then litres to
    /// 50 ml) or fluid ounces in quarters (US 29.57 ml, imperial 28.41 ml).
    static func barVolume(_ millilitres: Double, in system: MeasurementSystem) -> KitchenAmount {
        switch system {
        case .metric:
            // A batch's litre or more reads in litres ("2 l" of orujo, not "2000 ml"), to 50 ml.
            if millilitres >= 1000 {
                let litres = KitchenRounding.nearest(millilitres, step: 50) / 1000
                return KitchenAmount(quantity: litres, unit: .l, text: "\(AmountFormatter.decimal(litres)) l")
            }
            let step = millilitres < 10 ? 0.5 : (millilitres < 30 ? 2.5 : 5)
            var rounded = KitchenRounding.nearest(millilitres, step: step)
            if (30..<100).contains(millilitres), abs(rounded - millilitres) > 1.5 { rounded = KitchenRounding.nearest(millilitres, step: 2.5) }
            return KitchenAmount(quantity: rounded, unit: .ml, text: "\(AmountFormatter.decimal(rounded)) ml")
        case .us, .imperial:
            let ounce = system == .us ? KitchenUnits.usFluidOunce : KitchenUnits.imperialFluidOunce
            let ounces = KitchenRounding.nearest(millilitres / ounce, step: 0.25)
            return KitchenAmount(quantity: ounces, unit: .oz, text: "\(AmountFormatter.format(ounces)) \(system == .us ? "oz" : "fl oz")")
        }
    }
}
