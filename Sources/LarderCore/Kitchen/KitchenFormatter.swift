/// Presents a ``KitchenQuantity`` in a measurement system, rounded to what a kitchen measures.
///
/// Volumes: teaspoons in ¼ steps (⅛ under 3/16 of a teaspoon, where ⅛ tsp is nearer than ¼: measuring spoon
/// sets have an ⅛), tablespoons in ½ steps, then US cups in ⅛ steps or thirds (tablespoons under
/// a cup when no cup measure comes within 5 %; quarts from 4 cups,
/// gallons from 4 quarts), imperial fluid ounces (28.41 ml) in ½ steps and pints from half a pint, or
/// metric spoons (5 and 15 ml) then millilitres in 5/10/25 ml steps and litres from 1 l. Masses: metric
/// grams in 1/5/25/50 g steps by size (under 10 g, 250 g, 1 kg, above) and kilograms from 1 kg; US and imperial ounces in ¼ steps and
/// pounds from 1 lb. Counts: whole eggs, cloves and slices, other pieces in halves (quarters under
/// one), whole on a shopping list, with the unrounded value kept when rounding moved it.
public enum KitchenFormatter {
    /// How to round: to the nearest step (a recipe), or up to the next one (a shopping list).
    public enum Rounding: Sendable { case nearest, up }

    /// `quantity` in `system`; a `liquid` in metric stays in millilitres from 5 ml. `noun` names a bare count ("banana" → "6 bananas"),
    /// `pieceName` a counted unit it describes ("can (400 g)" → "2 cans (400 g)"). `drink` keeps a fraction of a cut
    /// as written: a bartender's "1/4 wedge" of lime is a quarter of a wedge, where a cook's part of a slice rounds to one.
    ///
    ///     KitchenFormatter.present(.millilitres(473.18), in: .us)   // "2 cups"
    ///     KitchenFormatter.present(.grams(337.5), in: .metric)      // "325 g" (25 g steps)
    public static func present(
        _ quantity: KitchenQuantity, in system: MeasurementSystem, noun: String? = nil, pieceName: String? = nil,
        rounding: Rounding = .nearest, liquid: Bool = false, drink: Bool = false
    ) -> KitchenAmount {
        let value = max(quantity.value, 0)
        switch quantity.dimension {
        case .count: return count(value, unit: quantity.unit, noun: noun, pieceName: pieceName, rounding: rounding, drink: drink)
        case .mass: return mass(value, system: system, rounding: rounding)
        case .volume: return volume(value, system: system, rounding: rounding, liquid: liquid)
        }
    }

    static func round(_ value: Double, _ step: Double, _ rounding: Rounding) -> Double {
        rounding == .up ? KitchenRounding.up(value, step: step) : KitchenRounding.nearest(value, step: step)
    }

    /// Counted units a cook uses whole: a clove, a leaf, a sprig, a slice, a wedge.
    static let wholeUnits: Set<MeasureUnit> = [.clove, .leaf, .sprig, .slice, .wedge]

    /// Cuts of fruit a bartender divides: on a drink's line they go in halves (a half wheel of orange, one wedge and
    /// a half), and less than about half a cut is one small cut (``smallCut``).
    static let barCuts: Set<MeasureUnit> = [.wedge, .slice]

    /// Below this share of a cut a drink's line reads "1 small wedge": a spec's "1/4 wedge" of lime, or the ninth of
    /// a slice a punch for nine leaves one glass, is a small piece cut for the glass, not a quarter to measure or a
    /// whole wedge rounded up. From it, halves: "1/2 slice", "1 wedge".
    static let smallCut = 0.375

    /// The step a count rounds to: whole for a shopping list, for eggs and for ``wholeUnits``; otherwise a cook
    /// halves and quarters ("1/2 swede", "1/4 cabbage", "1 1/2 onions"). A drink's ``barCuts`` go in halves.
    static func countStep(_ value: Double, unit: MeasureUnit?, noun: String?, rounding: Rounding, drink: Bool = false) -> Double {
        if rounding == .nearest, drink, let unit, barCuts.contains(unit) { return 0.5 }
        if rounding == .up || unit.map(wholeUnits.contains) == true { return 1 }
        if let noun, noun.lowercased().split(separator: " ").contains(where: { $0.hasPrefix("egg") }) { return 1 }
        return value < 1 ? 0.25 : 0.5
    }

    static func count(
        _ value: Double, unit: MeasureUnit?, noun: String?, pieceName: String?, rounding: Rounding, drink: Bool = false
    ) -> KitchenAmount {
        let step = countStep(value, unit: unit, noun: noun, rounding: rounding, drink: drink)
        if drink, rounding == .nearest, let unit, barCuts.contains(unit), value > 0, value < smallCut {
            return KitchenAmount(quantity: 1, unit: unit, text: "1 small \(unit.rawValue)")
        }
        let whole = max(round(value, step, rounding), value > 0 ? step : 0)
        let moved = value > 0 && abs(whole - value) > 0.1 ? value : nil
        let named = pieceName.flatMap { name in UnitAliases.table[KitchenConversion.firstWord(of: name)] == unit ? name : nil }
        let word = unit.map { named ?? $0.rawValue } ?? noun.map { $0.lowercased() }
        let text = [AmountFormatter.format(whole), word.map { Plural.word($0, count: whole) }].compactMap { $0 }.joined(separator: " ")
        return KitchenAmount(quantity: whole, unit: unit, text: text, roundedFrom: moved)
    }

    static func mass(_ grams: Double, system: MeasurementSystem, rounding: Rounding) -> KitchenAmount {
        if system == .metric {
            let rounded = round(grams, KitchenRounding.gramStep(for: grams), rounding)
            if rounded >= 1000 { return amount(rounded / 1000, .kg, "kg", decimal: true) }
            return amount(rounded, .g, "g", decimal: true)
        }
        if grams >= KitchenUnits.pound * 0.99 {
            let pounds = round(grams / KitchenUnits.pound, 0.25, rounding)
            return amount(pounds, .lb, "lb")
        }
        let ounces = round(grams / KitchenUnits.ounce, 0.25, rounding)
        if ounces >= 16 { return amount(ounces / 16, .lb, "lb") }
        return amount(ounces, .oz, "oz")
    }

    static func volume(_ millilitres: Double, system: MeasurementSystem, rounding: Rounding, liquid: Bool = false) -> KitchenAmount {
        if liquid, system == .metric, millilitres >= 5 {
            // Liquids are bought and poured by the millilitre, not the spoon.
            let rounded = round(millilitres, KitchenRounding.millilitreStep(for: millilitres), rounding)
            return rounded >= 1000 ? amount(rounded / 1000, .l, "l", decimal: true) : amount(rounded, .ml, "ml", decimal: true)
        }
        let tsp = system == .us ? KitchenUnits.usTeaspoon : KitchenUnits.metricTeaspoon
        let tbsp = system == .us ? KitchenUnits.usTablespoon : KitchenUnits.metricTablespoon
        if millilitres < tbsp * 0.99 {
            let raw = millilitres / tsp
            let teaspoons = round(raw, raw < 0.1875 ? 0.125 : 0.25, rounding)
            if teaspoons < 3 { return amount(teaspoons, .tsp, "tsp") }
        }
        let spoonLimit = system == .metric ? 45.0 : (system == .us ? KitchenUnits.usCup / 4 : 60.0)
        if millilitres < spoonLimit * 0.99 {
            let tablespoons = round(millilitres / tbsp, 0.5, rounding)
            if tablespoons * tbsp < spoonLimit * 0.99 { return amount(tablespoons, .tbsp, "tbsp") }
        }
        switch system {
        case .us:
            if millilitres < KitchenUnits.usQuart * 0.99 {
                let cups = cupRound(millilitres / KitchenUnits.usCup, rounding)
                // Under a cup, an odd number of tablespoons falls between eighths: 5 tbsp is 0.31 cup, and
                // neither 1/4 nor 3/8 cup is within a twentieth of it, so it stays 5 tbsp.
                if millilitres < KitchenUnits.usCup * 0.99, abs(cups * KitchenUnits.usCup - millilitres) > millilitres * cupTolerance {
                    return amount(round(millilitres / tbsp, 0.5, rounding), .tbsp, "tbsp")
                }
                if cups < 4 { return amount(cups, .cup, "cup") }
            }
            if millilitres < KitchenUnits.usGallon * 0.99 {
                let quarts = round(millilitres / KitchenUnits.usQuart, 0.25, rounding)
                if quarts < 4 { return amount(quarts, .quart, "quart") }
            }
            return amount(round(millilitres / KitchenUnits.usGallon, 0.25, rounding), .gallon, "gallon")
        case .imperial:
            if millilitres < KitchenUnits.imperialPint / 2 * 0.99 {
                let ounces = round(millilitres / KitchenUnits.imperialFluidOunce, 0.5, rounding)
                if ounces < 10 { return amount(ounces, .oz, "fl oz") }
            }
            return amount(round(millilitres / KitchenUnits.imperialPint, 0.25, rounding), .pint, "pint")
        case .metric:
            let rounded = round(millilitres, KitchenRounding.millilitreStep(for: millilitres), rounding)
            if rounded >= 1000 { return amount(rounded / 1000, .l, "l", decimal: true) }
            return amount(rounded, .ml, "ml", decimal: true)
        }
    }

    /// How far (as a share of the amount) a cup measure under one cup may miss before tablespoons are shown instead.
    static let cupTolerance = 0.05

    /// Cups in ⅛ steps, except that a quantity within ``AmountFormatter/thirdTolerance`` of a third or
    /// two thirds is that third (as ``AmountFormatter/format(_:)`` writes it): US measuring cups come in
    /// ⅓ and ⅔, so "1 1/3 cups" stays 1 1/3, not 1 3/8.
    static func cupRound(_ cups: Double, _ rounding: Rounding) -> Double {
        let thirds = (cups * 3).rounded()
        if Int(thirds) % 3 != 0, abs(cups - thirds / 3) < AmountFormatter.thirdTolerance { return thirds / 3 }
        return round(cups, 0.125, rounding)
    }

    static func amount(_ value: Double, _ unit: MeasureUnit, _ word: String, decimal: Bool = false) -> KitchenAmount {
        let number = decimal ? AmountFormatter.decimal(value) : AmountFormatter.format(value)
        return KitchenAmount(quantity: value, unit: unit, text: "\(number) \(Plural.word(word, count: value))")
    }
}
