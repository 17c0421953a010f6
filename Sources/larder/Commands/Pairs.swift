import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder pairs INGREDIENT [--with OTHER...] [--limit N] [--include-mine]`
    struct Pairs: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "pairs", abstract: "What goes with an ingredient, or with several together, and why.")

        @Argument(help: "Ingredient id, name or alias.", completion: NameCompletion.ingredients)
        var name: [String]

        @Option(name: .customLong("with"), help: "Another ingredient the partners must also go with (repeatable).", completion: NameCompletion.ingredients)
        var with: [String] = []

        @Option(parsing: .unconditional, help: "At most this many (1-200).")
        var limit = 10

        @Flag(help: "Also count your own recipes (imported with `larder import`) as evidence that ingredients go together.")
        var includeMine = false

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if name.joined().isBlank { throw ValidationError("name an ingredient") }
            if with.contains(where: { $0.isBlank }) { throw ValidationError("--with needs a name") }
            guard (1...200).contains(limit) else { throw ValidationError("--limit must be between 1 and 200") }
        }

        func run() throws {
            let answer = try global.session().pairs([name.joined(separator: " ")] + with, limit: limit, includeMine: includeMine)
            let pairs = answer.pairs
            let query = answer.query.map(\.name)
            if try global.printedJSON(pairs) { return }
            if pairs.isEmpty {
                Output.diagnostic("nothing pairs with \(query.joined(separator: " and ")) in the catalog")
                return
            }
            let t = global.terminal
            let width = min(pairs.map(\.ingredient.name.count).max() ?? 0, 32)
            for pair in pairs {
                let name = pair.ingredient.name.padding(toLength: width, withPad: " ", startingAt: 0)
                let reasons = zip(query, pair.evidence).map { q, e in query.count > 1 ? "\(q): \(e.reason)" : e.reason }
                let together = query.count > 1 && pair.recipesWithAll > 0 ? "; \(pair.recipesWithAll) recipe\(pair.recipesWithAll == 1 ? " uses" : "s use") them all" : ""
                print("\(t.bold(name))  \(String(format: "%.2f", pair.score))  \(t.dim(reasons.joined(separator: "; ") + together))")
            }
        }
    }
}
