/// The words and abbreviations that name each ``MeasureUnit`` in recipe text.
///
/// Keys are lower case and folded ("fl oz", "tablespoons", "c."); a few case-sensitive cook's
/// abbreviations ("T" for tablespoon, "t" for teaspoon) are handled by ``AmountParser`` itself.
public enum UnitAliases {
    /// Every alias, one or two words, mapped to its unit.
    public static let table: [String: MeasureUnit] = {
        var table: [String: MeasureUnit] = [:]
        func add(_ unit: MeasureUnit, _ names: String...) {
            for name in names { table[name] = unit }
        }
        add(.ml, "ml", "mls", "millilitre", "millilitres", "milliliter", "milliliters", "mililitre", "mililiter")
        add(.cl, "cl", "cls", "centilitre", "centilitres", "centiliter", "centiliters")
        add(.dl, "dl", "decilitre", "decilitres", "deciliter", "deciliters")
        add(.l, "l", "litre", "litres", "liter", "liters", "ltr")
        add(.oz, "oz", "oz.", "ozs", "ounce", "ounces", "fl oz", "fl. oz", "fl oz.", "fl. oz.", "floz", "fluid ounce",
            "fluid ounces", "fluid oz", "fl ounce", "fl ounces")
        add(.dash, "dash", "dashes", "ds")
        add(.drop, "drop", "drops")
        add(.barspoon, "barspoon", "barspoons", "bar spoon", "bar spoons", "bar-spoon", "bsp")
        add(.tsp, "tsp", "tsp.", "tsps", "teaspoon", "teaspoons", "tea spoon", "tea spoons", "teasp", "spoon", "spoons",
            "teaspoonful", "teaspoonfuls", "spoonful", "spoonfuls")
        add(.tbsp, "tbsp", "tbsp.", "tbsps", "tbs", "tbs.", "tbl", "tablespoon", "tablespoons", "table spoon",
            "table spoons", "tblsp", "tbspn", "tablespoonful", "tablespoonfuls", "table-spoonful")
        add(.cup, "cup", "cups", "c.", "c", "cp")
        add(.part, "part", "parts")
        add(.shot, "shot", "shots", "jigger", "jiggers")
        add(.splash, "splash", "splashes")
        add(.pint, "pint", "pints", "pt")
        add(.quart, "quart", "quarts", "qt")
        add(.gallon, "gallon", "gallons", "gal")
        add(.g, "g", "g.", "gr", "gr.", "grs", "gm", "gms", "gram", "grams", "gramme", "grammes")
        add(.kg, "kg", "kgs", "kilo", "kilos", "kilogram", "kilograms", "kilogramme")
        add(.lb, "lb", "lb.", "lbs", "lbs.", "pound", "pounds")
        add(.mg, "mg", "milligram", "milligrams")
        add(.piece, "piece", "pieces", "pc", "pcs", "whole", "unit", "units", "nos")
        add(.pinch, "pinch", "pinches")
        add(.slice, "slice", "slices")
        add(.wedge, "wedge", "wedges")
        add(.leaf, "leaf", "leaves")
        add(.sprig, "sprig", "sprigs")
        add(.clove, "clove", "cloves")
        add(.can, "can", "cans", "tin", "tins")
        add(.bottle, "bottle", "bottles")
        add(.bunch, "bunch", "bunches")
        add(.handful, "handful", "handfuls")
        add(.stick, "stick", "sticks")
        add(.stalk, "stalk", "stalks")
        add(.inch, "inch", "inches")
        add(.scoop, "scoop", "scoops")
        add(.pod, "pod", "pods")
        // Scandinavian and German kitchen abbreviations, as real pages write them: Swedish matsked/tesked/
        // kryddmått, Danish spiseskefuld/teskefuld and stykke (Swedish "st" is left out: English writes Saint "St."), Norwegian spiseskje/teskje,
        // German Esslöffel/Teelöffel and Stück.
        add(.tbsp, "msk", "msk.", "spsk", "spsk.", "ss", "el", "el.", "essl.", "esslöffel")
        add(.tsp, "tsk", "tsk.", "ts", "tl", "tl.", "teel.", "teelöffel")
        add(.ml, "krm")
        add(.piece, "stk", "stk.", "stück")
        add(.package, "package", "packages", "packet", "packets", "pack", "packs", "pkg", "box", "boxes", "sachet",
            "sachets", "envelope", "envelopes", "bag", "bags", "jar", "jars")
        return table
    }()

    /// Phrases that stand for an amount without a number.
    static let phrases: [(words: [String], amount: Amount)] = [
        (["top", "up", "with"], Amount(quantity: nil, unit: .topUp)),
        (["top", "up"], Amount(quantity: nil, unit: .topUp)),
        (["topup"], Amount(quantity: nil, unit: .topUp)),
        (["top", "with"], Amount(quantity: nil, unit: .topUp)),
        (["to", "top"], Amount(quantity: nil, unit: .topUp)),
        (["top"], Amount(quantity: nil, unit: .topUp)),
        (["fill", "up", "with"], Amount(quantity: nil, unit: .topUp)),
        (["fill", "up"], Amount(quantity: nil, unit: .topUp)),
        (["fill", "with"], Amount(quantity: nil, unit: .topUp)),
        (["fill"], Amount(quantity: nil, unit: .topUp)),
        (["to", "fill"], Amount(quantity: nil, unit: .topUp)),
        (["to", "your", "taste"], Amount(quantity: nil, unit: .toTaste)),
        (["as", "desired"], Amount(quantity: nil, unit: .toTaste)),
        (["as", "much", "as", "you", "want"], Amount(quantity: nil, unit: .toTaste)),
        (["to", "taste"], Amount(quantity: nil, unit: .toTaste)),
        (["as", "you", "like"], Amount(quantity: nil, unit: .toTaste)),
        (["as", "needed"], Amount(quantity: nil, unit: .toTaste)),
        (["as", "required"], Amount(quantity: nil, unit: .toTaste)),
    ]

    /// Number words accepted in place of digits.
    static let numberWords: [String: Double] = [
        "a": 1, "an": 1, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7,
        "eight": 8, "nine": 9, "ten": 10, "eleven": 11, "twelve": 12, "half": 0.5, "quarter": 0.25,
        "dozen": 12,
    ]

    /// Unicode vulgar fractions.
    static let vulgarFractions: [Character: Double] = [
        "½": 1.0 / 2, "⅓": 1.0 / 3, "⅔": 2.0 / 3, "¼": 1.0 / 4, "¾": 3.0 / 4, "⅕": 1.0 / 5, "⅖": 2.0 / 5,
        "⅗": 3.0 / 5, "⅘": 4.0 / 5, "⅙": 1.0 / 6, "⅚": 5.0 / 6, "⅛": 1.0 / 8, "⅜": 3.0 / 8, "⅝": 5.0 / 8,
        "⅞": 7.0 / 8,
    ]
}
