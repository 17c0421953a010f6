import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder substitutes INGREDIENT [--limit N]`
    struct Substitutes: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "substitutes", abstract: "What could stand in for an ingredient: similar partners and compounds, same kind of thing.")

        @Argument(help: "Ingredient id, name or alias.", completion: NameCompletion.ingredients)
        var name: [String]

        @Option(parsing: .unconditional, help: "At most this many (1-200).")
        var limit = 10

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if name.joined().isBlank { throw ValidationError("name an ingredient") }
            guard (1...200).contains(limit) else { throw ValidationError("--limit must be between 1 and 200") }
        }

        func run() throws {
            let list = try global.session().flavorSubstitutes(name.joined(separator: " "), limit: limit)
            if try global.printedJSON(list) { return }
            if list.isEmpty { Output.diagnostic("no substitutes found"); return }
            let t = global.terminal
            let width = min(list.map(\.ingredient.name.count).max() ?? 0, 32)
            for item in list {
                let name = item.ingredient.name.padding(toLength: width, withPad: " ", startingAt: 0)
                print("\(t.bold(name))  \(String(format: "%.2f", item.score))  \(t.dim(item.reason))")
            }
        }
    }
}
