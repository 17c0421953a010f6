/// Writes a recipe as Markdown: title, facts, ingredients as a list, the method numbered.
public enum MarkdownWriter {
    /// The recipe as one Markdown document's text.
    public static func text(_ recipe: ImportedRecipe) -> String {
        var out = "# \(recipe.title)\n\n"
        if let summary = recipe.summary { out += "\(summary)\n\n" }
        var facts: [String] = []
        if let yield = recipe.yield ?? recipe.servings.map({ "\($0) servings" }) { facts.append("Yield: \(yield)") }
        if let prep = recipe.prepMinutes { facts.append("Prep: \(prep) min") }
        if let cook = recipe.cookMinutes { facts.append("Cook: \(cook) min") }
        if let total = recipe.totalMinutes { facts.append("Total: \(total) min") }
        if let glass = recipe.glass { facts.append("Glass: \(glass)") }
        if let source = recipe.sourceURL { facts.append("Source: <\(source)>") }
        if !facts.isEmpty { out += facts.map { "- \($0)" }.joined(separator: "\n") + "\n\n" }
        out += "## Ingredients\n\n" + recipe.ingredients.map { "- \($0.text)" }.joined(separator: "\n") + "\n\n"
        out += "## Method\n\n"
        var section: String?
        var number = 1
        for step in recipe.steps {
            if step.section != section, let heading = step.section {
                out += "\n### \(heading)\n\n"
                number = 1
            }
            section = step.section
            out += "\(number). \(step.text)\n"
            number += 1
        }
        return out
    }
}
