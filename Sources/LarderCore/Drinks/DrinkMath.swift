/// The finished strength and volume of a drink, from its lines and how it is mixed.
///
/// ## Dilution model
/// Mixing with ice adds water. For shaken and stirred drinks we use the empirical fits published by
/// Dave Arnold (*Liquid Intelligence*, 2014), where `a` is the starting ABV as a fraction and the result
/// is the water added as a fraction of the starting volume:
/// - shaken: `−1.567·a² + 1.742·a + 0.203`
/// - stirred: `−1.21·a² + 1.246·a + 0.145`
///
/// The shaken fit is often printed with `+1.567·a²`. That form passes 100 % dilution above a ≈ 0.35 (a
/// shaken straight spirit would more than double in volume), while melt is bounded by the heat the
/// drink gives up; the concave form, like the stirred fit, stays between 20 % and 69 %, and is the one
/// two of the three cocktail calculators we read that are built on Arnold's figures use. Both fits are parabolas measured on drinks
/// well below their vertex (a = 0.556 shaken, 0.515 stirred); above it the starting strength is held
/// at the vertex, so a stronger start never dilutes less.
///
/// For the other methods we take fixed fractions (our own estimates): built over ice 10 %, blended with
/// ice 50 %, muddled and built 10 %, layered and unmixed 0 %, thrown 15 %. The drink's ice decides the
/// methods whose ice is the serving ice: built or muddled with no ice in the glass takes no water (an
/// affogato, a warm carajillo); blended with no ice in the blender takes none (ice `none`), or the
/// built-over-ice 10 % when it is poured over cubes (`cubed`, `large cube`); only `crushed` (blended in)
/// or an unknown ice takes the blender's 50 %. Shaken, stirred and thrown drinks meet ice in the tin
/// or mixing glass whatever the glass holds. Lines measured "top up" are
/// counted as ``topUpMillilitres`` each; lines with no liquid measure (a count, a pinch) are left out.
public struct DrinkMath: Sendable {
    /// The assumed volume of a "top up" line, in millilitres.
    public static let topUpMillilitres = 60.0

    /// One liquid in the drink: its volume and strength.
    public struct Part: Sendable, Hashable {
        /// Volume of the liquid in millilitres.
        public var millilitres: Double
        /// Alcohol by volume in percent (0 for non-alcoholic).
        public var abv: Double
        /// A part of `millilitres` ml at `abv` percent alcohol by volume.
        public init(millilitres: Double, abv: Double) {
            self.millilitres = millilitres
            self.abv = abv
        }
    }

    /// The result: volumes in millilitres, strength in percent.
    public struct Result: Sendable, Hashable, Codable {
        /// Volume of the ingredients before mixing.
        public var startingVolume: Double
        /// Water added by the ice.
        public var dilution: Double
        /// Volume in the glass.
        public var finalVolume: Double
        /// Alcohol by volume of the finished drink, in percent.
        public var abv: Double
        /// Strength before dilution, in percent.
        public var startingABV: Double
    }

    /// Computes the finished drink from its liquid parts, method and ice (the recipe's ice field,
    /// `nil` when unknown); `nil` when no part has a volume.
    public static func finish(_ parts: [Part], method: MixMethod?, ice: Ice?) -> Result? {
        let volume = parts.reduce(0) { $0 + $1.millilitres }
        guard volume > 0 else { return nil }
        let alcohol = parts.reduce(0) { $0 + $1.millilitres * $1.abv / 100 }
        let a = alcohol / volume
        let fraction = max(0, dilutionFraction(startingABV: a, method: method, ice: ice))
        let water = volume * fraction
        let final = volume + water
        return Result(startingVolume: volume, dilution: water, finalVolume: final, abv: alcohol / final * 100, startingABV: a * 100)
    }

    /// Water added by mixing, as a fraction of the starting volume.
    public static func dilutionFraction(startingABV a: Double, method: MixMethod?, ice: Ice?) -> Double {
        switch method {
        // Built in the glass: only the glass's ice melts into it.
        case .built where ice == .noIce, .muddled where ice == .noIce: 0
        // Blended: only ice put in the blender (crushed, blended in) turns to water there.
        case .blended where ice == .noIce: 0
        case .blended where ice?.isCubes == true: 0.10
        case .shaken, .dryShaken: quadratic(-1.567, 1.742, 0.203, at: a)
        // A swizzle churns the drink with crushed ice in the glass: taken as a stir (our estimate).
        case .stirred, .swizzled: quadratic(-1.21, 1.246, 0.145, at: a)
        case .blended: 0.5
        case .thrown: 0.15
        case .built, .muddled: 0.10
        case .layered, .heated, .fermented, .infused, .flamed, nil: 0
        }
    }

    /// `c2·x² + c1·x + c0` for a concave fit (`c2 < 0`), with `x` held between 0 and the vertex
    /// `−c1 / 2·c2`, where the fit stops rising.
    static func quadratic(_ c2: Double, _ c1: Double, _ c0: Double, at a: Double) -> Double {
        let x = min(max(a, 0), -c1 / (2 * c2))
        return c2 * x * x + c1 * x + c0
    }
}
