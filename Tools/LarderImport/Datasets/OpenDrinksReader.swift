import Foundation
import LarderCore

/// Reads opendrinks' `recipes/*.json` (MIT): names, ingredients as quantity, measure and name, and
/// keywords. The method, glass and garnish are recognised from keywords in the directions; descriptions and
/// directions themselves are never kept.
public struct OpenDrinksReader: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public static let dataset = "opendrinks"

    public func recipes() throws(ImportError) -> [SourceRecipe] {
        let folder = directory.appendingPathComponent("recipes")
        let files: [String]
        do { files = try FileManager.default.contentsOfDirectory(atPath: folder.path) } catch {
            throw .missingFile(folder.path)
        }
        var out: [SourceRecipe] = []
        for file in files.sorted() where file.hasSuffix(".json") {
            let drink: Drink = try JSONFile.decode(folder.appendingPathComponent(file))
            out.append(recipe(drink, record: String(file.dropLast(5))))
        }
        return out
    }

    func recipe(_ drink: Drink, record: String) -> SourceRecipe {
        var recipe = SourceRecipe(kind: .drink, name: drink.name.normalizingSpaces(), source: SourceRef(dataset: Self.dataset, record: record))
        let directions = (drink.directions ?? []).joined(separator: " ")
        recipe.method = DrinkFacts.method(in: directions)
        recipe.glass = DrinkFacts.glass(in: directions)
        recipe.ice = DrinkFacts.ice(method: recipe.method, glass: recipe.glass, text: directions)
        // A blended drink whose directions name no ice but whose ingredient list does ("1 cup ice"):
        // the ice goes in the blender.
        let listsIce = (drink.ingredients ?? []).compactMap(\.ingredient).contains {
            Folding.fold($0).replacingOccurrences(of: "ice cream", with: "").split(whereSeparator: { !$0.isLetter }).contains("ice")
        }
        if recipe.method == .blended, recipe.ice == .noIce, listsIce { recipe.ice = .crushed }
        recipe.garnish = (drink.directions ?? []).lazy
            .filter { Folding.fold($0).hasPrefix("garnish with") }
            .compactMap(DrinkFacts.garnishPhrase).first { $0.split(separator: " ").count <= 6 }
            ?? DrinkFacts.garnish(inDirections: drink.directions ?? [])
        let keywords = (drink.keywords ?? []).map { $0.lowercased().normalizingSpaces() }.filter { !$0.isEmpty }
        if keywords.contains("non-alcoholic") || keywords.contains("mocktail") {
            recipe.alcoholic = false
        } else if keywords.contains("alcoholic") {
            recipe.alcoholic = true
        }
        recipe.tags = keywords
        recipe.lines = (drink.ingredients ?? []).compactMap(line)
        // A slice or a leaf that the directions put on the drink as its garnish is the garnish, not mixed in.
        if let garnish = recipe.garnish {
            for index in recipe.lines.indices where DrinkFacts.isGarnishLine(name: recipe.lines[index].name, amount: recipe.lines[index].amount, garnish: garnish) {
                recipe.lines[index].garnish = true
            }
        }
        return recipe
    }

    /// Ingredient fields that hold only a preparation or a flag: then the measure field names the ingredient.
    static let preparations: Set<String> = ["", "sliced", "cut into cubes", "cut into small bits", "chopped", "diced", "(optional)", "optional", "to taste"]

    /// Whether an ingredient field says the line is optional: "Optional: honey", "rum(optional)",
    /// "Blue food coloring, optional", "Cardamom [optional]", "Hazelnut Icecream - Optional" (and the
    /// records' "Optinal:"). The resolver reads the name without the marker.
    static func marksOptional(_ name: String) -> Bool {
        let folded = Folding.fold(name)
        if folded.hasPrefix("optional") || folded.hasPrefix("optinal") { return true }
        return ["(optional", "[optional", ", optional", "- optional"].contains(where: folded.contains)
    }

    /// Ingredient fields that name only a cut, the fruit being in the measure field ("Lemon", "wedge").
    static let cutFields: Set<String> = ["wedge", "wedges", "slice", "slices", "wheel", "wheels", "twist", "twists"]

    /// Measure words that name the peel of a citrus fruit rather than a quantity of it.
    static let peelWords: Set<String> = ["peel", "peels", "twist", "twists", "zest"]

    /// Quantities spelt as words that the amount parser reads only in part ("one fourth" would be 1).
    static let spelledFractions: [String: String] = [
        "one half": "1/2", "one third": "1/3", "two third": "2/3", "two thirds": "2/3", "one fourth": "1/4",
        "one quarter": "1/4", "three fourth": "3/4", "three fourths": "3/4", "three quarters": "3/4",
        "one eight": "1/8", "one eighth": "1/8", "1 quarter": "1/4", "3 quarter": "3/4", "3 quarters": "3/4",
    ]

    /// Measure words the records misspell or take from a local bar: a South African tot is 25 ml; a
    /// "line" of bitters is a dash (the French *trait*: north-pole's directions call its "2 line" of
    /// orange bitters two dashes); a drinking glass of milk, cola or water is taken as a cup; a drizzle
    /// of grenadine is a splash; a scoop of ice cream is an "ice cream ball"; litre bottles of soda.
    static let measureWords: [String: String] = [
        "spash": "splash", "fluid onces": "fl oz", "tot": "25 ml", "tots": "25 ml",
        "line": "dash", "lines": "dash", "glass": "cup", "glasses": "cup", "drizzle": "splash", "bootle": "bottle",
        "ice cream ball": "scoop", "ice cream balls": "scoop", "litre bottle": "1 l", "one-litre bottles": "1 l",
        "one-litre bottle": "1 l", "mli": "ml",
    ]

    /// A quantity that counts a measure which is itself an amount: "1" of "15 oz" (a can), "1" of
    /// "4/5 cup", "2/3" of "14 oz can", "4" of "1/2 inch slices". Read together as one number they
    /// would be a mixed number ("1 4/5 cup") or lose the measure ("1", "15 oz"), so the count
    /// multiplies the measure. Only for counts of one or less, or a measure that names what it
    /// counts (slices, a can, a bottle): "2" of "67 oz" is the same two litres said twice. `always`
    /// for a measure word we replaced by its size ("2 tots" is 2 × 25 ml).
    static func countedMeasure(quantity: String, measure: String, always: Bool = false) -> Amount? {
        guard let count = AmountParser.parse(quantity), count.unit == nil, let times = count.quantity,
            times.high == nil, AmountParser.split(quantity).rest.isEmpty
        else { return nil }
        // "750-ml" is 750 ml.
        let spaced = measure.replacingOccurrences(of: #"(\d)-([A-Za-z])"#, with: "$1 $2", options: .regularExpression)
        let (inner, rest) = AmountParser.split(spaced)
        guard let inner, inner.unit != nil, inner.quantity != nil, always || times.low <= 1 || !rest.isEmpty else { return nil }
        return inner.scaled(by: times.low)
    }

    func line(_ item: Item) -> SourceLine? {
        var name = (item.ingredient ?? "").normalizingSpaces()
        var quantity = (item.quantity?.text ?? "").normalizingSpaces()
        var measure = (item.measure ?? "").normalizingSpaces()
        var line = SourceLine(name: name)
        for prefix in ["optional:", "optional"] where Folding.fold(quantity).hasPrefix(prefix) {
            quantity = String(quantity.dropFirst(prefix.count)).trimmingWhitespace()
            line.optional = true
        }
        // "1" "Lemon" "wedge": the measure field names the fruit and the ingredient field its cut.
        if Self.cutFields.contains(Folding.fold(name)), !measure.isEmpty, UnitAliases.table[Folding.fold(measure)] == nil {
            name = "\(measure) \(name)"
            measure = ""
        }
        if Folding.fold(quantity).hasPrefix("garnish") || Folding.fold(measure).hasPrefix("garnish")
            || Folding.fold(name).hasPrefix("garnish")
        {
            line.garnish = true
            quantity = quantity.replacingOccurrences(of: "Garnish:", with: "")
            if Folding.fold(measure).hasPrefix("garnish") { measure = "" }
            if Folding.fold(name).hasPrefix("garnish") { name = String(name.drop { $0 != " " }).trimmingWhitespace() }
        }
        // "1.9 units of alcohol per tall glass": a strength note (UK units), not an ingredient.
        if Folding.fold(name).hasPrefix("of alcohol") { return nil }
        // "2 heaping" teaspoons: the heap does not change the measure.
        for heap in [" heaping", " heaped", " rounded", " level"] where Folding.fold(quantity).hasSuffix(heap) {
            quantity = String(quantity.dropLast(heap.count))
        }
        if let fraction = Self.spelledFractions[Folding.fold(quantity)] { quantity = fraction }
        var perMeasure = false
        if let fixed = Self.measureWords[Folding.fold(measure)] {
            perMeasure = fixed.first?.isNumber == true
            measure = fixed
        }
        // "2 medium cup" of vodka, "5 small scoops" of ice cream: the size word hides the unit.
        for size in ["small ", "medium ", "large "] where Folding.fold(measure).hasPrefix(size) {
            let unit = String(measure.dropFirst(size.count))
            if UnitAliases.table[Folding.fold(unit)] != nil { measure = unit }
        }
        let text = "\(quantity) \(measure)".normalizingSpaces()
        var (parsed, rest) = AmountParser.split(text)
        if !Self.preparations.contains(Folding.fold(name)), let counted = Self.countedMeasure(quantity: quantity, measure: measure, always: perMeasure) {
            (parsed, rest) = (counted, "")
        }
        let flag = Folding.fold(name)
        if !measure.isEmpty, !rest.isEmpty, Self.preparations.contains(flag) {
            // The measure field holds the ingredient ("4", "dried apricot", "cut into cubes").
            line.name = rest
            line.amount = parsed
            if flag.contains("optional") { line.optional = true } else if !flag.isEmpty { line.note = flag }
            return line
        }
        guard !name.isEmpty else { return nil }
        if Self.marksOptional(name) { line.optional = true }
        line.name = name
        // A measure that names a cut of the fruit ("2 peels" of lemon, "1 twist" of lemon) makes the
        // line that cut: lemon peel, not two whole lemons.
        if Self.peelWords.contains(Folding.fold(rest)), !name.contains("("), !Folding.fold(name).contains("peel") {
            // "1 peel" "from one orange" is the peel of one orange.
            let fruit = Folding.fold(name).hasPrefix("from ") ? String(name.split(separator: " ").last ?? "") : name
            line.name = "\(fruit) peel"
        }
        if !text.isEmpty {
            line.amount = parsed
            if line.amount == nil { line.amountText = text }
        }
        return line
    }

    struct Drink: Decodable {
        var name: String
        var ingredients: [Item]?
        var directions: [String]?
        var keywords: [String]?
    }

    struct Item: Decodable {
        var quantity: LooseText?
        var measure: String?
        var ingredient: String?
    }

    /// A field that is sometimes a string and sometimes a number.
    struct LooseText: Decodable {
        var text: String
        init(from decoder: any Decoder) throws {
            let container = try decoder.singleValueContainer()
            if let string = try? container.decode(String.self) {
                text = string
            } else if let number = try? container.decode(Double.self) {
                text = AmountFormatter.format(number)
            } else {
                text = ""
            }
        }
    }
}
