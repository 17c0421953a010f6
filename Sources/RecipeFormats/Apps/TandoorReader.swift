import Foundation
import LarderCore

/// Reads Tandoor's export: one `recipe.json` per recipe (its `RecipeExportSerializer` form), which a
/// Tandoor export zips with an optional image, the per-recipe zips then zipped together.
///
/// A recipe is `name`, `description`, `keywords` (`[{name}]`), `servings`, `working_time` and
/// `waiting_time` in minutes, `source_url`, and `steps`, each a `name`, an `instruction` and its own
/// `ingredients`: `{food: {name}, unit: {name} | null, amount, note, is_header, no_amount}`. A header
/// ingredient names a group and is not a line; the steps' lines are listed in order.
enum TandoorReader {
    /// Whether a JSON object looks like a Tandoor recipe: a name and steps that are objects with an
    /// instruction or ingredients.
    static func isTandoor(_ object: [String: Any]) -> Bool {
        guard object["name"] is String, let steps = object["steps"] as? [Any], object["recipeIngredient"] == nil else { return false }
        return steps.contains { step in
            guard let step = step as? [String: Any] else { return false }
            return step["instruction"] != nil || step["ingredients"] is [Any]
        }
    }

    /// The recipe in one Tandoor `recipe.json` object.
    static func recipe(_ object: [String: Any], source: String) throws(RecipeFormatError) -> ImportedRecipe {
        guard let title = SchemaRecipe.text(object["name"]), !title.isEmpty else {
            throw .noRecipe(source: source, why: "the Tandoor recipe has no name")
        }
        var recipe = ImportedRecipe(title: title)
        recipe.summary = SchemaRecipe.text(object["description"]).flatMap { $0.isEmpty ? nil : $0 }
        for case let step as [String: Any] in (object["steps"] as? [Any]) ?? [] {
            for case let line as [String: Any] in (step["ingredients"] as? [Any]) ?? [] {
                if let text = lineText(line) { recipe.ingredients.append(ImportedLine(text)) }
            }
            let section = SchemaRecipe.text(step["name"]).flatMap { $0.isEmpty ? nil : $0 }
            let instruction = (step["instruction"] as? String) ?? ""
            recipe.steps += TextCleaner.lines(instruction).map { ImportedStep(SchemaRecipe.stripNumber($0), section: section) }
        }
        if let servings = number(object["servings"]), servings >= 1, servings <= 10_000 {
            recipe.servings = Int(servings)
            let text = SchemaRecipe.text(object["servings_text"]).flatMap { $0.isEmpty ? nil : $0 }
            recipe.yield = "\(Int(servings))" + (text.map { " \($0)" } ?? "")
        }
        recipe.prepMinutes = minutes(object["working_time"])
        recipe.cookMinutes = minutes(object["waiting_time"])
        var seen: Set<String> = []
        recipe.tags = ((object["keywords"] as? [Any]) ?? []).compactMap { SchemaRecipe.text($0)?.lowercased() }
            .filter { !$0.isEmpty && seen.insert($0).inserted }
        recipe.sourceURL = SchemaRecipe.url(object["source_url"])
        if let nutrition = object["nutrition"] as? [String: Any] {
            let names = ["calories": "calories", "proteins": "proteinContent", "fats": "fatContent", "carbohydrates": "carbohydrateContent"]
            for (key, name) in names {
                if let value = number(nutrition[key]) { recipe.nutrition[name] = AmountFormatter.format(value) }
            }
        }
        recipe.kind = SchemaRecipe.guessKind(recipe)
        guard !recipe.ingredients.isEmpty || !recipe.steps.isEmpty else {
            throw .noRecipe(source: source, why: "the Tandoor recipe has neither ingredients nor steps")
        }
        return recipe
    }

    /// One ingredient as a line of text ("200 g flour, sifted"), or `nil` for a header or an empty one.
    static func lineText(_ line: [String: Any]) -> String? {
        if line["is_header"] as? Bool == true { return nil }
        let food = SchemaRecipe.text(line["food"]).flatMap { $0.isEmpty ? nil : $0 }
        let note = SchemaRecipe.text(line["note"]).flatMap { $0.isEmpty ? nil : $0 }
        guard let name = food ?? note else { return nil }
        var parts: [String] = []
        if line["no_amount"] as? Bool != true, let amount = number(line["amount"]), amount > 0 {
            parts.append(AmountFormatter.format(amount))
            if let unit = SchemaRecipe.text(line["unit"]), !unit.isEmpty { parts.append(unit) }
        }
        parts.append(name)
        var text = parts.joined(separator: " ")
        if food != nil, let note { text += ", \(note)" }
        return text
    }

    /// A number given as a JSON number or a decimal string ("200.000").
    static func number(_ value: Any?) -> Double? {
        switch value {
        case let number as NSNumber: return number.doubleValue.isFinite ? number.doubleValue : nil
        case let text as String: return Double(text.trimmingCharacters(in: .whitespaces)).flatMap { $0.isFinite ? $0 : nil }
        default: return nil
        }
    }

    /// Whole minutes from a count of minutes; `nil` for zero, negative or absurd values.
    static func minutes(_ value: Any?) -> Int? {
        guard let count = number(value), count >= 1, count <= 100_000 else { return nil }
        return Int(count)
    }
}
