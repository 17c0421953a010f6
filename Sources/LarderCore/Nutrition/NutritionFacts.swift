/// Nutrients in a quantity of food: per 100 g in the catalog, per serving or per day in results.
///
/// Energy in kilocalories; protein, fat, saturated fat, carbohydrate, sugars and fibre in grams;
/// sodium in milligrams. A `nil` nutrient is unknown for that food (USDA leaves some blank), never zero.
public struct NutritionFacts: Hashable, Codable, Sendable {
    /// Energy, in kilocalories.
    public var kcal: Double
    /// Protein, in grams.
    public var protein: Double?
    /// Total fat, in grams.
    public var fat: Double?
    /// Saturated fat, in grams.
    public var saturatedFat: Double?
    /// Carbohydrate, in grams.
    public var carbohydrate: Double?
    /// Sugars, in grams.
    public var sugars: Double?
    /// Fibre, in grams.
    public var fibre: Double?
    /// Sodium, in milligrams.
    public var sodiumMg: Double?

    /// Facts with energy in kcal, sodium in mg and the rest in grams; a nutrient left out is unknown.
    public init(
        kcal: Double, protein: Double? = nil, fat: Double? = nil, saturatedFat: Double? = nil, carbohydrate: Double? = nil,
        sugars: Double? = nil, fibre: Double? = nil, sodiumMg: Double? = nil
    ) {
        self.kcal = kcal
        self.protein = protein
        self.fat = fat
        self.saturatedFat = saturatedFat
        self.carbohydrate = carbohydrate
        self.sugars = sugars
        self.fibre = fibre
        self.sodiumMg = sodiumMg
    }

    /// Nothing: the start of a sum.
    public static let zero = NutritionFacts(
        kcal: 0, protein: 0, fat: 0, saturatedFat: 0, carbohydrate: 0, sugars: 0, fibre: 0, sodiumMg: 0)

    /// These facts multiplied by `factor` (100 g facts × grams / 100).
    public func scaled(by factor: Double) -> NutritionFacts {
        NutritionFacts(
            kcal: kcal * factor, protein: protein.map { $0 * factor }, fat: fat.map { $0 * factor },
            saturatedFat: saturatedFat.map { $0 * factor }, carbohydrate: carbohydrate.map { $0 * factor },
            sugars: sugars.map { $0 * factor }, fibre: fibre.map { $0 * factor }, sodiumMg: sodiumMg.map { $0 * factor })
    }

    /// Nothing known yet: the start of a sum whose nutrients stay unknown until some food gives them.
    public static let unknown = NutritionFacts(kcal: 0)

    /// The sum of two amounts; a nutrient unknown on one side takes the other's value, and stays
    /// unknown only when both sides lack it.
    public static func + (a: NutritionFacts, b: NutritionFacts) -> NutritionFacts {
        func add(_ x: Double?, _ y: Double?) -> Double? { x == nil && y == nil ? nil : (x ?? 0) + (y ?? 0) }
        return NutritionFacts(
            kcal: a.kcal + b.kcal, protein: add(a.protein, b.protein), fat: add(a.fat, b.fat),
            saturatedFat: add(a.saturatedFat, b.saturatedFat), carbohydrate: add(a.carbohydrate, b.carbohydrate),
            sugars: add(a.sugars, b.sugars), fibre: add(a.fibre, b.fibre), sodiumMg: add(a.sodiumMg, b.sodiumMg))
    }
}

/// What the catalog knows about one ingredient's nutrition: per-100 g facts, the household measures that
/// weigh it, and where the figures come from (`Bundle/catalog/nutrition.jsonl`, one record a line).
public struct IngredientNutrition: Hashable, Codable, Sendable {
    /// The canonical ingredient.
    public var ingredient: IngredientID
    /// `usda-sr` (a USDA SR food, `ndb` names it) or `larder` (our ethanol model for spirits).
    public var source: String
    /// The USDA SR food number the figures come from, when they do.
    public var ndb: String?
    /// Grams of the USDA food in one gram of the ingredient (simple syrup: 0.5 g sugar a gram); 1 when it is the food.
    public var share: Double?
    /// Per 100 g of the ingredient.
    public var per100g: NutritionFacts
    /// The household measures that weigh the ingredient (grams per millilitre and per piece).
    public var measure: IngredientMeasure
    /// Grams in one of a household unit other than volume, mass or piece ("stick" of butter, "slice" of
    /// bacon, "leaf" of mint), keyed by ``MeasureUnit`` raw value.
    public var unitGrams: [String: Double]?

    /// A record; `ndb`, `share` and `unitGrams` may be left out.
    public init(
        ingredient: IngredientID, source: String, ndb: String? = nil, share: Double? = nil, per100g: NutritionFacts,
        measure: IngredientMeasure, unitGrams: [String: Double]? = nil
    ) {
        self.unitGrams = unitGrams
        self.ingredient = ingredient
        self.source = source
        self.ndb = ndb
        self.share = share
        self.per100g = per100g
        self.measure = measure
    }
}
