import ArgumentParser
import LarderKit

extension Larder {
    /// `larder random [TEXT] [filters]`
    struct RandomRecipe: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "random", abstract: "Pick a recipe at random, optionally among those matching filters.")

        @Argument(help: "Words the recipe must match.")
        var text: [String] = []

        @OptionGroup var filters: FilterOptions

        @Option(help: "Seed for a repeatable pick.")
        var seed: UInt64?

        @OptionGroup var global: GlobalOptions

        func run() throws {
            let query = filters.query(text: text.isEmpty ? nil : text.joined(separator: " "))
            guard let pick = try global.session().random(query, seed: seed) else {
                throw LarderError.invalidInput("no recipes match these filters")
            }
            if try global.printedJSON(pick) { return }
            print(RecipeListText.render([pick], terminal: global.terminal), terminator: "")
        }
    }
}
