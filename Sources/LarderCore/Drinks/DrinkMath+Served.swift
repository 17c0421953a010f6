extension DrinkMath {
    /// A drink as served in its glass: its strength and, unless it is measured only in parts, its volume.
    public struct Served: Sendable, Hashable {
        /// Alcohol by volume in percent.
        public var abv: Double
        /// Volume of the whole batch in millilitres (all its servings), or `nil` when the drink is measured
        /// only in parts.
        public var volume: Double?
    }

    /// Whether `line` is poured into the drink's glass: optional lines (a horchata's gin) and lines served
    /// on the side (a pickleback's brine) are not.
    public static func isInGlass(_ line: RecipeLine) -> Bool { !line.optional && line.role != .side }

    /// Whether `line` is a "top up" that fills what room the glass leaves, rather than a measure.
    public static func isTopUp(_ line: RecipeLine) -> Bool {
        !line.garnish && line.role != .garnish && line.amount.flatMap(AmountParser.parse)?.unit == .topUp
    }

    /// The finished drink from its lines' liquid measures and ingredient strengths; `nil` when a poured
    /// line's ingredient is alcoholic and its strength unknown (the drink's strength is then unknown, not
    /// that of its other lines), or when no line has a volume. A blended drink's whole fruit counts by its
    /// piece weight in `measures` (see ``parts(of:ingredients:measures:blended:)``).
    ///
    /// Only lines ``isInGlass(_:)`` count. A ``isTopUp(_:)`` line fills what room `glass` leaves each of its
    /// `servings` (``GlassSize/pour(in:ice:method:)``) once the rest is mixed, and at least
    /// ``topUpMillilitres``; it is poured, not diluted. In a glass of no known size it counts as
    /// ``topUpMillilitres`` with the rest.
    ///
    /// - Complexity: O(n) in the number of lines.
    public static func served(
        _ lines: [RecipeLine], method: MixMethod?, ice: Ice?, glass: String? = nil, servings: Int? = nil,
        ingredients: [IngredientID: Ingredient], measures: [IngredientID: IngredientMeasure] = [:]
    ) -> Served? {
        let served = lines.filter(isInGlass)
        let unknownStrength = served.contains { line in
            guard !line.garnish, line.role != .garnish, line.amount.flatMap(AmountParser.parse) != nil,
                let ingredient = ingredients[line.ingredient]
            else { return false }
            return ingredient.category.isAlcoholic && ingredient.abv == nil
        }
        if unknownStrength { return nil }
        let blended = method == .blended
        let tops = served.filter(isTopUp)
        if !tops.isEmpty, let glass, let pour = GlassSize.pour(in: glass, ice: ice, method: method) {
            let (parts, proportional) = parts(of: served.filter { !isTopUp($0) }, ingredients: ingredients, measures: measures, blended: blended)
            if !proportional, let mixed = finish(parts, method: method, ice: ice) {
                let glasses = Double(max(servings ?? 1, 1))
                let each = max(topUpMillilitres, pour - mixed.finalVolume / glasses) * glasses / Double(tops.count)
                let alcohol = mixed.abv * mixed.finalVolume + tops.reduce(0) { $0 + each * (ingredients[$1.ingredient]?.abv ?? 0) }
                let volume = mixed.finalVolume + each * Double(tops.count)
                return Served(abv: alcohol / volume, volume: volume)
            }
        }
        let (parts, proportional) = parts(of: served, ingredients: ingredients, measures: measures, blended: blended)
        guard let result = finish(parts, method: method, ice: ice) else { return nil }
        return Served(abv: result.abv, volume: proportional ? nil : result.finalVolume)
    }
}
