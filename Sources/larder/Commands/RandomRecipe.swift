import LarderKit

extension Larder {
    /// `larder random [TEXT] [filters]`
    struct RandomRecipe: RunnableCommand {
        static let spec = CommandSpec(
            "random",
            abstract: "Pick a recipe at random, optionally among those matching filters.",
            arguments: [Key.text, FilterOptions.arguments, Key.seed, GlobalOptions.arguments],
            command: RandomRecipe.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let text = Positionals("text", required: false, help: "Words the recipe must match.")
            static let seed = Option<UInt64>("seed", help: "Seed for a repeatable pick.")
        }

        let text: [String]
        let filters: FilterOptions
        let seed: UInt64?
        let global: GlobalOptions

        func run() throws {
            let query = filters.query(text: text.isEmpty ? nil : text.joined(separator: " "))
            guard let pick = try global.session().random(query, seed: seed) else {
                throw LarderError.invalidInput("no recipes match these filters")
            }
            if try global.printedJSON(pick) { return }
            print(RecipeListText.render([pick], terminal: global.terminal), terminator: "")
        }

        init(_ parsed: ParsedArguments) throws {
            text = parsed[Key.text]
            filters = try FilterOptions(parsed)
            seed = parsed[Key.seed]
            global = try GlobalOptions(parsed)
        }
    }
}
