import LarderKit

extension Larder {
    /// `larder show ID|NAME [--servings N | --scale F] [--units metric|us|imperial] [--json|--markdown]`
    struct Show: RunnableCommand {
        static let spec = CommandSpec(
            "show",
            abstract: "Show a recipe: ingredients with amounts, method, glass, garnish, strength and sources.",
            arguments: [Key.recipe, Key.servings, Key.scale, Key.units, Key.markdown, GlobalOptions.arguments],
            command: Show.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let recipe = Positionals("recipe", required: true, help: "Recipe id or name.", completion: .recipes)
            static let servings = Option<Int>("servings", anyValue: true,
                help: "Scale the amounts to this many servings (from the recipe's own yield).")
            static let scale = Option<Double>("scale", anyValue: true, help: "Multiply the amounts by this factor (0.5 for half).")
            static let units = Option<MeasurementSystem>("units",
                help: "Show amounts in metric, us or imperial units; remembered for later commands (default: as written).")
            static let markdown = Flag("markdown", help: "Print Markdown.")
        }

        let recipe: [String]
        let servings: Int?
        let scale: Double?
        let units: MeasurementSystem?
        let markdown: Bool
        let global: GlobalOptions

        func validate() throws {
            if recipe.joined().isBlank { throw UsageError("name a recipe to show") }
            if let servings, !(1...1000).contains(servings) { throw UsageError("--servings must be between 1 and 1000, not \(servings)") }
            if servings != nil && scale != nil { throw UsageError("give --servings or --scale, not both") }
            if let scale, !(scale > 0 && scale <= 100) { throw UsageError("--scale must be above 0 and at most 100, not \(scale)") }
            if markdown && global.json { throw UsageError("--markdown and --json exclude each other") }
        }

        func run() throws {
            let session = global.session()
            // A drink's Codex family comes with it (`"codex"` in JSON, absent for dishes).
            let detail = try session.show(recipe.joined(separator: " "), servings: servings, scale: scale, units: units)
            if try global.printedJSON(detail) { return }
            let text = markdown ? RecipeText.markdown(detail) : RecipeText.plain(detail, terminal: global.terminal)
            print(text, terminator: "")
            print(markdown ? NutritionText.markdown(detail.nutrition)
                : NutritionText.plain(detail.nutrition, terminal: global.terminal), terminator: "")
        }

        init(_ parsed: ParsedArguments) throws {
            recipe = parsed[Key.recipe]
            servings = parsed[Key.servings]
            scale = parsed[Key.scale]
            units = parsed[Key.units]
            markdown = parsed[Key.markdown]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
