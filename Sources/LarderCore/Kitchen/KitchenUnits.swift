/// The sizes of household measures in the three systems.
///
/// US customary: cup 236.588 ml, tablespoon 14.787 ml, teaspoon 4.929 ml, fluid ounce 29.574 ml,
/// pint 473.176 ml. Imperial (UK): fluid ounce 28.413 ml, pint 568.261 ml (20 fl oz); UK and metric
/// spoons are 5 ml and 15 ml. Avoirdupois: ounce 28.3495 g, pound 453.592 g.
public enum KitchenUnits {
    /// US cup, in millilitres.
    public static let usCup = 236.5882365
    /// US tablespoon, in millilitres.
    public static let usTablespoon = 14.78676478
    /// US teaspoon, in millilitres.
    public static let usTeaspoon = 4.92892159
    /// US fluid ounce, in millilitres.
    public static let usFluidOunce = 29.5735296
    /// US pint (16 US fl oz), in millilitres.
    public static let usPint = 473.176473
    /// US quart (2 US pints), in millilitres.
    public static let usQuart = 946.352946
    /// US gallon (4 US quarts), in millilitres.
    public static let usGallon = 3785.411784
    /// Imperial (UK) fluid ounce, in millilitres.
    public static let imperialFluidOunce = 28.4130625
    /// Imperial (UK) pint (20 imperial fl oz), in millilitres.
    public static let imperialPint = 568.26125
    /// Metric (and UK) teaspoon, in millilitres.
    public static let metricTeaspoon = 5.0
    /// Metric (and UK) tablespoon, in millilitres.
    public static let metricTablespoon = 15.0
    /// Avoirdupois ounce, in grams.
    public static let ounce = 28.349523125
    /// Avoirdupois pound (16 oz), in grams.
    public static let pound = 453.59237

    /// Millilitres in one `unit` as an American recipe means it; bar measures keep their bar sizes
    /// (dash 0.9 ml, barspoon 5 ml, splash 5 ml, drop 0.05 ml, a shot 1½ fl oz), and a recipe's
    /// "oz" of a liquid is a fluid ounce. `nil` for units that are not volumes.
    public static func usMillilitres(_ unit: MeasureUnit) -> Double? {
        switch unit {
        case .tsp: usTeaspoon
        case .tbsp: usTablespoon
        case .cup: usCup
        case .oz: usFluidOunce
        case .shot: 1.5 * usFluidOunce
        case .pint: usPint
        case .quart: usQuart
        case .gallon: usGallon
        case .ml, .cl, .dl, .l, .dash, .drop, .barspoon, .splash: unit.millilitres
        default: nil
        }
    }
}
