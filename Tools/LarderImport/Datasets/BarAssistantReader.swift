import Foundation
import LarderCore

/// Reads bar-assistant's `cocktails_all.json` and `ingredients_all.json` (MIT): names, amounts in
/// their units, glass, method, garnish, tags, ABV, per-recipe substitutes and optional flags, and
/// the ingredient records with parent, category, strength and parts. Descriptions are never decoded;
/// the instructions are read only for a garnish they state (``DrinkFacts/garnish(inDirections:)``) and never kept.
public struct BarAssistantReader: Sendable {
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    /// The data set key used in ``SourceRef``.
    public static let dataset = "bar-assistant"

    public func recipes() throws(ImportError) -> [SourceRecipe] {
        let cocktails: [Cocktail] = try JSONFile.decode(directory.appendingPathComponent("cocktails_all.json"))
        return cocktails.sorted { $0.id < $1.id }.map(recipe)
    }

    public func ingredients() throws(ImportError) -> [SourceIngredient] {
        let records: [IngredientRecord] = try JSONFile.decode(directory.appendingPathComponent("ingredients_all.json"))
        return records.sorted { $0.id < $1.id }.map { record in
            SourceIngredient(
                id: record.id, name: record.name.trimmingCharacters(in: .whitespacesAndNewlines), parent: record.parentID,
                category: Self.category(record.category),
                abv: record.strength.flatMap { $0 > 0 ? $0 : nil },
                parts: (record.ingredientParts ?? []).map(\.id).sorted())
        }
    }

    func recipe(_ cocktail: Cocktail) -> SourceRecipe {
        var recipe = SourceRecipe(kind: .drink, name: cocktail.name.normalizingSpaces(), source: SourceRef(dataset: Self.dataset, record: cocktail.id))
        recipe.glass = cocktail.glass.map { $0.lowercased() }
        recipe.method = cocktail.method.flatMap(Self.method)
        // The garnish field, else a garnish the field or the instructions state in a clause ("Garnish with a twist of lemon").
        recipe.garnish = cocktail.garnish.flatMap(DrinkFacts.garnishPhrase)
            ?? DrinkFacts.garnish(inDirections: [cocktail.garnish, cocktail.instructions].compactMap { $0 })
        recipe.abv = cocktail.abv
        recipe.lines = cocktail.ingredients.sorted { $0.sort < $1.sort }.map(line)
        let tags = cocktail.tags.map { $0.lowercased() }
        recipe.iba = tags.lazy.compactMap { DrinkFacts.ibaCategory($0) }.first
        recipe.tags = tags.filter { $0 != "iba cocktail" && DrinkFacts.ibaCategory($0) == nil }
        recipe.alcoholic = cocktail.ingredients.contains { ($0.strength ?? 0) > 0 }
        recipe.ice = DrinkFacts.ice(method: recipe.method, glass: recipe.glass, text: nil)
        return recipe
    }

    func line(_ item: CocktailIngredient) -> SourceLine {
        var line = SourceLine(name: item.name.normalizingSpaces(), sourceID: item.id)
        line.optional = item.optional ?? false
        line.substitutes = (item.substitutes ?? []).map(\.id)
        let units = (item.units ?? "").trimmingCharacters(in: .whitespaces)
        // An egg white or yolk measured in "part" is that many eggs' worth (Pink Lady's "1 part"), not a
        // share of the other lines.
        if let low = item.amount, ["part", "parts"].contains(units.lowercased()), item.name.lowercased().hasPrefix("egg") {
            line.amount = Amount(quantity: Quantity(low), unit: .piece)
        } else if let phrase = AmountParser.parse(units), phrase.unit?.isUnquantified == true {
            line.amount = phrase
        } else if let low = item.amount {
            let quantity = Quantity(low, to: item.amountMax.flatMap { $0 > low ? $0 : nil })
            let text = "\(AmountFormatter.format(quantity)) \(units)"
            if let parsed = AmountParser.parse(text), parsed.unit != nil {
                line.amount = Amount(quantity: parsed.unit!.isUnquantified ? nil : quantity, unit: parsed.unit)
            } else {
                line.amount = Amount(quantity: quantity, unit: .piece)
                if !units.isEmpty, units.rangeOfCharacter(from: .letters) != nil { line.note = units.lowercased() }
            }
        } else if !units.isEmpty {
            line.amount = AmountParser.parse(units)
            line.amountText = line.amount == nil ? units : nil
        }
        if let note = item.note, line.note == nil, DrinkFacts.isShortFact(note) { line.note = note }
        return line
    }

    static func method(_ name: String) -> MixMethod? {
        switch name.lowercased() {
        case "shake": .shaken
        case "stir": .stirred
        case "build": .built
        case "muddle": .muddled
        case "blend": .blended
        case "layer": .layered
        default: nil
        }
    }

    static func category(_ name: String?) -> IngredientCategory? {
        switch name?.lowercased() {
        case "spirits": .spirit
        case "liqueurs", "amaro", "crème de": .liqueur
        case "syrups": .syrup
        case "juices": .juice
        case "beverages": .soda
        case "fortified wine": .fortifiedWine
        case "bitters": .bitters
        case "wines": .wine
        case "spices": .spice
        case "fruits and vegetables": .fruit
        default: nil
        }
    }

    // MARK: Records (only the fact fields are decoded)

    struct Cocktail: Decodable {
        var id: String
        var name: String
        var garnish: String?
        var instructions: String?
        var abv: Double?
        var tags: [String]
        var glass: String?
        var method: String?
        var ingredients: [CocktailIngredient]
        enum CodingKeys: String, CodingKey { case id = "_id", name, garnish, instructions, abv, tags, glass, method, ingredients }
    }

    struct CocktailIngredient: Decodable {
        var id: String
        var name: String
        var strength: Double?
        var amount: Double?
        var amountMax: Double?
        var units: String?
        var optional: Bool?
        var note: String?
        var substitutes: [Reference]?
        var sort: Int
        enum CodingKeys: String, CodingKey {
            case id = "_id", name, strength, amount, amountMax = "amount_max", units, optional, note, substitutes, sort
        }
    }

    struct Reference: Decodable {
        var id: String
        enum CodingKeys: String, CodingKey { case id = "_id" }
    }

    struct IngredientRecord: Decodable {
        var id: String
        var parentID: String?
        var name: String
        var strength: Double?
        var category: String?
        var ingredientParts: [Reference]?
        enum CodingKeys: String, CodingKey {
            case id = "_id", parentID = "_parent_id", name, strength, category, ingredientParts = "ingredient_parts"
        }
    }
}

/// Decoding a data set's JSON file with a clear error.
enum JSONFile {
    static func decode<T: Decodable>(_ url: URL) throws(ImportError) -> T {
        guard let data = FileManager.default.contents(atPath: url.path) else { throw .missingFile(url.path) }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            throw .malformed(url.path, String(describing: error))
        }
    }
}

extension String {
    /// Single spaces, no non-breaking spaces, trimmed.
    func normalizingSpaces() -> String {
        split(whereSeparator: { $0.isWhitespace || $0 == "\u{00a0}" }).joined(separator: " ")
    }
}
