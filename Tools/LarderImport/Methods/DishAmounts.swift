import Foundation
import LarderCore

/// Amounts we give dish lines that a data set leaves unmeasured (`Bundle/curation/dish-amounts.tsv`,
/// written by us): what a recipe author would state for that dish. Columns (tab-separated):
/// `dish id  ingredient id  amount` (canonical amount text, "2 tbsp", "to taste").
struct DishAmounts {
    /// Dish id (slug or data set record) → ingredient → amount text.
    var amounts: [String: [IngredientID: String]]

    /// Reads `dish-amounts.tsv` from the curation folder; no file means no amounts.
    static func load(from curation: URL) throws(ImportError) -> DishAmounts {
        let url = curation.appendingPathComponent("dish-amounts.tsv")
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            return DishAmounts(amounts: [:])
        }
        var amounts: [String: [IngredientID: String]] = [:]
        var keys = CurationKeys("dish-amounts.tsv")
        for (number, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            if line.hasPrefix("#") || line.trimmingCharacters(in: .whitespaces).isEmpty { continue }
            let cells = line.split(separator: "\t").map { String($0).trimmingWhitespace() }
            guard cells.count == 3, AmountParser.parse(cells[2]) != nil else {
                throw .malformed(url.path, "line \(number + 1): expected dish id, ingredient id and an amount that parses")
            }
            try keys.insert("\(cells[0]) \(cells[1])", line: number + 1)
            amounts[cells[0], default: [:]][IngredientID(cells[1])] = cells[2]
        }
        return DishAmounts(amounts: amounts)
    }

    /// Gives `recipe`'s unmeasured lines their amounts; whether any was given.
    func fill(_ recipe: inout Recipe, record: String?) -> Bool {
        guard let table = amounts[recipe.id.rawValue] ?? record.flatMap({ amounts[$0] }) else { return false }
        var filled = false
        for index in recipe.lines.indices where recipe.lines[index].amount == nil {
            if let amount = table[recipe.lines[index].ingredient] {
                recipe.lines[index].amount = AmountParser.parse(amount).map(AmountFormatter.format) ?? amount
                filled = true
            }
        }
        return filled
    }
}
