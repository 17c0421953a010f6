import Foundation
import LarderKit

extension Larder {
    /// `larder similar RECIPE [--limit N] [--makeable]`
    struct Similar: RunnableCommand {
        static let spec = CommandSpec(
            "similar",
            abstract: "Recipes like this one: nearest by taste profile and structure (one ingredient swapped, same base spirit).",
            arguments: [Key.recipe, Key.limit, Key.makeable, GlobalOptions.arguments],
            command: Similar.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let recipe = Positionals("recipe", required: true, help: "Recipe id or name.")
            static let limit = DefaultedOption<Int>("limit", default: 10, anyValue: true, help: "At most this many results (1-1000).")
            static let makeable = Flag("makeable", help: "Only recipes you can make now with your inventory.")
        }

        let recipe: [String]
        let limit: Int
        let makeable: Bool
        let global: GlobalOptions

        func validate() throws {
            if recipe.joined().isBlank { throw UsageError("name a recipe") }
            guard (1...1000).contains(limit) else { throw UsageError("--limit must be between 1 and 1000, not \(limit)") }
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
                let name = TextColumn.padded(item.name, to: width)
                print("\(t.bold(name))  \(t.dim(item.id.rawValue))  \(item.reasons.joined(separator: "; "))")
            }
        }

        init(_ parsed: ParsedArguments) throws {
            recipe = parsed[Key.recipe]
            limit = parsed[Key.limit]
            makeable = parsed[Key.makeable]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
