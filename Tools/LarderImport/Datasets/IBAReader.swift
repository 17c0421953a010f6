import Foundation
import LarderCore

/// Reads the IBA official cocktails as scraped in rasmusab/iba-cocktails `iba-web/` (MIT): the IBA
/// category, parsed quantity, unit and ingredient per line, and the garnish. The method and glass
/// are recognised from keywords in the method text, which itself is never kept.
public struct IBAReader: Sendable {
    /// The `iba-rasmusab` folder.
    public let directory: URL

    public init(directory: URL) { self.directory = directory }

    public static let dataset = "iba"

    public func recipes() throws(ImportError) -> [SourceRecipe] {
        let web = directory.appendingPathComponent("iba-web")
        let cocktails = try Self.rows(web.appendingPathComponent("iba-cocktails-web.csv"))
        let ingredients = try Self.rows(web.appendingPathComponent("iba-cocktails-ingredients-web.csv"))
        var linesByName: [String: [SourceLine]] = [:]
        for row in ingredients {
            guard let name = row["name"], let line = line(row) else { continue }
            linesByName[name, default: []].append(line)
        }
        return cocktails.compactMap { row -> SourceRecipe? in
            guard let name = row["name"]?.normalizingSpaces(), !name.isEmpty else { return nil }
            var recipe = SourceRecipe(kind: .drink, name: name, source: SourceRef(dataset: Self.dataset, record: Slug.make(name)))
            let methodText = Self.value(row["method"]) ?? ""
            recipe.method = DrinkFacts.method(in: methodText)
            recipe.glass = DrinkFacts.glass(in: methodText)
            recipe.ice = DrinkFacts.ice(method: recipe.method, glass: recipe.glass, text: methodText)
            recipe.garnish = Self.value(row["garnish"]).flatMap(DrinkFacts.garnishPhrase)
            recipe.iba = Self.value(row["category"]).flatMap(DrinkFacts.ibaCategory)
            recipe.alcoholic = true
            recipe.tags = ["iba"]
            recipe.lines = linesByName[row["name"] ?? ""] ?? []
            return recipe
        }.sorted { $0.name < $1.name }
    }

    func line(_ row: [String: String]) -> SourceLine? {
        guard let name = Self.value(row["ingredient"])?.normalizingSpaces() else { return nil }
        var line = SourceLine(name: name)
        let quantity = Self.value(row["quantity"]) ?? ""
        let unit = Self.value(row["unit"]) ?? ""
        let text = "\(quantity) \(unit == "piece" ? "" : unit)".normalizingSpaces()
        if let phrase = AmountParser.parse(unit), phrase.unit?.isUnquantified == true {
            line.amount = phrase
        } else if !text.isEmpty {
            line.amount = AmountParser.parse(text)
            if line.amount == nil { line.amountText = text }
        }
        if let note = Self.value(row["note"]) {
            let folded = Folding.fold(note)
            if ["white", "brown", "green", "red", "yellow", "dark"].contains(folded) {
                // "Crème de Cacao (White)": the colour names the kind.
                line.name = "\(note) \(name)"
            } else if folded == "optional" {
                line.optional = true
            } else if folded == "up to taste" {
                if line.amount == nil { line.amount = Amount(quantity: nil, unit: .toTaste) }
            } else if DrinkFacts.isShortFact(note) {
                line.note = folded
            }
        }
        return line
    }

    static func value(_ field: String?) -> String? {
        guard let field, field != "NA", !field.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
        return field
    }

    static func rows(_ url: URL) throws(ImportError) -> [[String: String]] {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8)
        else { throw .missingFile(url.path) }
        return CSVTable.rows(text)
    }
}
