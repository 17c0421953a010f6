import LarderCore

/// How much a serving glass holds, and whether a drink's stated volume fits it (issue 9, session 20,
/// check `glass-overfilled`).
///
/// A drink fits when its volume a glass (its lines after dilution, ``DrinkMath``, shared among its
/// servings) is at most the glass's capacity (``GlassSize``), less the room its ice takes, with ``margin`` to spare for
/// glasses of the same name that come larger. A "top up" line fills what room is left and is not counted;
/// a line served on the side (a pickleback's brine) is in another glass; a sparkling top poured after
/// shaking or stirring is counted as poured, never diluted with the shaken lines; a scoop of ice cream in a
/// drink that is not blended sits in it rather than filling it (as ``DrinkFaultClasses/implausibleAmount(_:)``
/// counts it), and a powder dissolves into the liquid.
enum GlassCapacity {
    /// Over-filling allowed beyond the figures above, as a fraction: glasses of one name vary by about
    /// a tenth (a 12 oz highball, a 13 oz one), and a drink is poured to just below the brim.
    static let margin = 0.10

    /// The most `glass` takes of a drink served with `ice` by `method`, in millilitres, or `nil` when the
    /// glass is not one we check. Blended drinks carry their ice in their volume (crushed ice blended in);
    /// a drink poured onto ice in the glass leaves it ``GlassSize/roomBesideIce``.
    static func limit(glass: String, ice: Ice?, method: MixMethod?) -> Double? {
        guard let capacity = GlassSize.capacity(of: glass) else { return nil }
        return capacity * (GlassSize.iceInGlass(ice, method: method) ? GlassSize.roomBesideIce : 1) * (1 + margin)
    }

    /// Why `drink` overfills its glass ("320 ml in a cocktail glass that holds 270 ml"), or `nil`.
    ///
    /// - Complexity: O(n) in the number of lines.
    /// A blended drink's whole fruit counts by its piece weight in `measures`.
    static func overfill(
        _ drink: Recipe, ingredients: [IngredientID: Ingredient], planner: TechniquePlanner, measures: [IngredientID: IngredientMeasure] = [:]
    ) -> String? {
        guard let glass = drink.glass, let limit = limit(glass: glass, ice: drink.ice, method: drink.method) else { return nil }
        let steps = planner.plan(drink).filter { step in
            let raw = step.line.ingredient.rawValue
            let scooped = drink.method != .blended && DrinkFaultClasses.scooped.contains(where: raw.contains)
            return DrinkMath.isInGlass(step.line) && !DrinkMath.isTopUp(step.line) && ![.side, .garnish].contains(step.role)
                && !scooped && !raw.contains("powder")
        }
        let mixed = steps.filter { $0.role != .top }.map(\.line)
        let topped = steps.filter { $0.role == .top }.map(\.line)
        let (parts, proportional) = DrinkMath.parts(of: mixed, ingredients: ingredients, measures: measures, blended: drink.method == .blended)
        let (tops, proportionalTops) = DrinkMath.parts(of: topped, ingredients: ingredients)
        guard !proportional, !proportionalTops else { return nil }
        // A drink built on the glass's ice is diluted by that ice melting, which takes no more room than the
        // ice did: it is measured as poured. Shaken, stirred and blended drinks are measured with their water.
        let result = DrinkMath.finish(parts, method: drink.method, ice: drink.ice)
        let poured = [.built, .muddled, .swizzled, .layered].contains(drink.method) ? result?.startingVolume : result?.finalVolume
        let each = ((poured ?? 0) + tops.reduce(0) { $0 + $1.millilitres }) / Double(max(drink.servings ?? 1, 1))
        guard each > limit else { return nil }
        return "\(Int(each.rounded())) ml a glass in a \(glass) glass that takes \(Int(limit.rounded())) ml"
    }
}
