extension DrinkMath {
    /// The assumed volume of a "part" when every measured line of a drink is in parts, in
    /// millilitres. The finished strength does not depend on it (dilution follows the starting
    /// strength alone); only the volume would, so a drink measured in parts gets no volume.
    public static let partMillilitres = 30.0

    /// Millilitres in one bottle or can of an ingredient of `category`, where the container has a
    /// standard size: a bottle of wine, fortified wine, spirit or liqueur holds 750 ml (the standard
    /// wine bottle and spirit "fifth"); a bottle or can of beer, or a can of soda, 330 ml. `nil` for
    /// other units and for containers with no standard size (a bottle of juice or soda).
    public static func containerMillilitres(_ unit: MeasureUnit, category: IngredientCategory) -> Double? {
        switch (unit, category) {
        case (.bottle, .wine), (.bottle, .fortifiedWine), (.bottle, .spirit), (.bottle, .liqueur): 750
        case (.bottle, .beer), (.can, .beer), (.can, .soda): 330
        default: nil
        }
    }

    /// The liquid parts of a drink's lines, for ``finish(_:method:)``, and whether they were measured
    /// only in parts (then the volume is not known, only the strength).
    ///
    /// A line counts with its volume when its unit has one, "top up" as ``topUpMillilitres``, a
    /// bottle or can as ``containerMillilitres(_:category:)``, and a liquid weighed in grams (a
    /// spirit, wine, beer, juice, water, soda, tea or coffee) at a millilitre a gram. Garnishes and
    /// lines with no liquid measure (a count, a pinch, sugar by weight) are left out. Parts count
    /// only when every other measured line is a seasoning (dashes, drops, splashes, spoons: "1 part
    /// gancia, 1/2 part sparkling wine, 3 drops bitters"), each as ``partMillilitres``; a drink that
    /// pours any line in millilitres, ounces or the like leaves its parts out.
    ///
    /// A `blended` drink's whole fruit or vegetables counted in pieces ("8 strawberries", "1 banana") are
    /// puréed into it: each counts as ``blendedPieceMillilitres(_:category:measure:)`` from the piece's weight in
    /// `measures` (USDA household measures, as nutrition reads them).
    public static func parts(
        of lines: [RecipeLine], ingredients: [IngredientID: Ingredient], measures: [IngredientID: IngredientMeasure] = [:],
        blended: Bool = false
    ) -> (parts: [Part], proportional: Bool) {
        var measured: [Part] = []
        var proportional: [Part] = []
        var seasonings: [Part] = []
        for line in lines where !line.garnish && line.role != .garnish {
            guard let amount = line.amount.flatMap(AmountParser.parse) else { continue }
            let ingredient = ingredients[line.ingredient]
            let abv = ingredient?.abv ?? 0
            let count = amount.quantity?.value ?? 1
            if amount.unit == .topUp {
                measured.append(Part(millilitres: topUpMillilitres, abv: abv))
            } else if amount.unit == .part {
                proportional.append(Part(millilitres: count * partMillilitres, abv: abv))
            } else if let ml = amount.millilitres {
                measured.append(Part(millilitres: ml, abv: abv))
                if let unit = amount.unit, seasoningUnits.contains(unit) { seasonings.append(Part(millilitres: ml, abv: abv)) }
            } else if let unit = amount.unit, let category = ingredient?.category,
                let each = containerMillilitres(unit, category: category)
            {
                measured.append(Part(millilitres: count * each, abv: abv))
            } else if let grams = amount.grams, let category = ingredient?.category, weighedAsWater.contains(category) {
                measured.append(Part(millilitres: grams, abv: abv))
            } else if blended, amount.unit == nil || amount.unit == .piece, let category = ingredient?.category,
                let each = blendedPieceMillilitres(amount.unit, category: category, measure: measures[line.ingredient])
            {
                measured.append(Part(millilitres: count * each, abv: abv))
            }
        }
        if !proportional.isEmpty, measured.count == seasonings.count { return (proportional + seasonings, true) }
        return (measured, false)
    }

    /// Millilitres one whole piece of fruit or vegetable (a count with no unit, or `piece`) adds to a blended drink:
    /// its weight in grams, `measure`'s ``IngredientMeasure/gramsPerPiece``, at a millilitre a gram (a purée of fruit,
    /// mostly water, weighs within a few per cent of water: USDA's cup of puréed strawberries is 232 g, 98 % of 236.6 ml).
    /// `nil` for other units and categories, or with no known piece weight.
    public static func blendedPieceMillilitres(_ unit: MeasureUnit?, category: IngredientCategory, measure: IngredientMeasure?) -> Double? {
        guard unit == nil || unit == .piece, [.fruit, .vegetable, .produce].contains(category),
            let grams = measure?.gramsPerPiece, grams > 0
        else { return nil }
        return grams
    }

    /// Units that season a drink rather than pour it, which a spec in parts still measures absolutely.
    static let seasoningUnits: Set<MeasureUnit> = [.dash, .drop, .splash, .barspoon, .tsp]

    /// Liquids whose weight in grams is taken as their volume in millilitres (within a few per cent:
    /// a 40 % spirit weighs about 0.95 g a millilitre).
    static let weighedAsWater: Set<IngredientCategory> = [.spirit, .liqueur, .wine, .fortifiedWine, .beer, .juice, .water, .soda, .tea, .coffee]
}
