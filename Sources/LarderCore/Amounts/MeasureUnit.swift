/// A unit of measure in a recipe line.
public enum MeasureUnit: String, Codable, Sendable, CaseIterable {
    // Volume
    /// Volumes: millilitre, centilitre, decilitre, litre, fluid ounce, dash, drop, barspoon, teaspoon, tablespoon,
    /// cup, part (a share of the drink, no fixed size), shot, splash, pint, quart, gallon.
    case ml, cl, dl, l, oz, dash, drop, barspoon, tsp, tbsp, cup, part, shot, splash, pint, quart, gallon
    // Mass
    /// Masses: gram, kilogram, pound, milligram.
    case g, kg, lb, mg
    // Count and loose measures
    /// Pieces and loose measures: a piece of the ingredient, a pinch, a slice, a wedge, a leaf, a sprig, a clove,
    /// a can, a bottle, a bunch, a handful, a stick, a package.
    case piece, pinch, slice, wedge, leaf, sprig, clove, can, bottle, bunch, handful, stick, package
    /// A stalk of lemongrass or celery; an inch of ginger root or cinnamon bark.
    case stalk, inch
    /// A scoop of ice cream or sorbet; a pod of cardamom or vanilla.
    case scoop, pod
    /// "top up": fill the glass with it; no fixed amount.
    case topUp = "top up"
    /// "to taste": no fixed amount.
    case toTaste = "to taste"

    /// Millilitres in one of this unit, for units of volume with a fixed size.
    ///
    /// `part` has no fixed size; `splash` is taken as 5 ml and `dash` as 0.9 ml, `drop` 0.05 ml
    /// (the bar conventions used by the ABV and dilution model).
    public var millilitres: Double? {
        switch self {
        case .ml: 1
        case .cl: 10
        case .dl: 100
        case .l: 1000
        case .oz: 30
        case .dash: 0.9
        case .drop: 0.05
        case .barspoon: 5
        case .tsp: 5
        case .tbsp: 15
        case .cup: 240
        case .shot: 45
        case .splash: 5
        case .pint: 473
        case .quart: 946
        case .gallon: 3785
        default: nil
        }
    }

    /// Grams in one of this unit, for units of mass.
    public var grams: Double? {
        switch self {
        case .g: 1
        case .kg: 1000
        case .lb: 453.592
        case .mg: 0.001
        default: nil
        }
    }

    /// Whether an amount in this unit has no numeric quantity ("top up", "to taste").
    public var isUnquantified: Bool { self == .topUp || self == .toTaste }
}
