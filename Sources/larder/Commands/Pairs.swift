import ArgumentParser
import Foundation
import LarderKit

extension Larder {
    /// `larder pairs INGREDIENT [--with OTHER...] [--limit N]`
    struct Pairs: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "What goes with an ingredient, or with several together, and why.")

        @Argument(help: "Ingredient id, name or alias.")
        var name: [String]

        @Option(name: .customLong("with"), help: "Another ingredient the partners must also go with (repeatable).")
        var with: [String] = []

        @Option(help: "At most this many (1-200).")
        var limit = 10

        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if name.joined().trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("name an ingredient") }
            if with.contains(where: { $0.trimmingCharacters(in: .whitespaces).isEmpty }) { throw ValidationError("--with needs a name") }
            guard (1...200).contains(limit) else { throw ValidationError("--limit must be between 1 and 200") }
        }

        func run() throws {
            try reportingErrors {
                let service = try global.app.flavor()
                let names = [name.joined(separator: " ")] + with
                let pairs = try service.pairs(names, limit: limit)
                // A loop, not `map`: calling this typed-throws function inside `map` crashed (SIGSEGV) in a Swift 6.3.1 debug build.
                var query: [String] = []
                for name in names { query.append(try service.ingredient(name).name) }
                if global.json { return try Output.json(pairs) }
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
}
