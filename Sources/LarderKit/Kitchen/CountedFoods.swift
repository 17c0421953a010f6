import LarderCore

/// Weights of foods a cook counts whole, used when the catalog has no measure of its own for them
/// (catalogs built before the `ingredient_measure` table, or ingredients it does not cover).
///
/// Facts from USDA SR `WEIGHT.txt` (NDB number in each comment): grams per medium or large piece,
/// and grams per millilitre from the weight of a US cup (236.588 ml) of the food mashed, chopped or
/// beaten, as recipes measure it.
enum CountedFoods {
    static let measures: [IngredientID: IngredientMeasure] = [
        // 09040 bananas: medium 118 g; 1 cup mashed 225 g.
        "banana": IngredientMeasure(gramsPerMillilitre: 225 / KitchenUnits.usCup, gramsPerPiece: 118),
        // 01123 egg, whole: large 50 g; 1 cup 243 g.
        "egg": IngredientMeasure(gramsPerMillilitre: 243 / KitchenUnits.usCup, gramsPerPiece: 50),
        // 01124 egg white: large 33 g; 1 cup 243 g.
        "egg-white": IngredientMeasure(gramsPerMillilitre: 243 / KitchenUnits.usCup, gramsPerPiece: 33),
        // 01125 egg yolk: large 17 g; 1 cup 243 g.
        "egg-yolk": IngredientMeasure(gramsPerMillilitre: 243 / KitchenUnits.usCup, gramsPerPiece: 17),
        // 09150 lemon without peel: fruit 58 g; 1 cup sections 212 g.
        "lemon": IngredientMeasure(gramsPerMillilitre: 212 / KitchenUnits.usCup, gramsPerPiece: 58),
        // 09159 lime: fruit 67 g.
        "lime": IngredientMeasure(gramsPerPiece: 67),
        // 09200 orange: fruit 131 g; 1 cup sections 180 g.
        "orange": IngredientMeasure(gramsPerMillilitre: 180 / KitchenUnits.usCup, gramsPerPiece: 131),
        // 11282 onion: medium 110 g; 1 cup chopped 160 g.
        "onion": IngredientMeasure(gramsPerMillilitre: 160 / KitchenUnits.usCup, gramsPerPiece: 110),
        // 09003 apple with skin: medium 182 g; 1 cup chopped 125 g.
        "apple": IngredientMeasure(gramsPerMillilitre: 125 / KitchenUnits.usCup, gramsPerPiece: 182),
        // 11529 tomato: medium 123 g; 1 cup chopped 180 g.
        "tomato": IngredientMeasure(gramsPerMillilitre: 180 / KitchenUnits.usCup, gramsPerPiece: 123),
        // 11124 carrot: medium 61 g; 1 cup chopped 128 g.
        "carrot": IngredientMeasure(gramsPerMillilitre: 128 / KitchenUnits.usCup, gramsPerPiece: 61),
        // 09037 avocado: one 201 g; 1 cup pureed 230 g.
        "avocado": IngredientMeasure(gramsPerMillilitre: 230 / KitchenUnits.usCup, gramsPerPiece: 201),
        // 11215 garlic: clove 3 g; 1 tsp 2.8 g.
        "garlic": IngredientMeasure(gramsPerMillilitre: 2.8 / KitchenUnits.usTeaspoon, gramsPerPiece: 3, pieceName: "clove"),
    ]

    /// The catalog's measures with these filling the gaps, for `ids`.
    static func merged(_ catalog: [IngredientID: IngredientMeasure], for ids: some Sequence<IngredientID>) -> [IngredientID: IngredientMeasure] {
        var out = catalog
        for id in ids where out[id] == nil {
            if let fallback = measures[id] { out[id] = fallback }
        }
        return out
    }
}
