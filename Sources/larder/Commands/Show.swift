import ArgumentParser
import LarderKit

extension Larder {
    /// `larder show ID|NAME [--servings N | --scale F] [--units metric|us|imperial] [--json|--markdown]`
    struct Show: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "show", abstract: "Show a recipe: ingredients with amounts, method, glass, garnish, strength and sources.")

        @Argument(help: "Recipe id or name.", completion: NameCompletion.recipes)
        var recipe: [String]

        @Option(parsing: .unconditional, help: "Scale the amounts to this many servings (from the recipe's own yield).")
        var servings: Int?

        @Option(parsing: .unconditional, help: "Multiply the amounts by this factor (0.5 for half).")
        var scale: Double?

        @Option(help: "Show amounts in metric, us or imperial units; remembered for later commands (default: as written).")
        var units: MeasurementSystem?

        @Flag(help: "Print Markdown.")
        var markdown = false

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipe.joined().isBlank { throw ValidationError("name a recipe to show") }
            if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000, not \(servings)") }
            if servings != nil && scale != nil { throw ValidationError("give --servings or --scale, not both") }
            if let scale, !(scale > 0 && scale <= 100) { throw ValidationError("--scale must be above 0 and at most 100, not \(scale)") }
            if markdown && global.json { throw ValidationError("--markdown and --json exclude each other") }
        }

        func run() throws {
            let session = global.session()
            let detail = try session.show(recipe.joined(separator: " "), servings: servings, scale: scale, units: units)
            let codex = detail.summary.kind == .drink ? try session.codexClassification(detail.summary.id.rawValue)?.codex : nil
            if try global.printedJSON(ShownRecipe(detail: detail, codex: codex)) { return }
            let text = markdown
                ? RecipeText.markdown(detail, codex: codex) : RecipeText.plain(detail, terminal: global.terminal, codex: codex)
            print(text, terminator: "")
            print(markdown ? NutritionText.markdown(detail.nutrition) : NutritionText.plain(detail.nutrition, terminal: global.terminal), terminator: "")
        }
    }
}
