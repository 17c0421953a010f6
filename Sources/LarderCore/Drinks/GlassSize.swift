/// How much a serving glass holds, by Larder's glass names, and how much of it a drink takes: the
/// figures the glass-fit check and a "top up" line's volume share.
///
/// Brim-full capacities from common bar glassware sizes:
/// - `shot` 90 (a three-ounce shooter: a plain shot glass holds 45-60 ml, but mixed and layered shots
///   are served in the taller shooter);
/// - `nick and nora` 180 (5-6 oz), `coupe` 240 (7-8 oz), `cocktail` and `martini` 240 (an 8 oz cocktail
///   glass; they run from the 4.5 oz classic to 10 oz), `margarita` 350 (12 oz);
/// - `champagne` and `champagne flute` 210 (a 7 oz flute; flutes run from 6 to 8 oz), `wine` and `wine glass`
///   450 (a 15 oz red wine glass), `snifter` 350;
/// - `lowball` 300 (a 10 oz rocks or old fashioned glass), `highball` 350 (12 oz), `collins` 400
///   (13-14 oz), `julep` 350 (a 12 oz julep cup), `pint` 568 (the imperial pint glass a beer
///   drink is poured in; a US shaker pint holds 473), `jar` 473 (a pint mason jar), `tiki` 470 (a 16 oz tiki
///   mug), `hurricane` 600 (20 oz);
/// - `glass mug` and `mug` 350 (a 12 oz mug), `copper mug` 480 (the 16 oz Moscow Mule mug),
///   `irish coffee` 240 (8 oz).
/// Punch bowls and pitchers are ladled or poured into cups and have no size here, nor an unknown glass.
public enum GlassSize {
    /// Brim-full capacity in millilitres by glass name (see the type's notes).
    public static let millilitres: [String: Double] = [
        "shot": 90,
        "nick and nora": 180, "coupe": 240, "cocktail": 240, "martini": 240, "margarita": 350,
        "champagne": 210, "champagne flute": 210, "wine": 450, "wine glass": 450, "snifter": 350,
        "lowball": 300, "highball": 350, "collins": 400, "julep": 350, "pint": 568, "jar": 473, "tiki": 470, "hurricane": 600,
        "glass mug": 350, "mug": 350, "copper mug": 480, "irish coffee": 240,
    ]

    /// The share of a glass filled with ice that is left for the drink: the drink fills the gaps between
    /// the cubes and lifts them as it is poured, so a 12 oz highball filled with ice takes about 8 oz
    /// (240 ml) of drink and the ice about a third of the glass.
    public static let roomBesideIce = 0.7

    /// How full a glass is poured: to just below the brim, about nine tenths.
    public static let pouredShare = 0.9

    /// The brim-full capacity of `glass`, or `nil` for a glass of no known size.
    public static func capacity(of glass: String) -> Double? { millilitres[glass.lowercased()] }

    /// Whether a drink served with `ice` by `method` sits on ice in its glass: a blended drink carries its
    /// crushed ice in its volume, and only cubes it is poured over take room; any other drink on any ice.
    public static func iceInGlass(_ ice: Ice?, method: MixMethod?) -> Bool {
        method == .blended ? ice?.isCubes == true : (ice.map { $0 != .noIce } ?? false)
    }

    /// The drink `glass` takes when poured as a bartender pours it (``pouredShare`` of the room its ice
    /// leaves), or `nil` for a glass of no known size.
    public static func pour(in glass: String, ice: Ice?, method: MixMethod?) -> Double? {
        capacity(of: glass).map { $0 * (iceInGlass(ice, method: method) ? roomBesideIce : 1) * pouredShare }
    }
}
