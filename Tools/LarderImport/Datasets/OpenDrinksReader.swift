import Foundation
import LarderCore

/// Reads opendrinks' `recipes/*.json` (MIT): names, ingredients as quantity, measure and name, and
/// keywords. The method and glass are recognised from keywords in the directions; descriptions and
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
        recipe.garnish = (drink.directions ?? []).lazy
            .filter { Folding.fold($0).hasPrefix("garnish with") }
            .compactMap(DrinkFacts.garnishPhrase).first { $0.split(separator: " ").count <= 6 }
        let keywords = (drink.keywords ?? []).map { $0.lowercased().normalizingSpaces() }.filter { !$0.isEmpty }
        if keywords.contains("non-alcoholic") || keywords.contains("mocktail") {
            recipe.alcoholic = false
        } else if keywords.contains("alcoholic") {
            recipe.alcoholic = true
        }
        recipe.tags = keywords
        recipe.lines = (drink.ingredients ?? []).compactMap(line)
        return recipe
    }

    /// Ingredient fields that hold only a preparation or a flag: then the measure field names the ingredient.
    static let preparations: Set<String> = ["", "sliced", "cut into cubes", "chopped", "diced", "(optional)", "optional", "to taste"]

    /// Measure words that name the peel of a citrus fruit rather than a quantity of it.
    static let peelWords: Set<String> = ["peel", "peels", "twist", "twists", "zest"]

    func line(_ item: Item) -> SourceLine? {
        var name = (item.ingredient ?? "").normalizingSpaces()
        var quantity = (item.quantity?.text ?? "").normalizingSpaces()
        var measure = (item.measure ?? "").normalizingSpaces()
        var line = SourceLine(name: name)
        for prefix in ["optional:", "optional"] where Folding.fold(quantity).hasPrefix(prefix) {
            quantity = String(quantity.dropFirst(prefix.count)).trimmingWhitespace()
            line.optional = true
        }
        if Folding.fold(quantity).hasPrefix("garnish") || Folding.fold(measure).hasPrefix("garnish")
            || Folding.fold(name).hasPrefix("garnish")
        {
            line.garnish = true
            quantity = quantity.replacingOccurrences(of: "Garnish:", with: "")
            if Folding.fold(measure).hasPrefix("garnish") { measure = "" }
            if Folding.fold(name).hasPrefix("garnish") { name = String(name.drop { $0 != " " }).trimmingWhitespace() }
        }
        let text = "\(quantity) \(measure)".normalizingSpaces()
        let (parsed, rest) = AmountParser.split(text)
        let flag = Folding.fold(name)
        if !measure.isEmpty, !rest.isEmpty, Self.preparations.contains(flag) {
            // The measure field holds the ingredient ("4", "dried apricot", "cut into cubes").
            line.name = rest
            line.amount = parsed
            if flag.contains("optional") { line.optional = true } else if !flag.isEmpty { line.note = flag }
            return line
        }
        guard !name.isEmpty else { return nil }
        line.name = name
        // A measure that names a cut of the fruit ("2 peels" of lemon, "1 twist" of lemon) makes the
        // line that cut: lemon peel, not two whole lemons.
        if Self.peelWords.contains(Folding.fold(rest)), !name.contains("("), !Folding.fold(name).contains("peel"),
            !Folding.fold(name).hasPrefix("from ")
        {
            line.name = "\(name) peel"
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
