/// One recipe line's amount, scaled and presented for a cook.
public enum KitchenLine {
    /// Units kept as written whatever the system: bar measures and loose measures, counted whole
    /// (barspoons in halves).
    static let keptUnits: Set<MeasureUnit> = [.dash, .drop, .barspoon, .splash, .pinch, .part]

    /// `amount` scaled by `factor` (under the line's ``LineScaling/Rule``) and shown in `system`
    /// (the units it is written in when `nil`). Drinks keep the dimension they are written in, volumes
    /// in ounces (US, imperial) or millilitres (metric) and spoons as spoons, as a bartender measures them.
    ///
    /// - Returns: the presented amount, or `nil` for an amount without a number ("to taste").
    public static func present(
        _ amount: Amount, of ingredient: KitchenIngredient, factor: Double = 1, rule: LineScaling.Rule = .proportional,
        in system: MeasurementSystem?, drink: Bool
    ) -> KitchenAmount? {
        let scaled = LineScaling.scale(amount, by: factor, rule: rule)
        guard let quantity = scaled.quantity, let value = Optional(quantity.value), !(scaled.unit?.isUnquantified ?? false) else {
            return nil
        }
        if let unit = scaled.unit, keptUnits.contains(unit) {
            let step = unit == .barspoon || unit == .part ? 0.5 : (unit == .pinch ? 0.5 : 1)
            let rounded = KitchenRounding.nearest(value, step: step)
            return KitchenAmount(
                quantity: rounded, unit: unit, text: "\(AmountFormatter.format(rounded)) \(Plural.word(unit.rawValue, count: rounded))")
        }
        if drink, let unit = scaled.unit, unit == .tsp || unit == .tbsp {
            // A bartender spoons sugar and syrups in any unit system: "1 tsp", never "1/4 oz".
            let rounded = KitchenRounding.nearest(value, step: unit == .tsp ? 0.25 : 0.5)
            return KitchenAmount(quantity: rounded, unit: unit, text: "\(AmountFormatter.format(rounded)) \(unit.rawValue)")
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
            return barVolume(kitchen.value, in: target)
        }
        return KitchenFormatter.present(
            kitchen, in: target, noun: ingredient.noun, pieceName: ingredient.measure?.pieceName, liquid: ingredient.handling == .poured)
    }

    /// The system a unit belongs to: metric units to metric, the rest to US customary.
    public static func writtenSystem(of unit: MeasureUnit?) -> MeasurementSystem {
        guard let unit else { return .metric }
        return [.ml, .cl, .l, .g, .kg, .mg].contains(unit) ? .metric : .us
    }

    /// A drink's volume: millilitres (whole under 10 ml, 2.5 ml steps under 30 ml, then 5 ml) or
    /// fluid ounces in quarters (US 29.57 ml, imperial 28.41 ml).
    static func barVolume(_ millilitres: Double, in system: MeasurementSystem) -> KitchenAmount {
        switch system {
        case .metric:
            let step = millilitres < 10 ? 1 : (millilitres < 30 ? 2.5 : 5)
            let rounded = KitchenRounding.nearest(millilitres, step: step)
            return KitchenAmount(quantity: rounded, unit: .ml, text: "\(AmountFormatter.decimal(rounded)) ml")
        case .us, .imperial:
            let ounce = system == .us ? KitchenUnits.usFluidOunce : KitchenUnits.imperialFluidOunce
            let ounces = KitchenRounding.nearest(millilitres / ounce, step: 0.25)
            return KitchenAmount(quantity: ounces, unit: .oz, text: "\(AmountFormatter.format(ounces)) \(system == .us ? "oz" : "fl oz")")
        }
    }
}
