import ArgumentParser
import LarderCatalog
import LarderCore

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
            try reportingErrors {
                let catalog = try global.app.catalog()
                let query = filters.query(text: text.isEmpty ? nil : text.joined(separator: " "))
                var generator = SplitMix64(seed: seed ?? UInt64.random(in: 0...UInt64.max))
                guard let pick = try catalog.random(query, using: &generator) else {
                    throw LarderCLIError("no recipes match these filters")
                }
                if global.json { return try Output.json(pick) }
                print(RecipeListText.render([pick], terminal: global.terminal), terminator: "")
            }
        }
    }
}

/// A command-line error phrased for the user.
struct LarderCLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
