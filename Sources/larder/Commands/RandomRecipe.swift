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
                var generator = SeededGenerator(seed: seed ?? UInt64.random(in: 0...UInt64.max))
                guard let pick = try catalog.random(query, using: &generator) else {
                    throw LarderCLIError("no recipes match these filters")
                }
                if global.json { return try Output.json(pick) }
                print(RecipeListText.render([pick], terminal: global.terminal), terminator: "")
            }
        }
    }
}

/// A small deterministic generator (SplitMix64) for repeatable random picks.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

/// A command-line error phrased for the user.
struct LarderCLIError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
