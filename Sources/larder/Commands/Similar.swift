import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder similar RECIPE [--limit N] [--makeable]`
    struct Similar: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "similar", abstract: "Recipes like this one: nearest by taste profile and structure (one ingredient swapped, same base spirit).")

        @Argument(help: "Recipe id or name.")
        var recipe: [String]

        @Option(parsing: .unconditional, help: "At most this many results (1-1000).")
        var limit = 10

        @Flag(help: "Only recipes you can make now with your inventory.")
        var makeable = false

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipe.joined().isBlank { throw ValidationError("name a recipe") }
            guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000, not \(limit)") }
        }

        func run() throws {
            let answer = try global.session().similar(recipe.joined(separator: " "), limit: limit, makeable: makeable)
            if try global.printedJSON(answer) { return }
            let t = global.terminal
            if answer.similar.isEmpty {
                Output.diagnostic(
                    answer.makeableOnly
                        ? "nothing like \(answer.recipe.name) can be made with your inventory" : "no recipes like \(answer.recipe.name)")
                return
            }
            let width = answer.similar.map(\.name.count).max() ?? 0
            for item in answer.similar {
                let name = item.name.padding(toLength: width, withPad: " ", startingAt: 0)
                print("\(t.bold(name))  \(t.dim(item.id.rawValue))  \(item.reasons.joined(separator: "; "))")
            }
        }
    }
}
