import LarderCore

/// Writes a recipe as Cooklang: front matter, an `Ingredients` section with one `@ingredient{qty%unit}(note)`
/// per line (which ``CooklangReader`` reads as ingredients, not a step), then the method.
public enum CooklangWriter {
    /// The recipe as one Cooklang file's text.
    public static func text(_ recipe: ImportedRecipe) -> String {
        var meta: [(String, String)] = [("title", recipe.title)]
        if let kind = recipe.kind { meta.append(("kind", kind.rawValue)) }
        if let yield = recipe.yield ?? recipe.servings.map(String.init) { meta.append(("servings", yield)) }
        if let prep = recipe.prepMinutes { meta.append(("prep time", "\(prep) minutes")) }
        if let cook = recipe.cookMinutes { meta.append(("cook time", "\(cook) minutes")) }
        if let total = recipe.totalMinutes { meta.append(("time required", "\(total) minutes")) }
        if let category = recipe.category { meta.append(("course", category)) }
        if let cuisine = recipe.cuisine { meta.append(("cuisine", cuisine)) }
        if let glass = recipe.glass { meta.append(("glass", glass)) }
        if let garnish = recipe.garnish { meta.append(("garnish", garnish)) }
        if let source = recipe.sourceURL { meta.append(("source", source)) }
        if let author = recipe.author { meta.append(("author", author)) }
        if !recipe.tags.isEmpty { meta.append(("tags", "[" + recipe.tags.map(clean).joined(separator: ", ") + "]")) }
        var out = "---\n" + meta.map { "\($0.0): \(oneLine($0.1))" }.joined(separator: "\n") + "\n---\n\n"
        if !recipe.ingredients.isEmpty {
            out += "== Ingredients ==\n"
            for line in recipe.ingredients { out += "- " + marker(line) + "\n" }
            out += "\n"
        }
        var section: String?
        for (index, step) in recipe.steps.enumerated() {
            if step.section != section || (index == 0 && step.section == nil && !recipe.ingredients.isEmpty) {
                out += "== \(clean(step.section ?? "Method")) ==\n"
                section = step.section
            }
            out += clean(step.text).replacingOccurrences(of: "--", with: "–") + "\n\n"
        }
        return out
    }

    /// `@name{quantity%unit}(note)`.
    static func marker(_ line: ImportedLine) -> String {
        var braces = ""
        if let amount = line.amount.flatMap(AmountParser.parse) {
            let quantity = amount.quantity.map(AmountFormatter.format) ?? ""
            braces = amount.unit.map { quantity.isEmpty ? $0.rawValue : "\(quantity)%\($0.rawValue)" } ?? quantity
        }
        var text = "@\(clean(line.name.isEmpty ? line.text : line.name)){\(braces)}"
        let notes = [line.note, line.optional ? "optional" : nil].compactMap { $0 }
        if !notes.isEmpty { text += "(\(clean(notes.joined(separator: "; "))))" }
        return text
    }

    /// Text without the characters Cooklang gives meaning to.
    static func clean(_ text: String) -> String {
        String(text.map { "@#~{}[]()".contains($0) ? " " : $0 }).split(separator: " ").joined(separator: " ")
    }

    static func oneLine(_ text: String) -> String {
        text.split(whereSeparator: \.isNewline).joined(separator: " ")
    }
}
