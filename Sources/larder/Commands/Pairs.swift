import Foundation
import LarderKit

extension Larder {
    /// `larder pairs INGREDIENT [--with OTHER...] [--limit N] [--include-mine]`
    struct Pairs: RunnableCommand {
        static let spec = CommandSpec(
            "pairs",
            abstract: "What goes with an ingredient, or with several together, and why.",
            arguments: [Key.name, Key.with, Key.limit, Key.includeMine, GlobalOptions.arguments],
            command: Pairs.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let name = Positionals("name", required: true, help: "Ingredient id, name or alias.", completion: .ingredients)
            static let with = RepeatedOption<String>("with",
                help: "Another ingredient the partners must also go with (repeatable).", completion: .ingredients)
            static let limit = DefaultedOption<Int>("limit", default: 10, anyValue: true, help: "At most this many (1-200).")
            static let includeMine = Flag("include-mine",
                help: "Also count your own recipes (imported with `larder import`) as evidence that ingredients go together.")
        }

        let name: [String]
        let with: [String]
        let limit: Int
        let includeMine: Bool
        let global: GlobalOptions

        func validate() throws {
            if name.joined().isBlank { throw UsageError("name an ingredient") }
            if with.contains(where: { $0.isBlank }) { throw UsageError("--with needs a name") }
            guard (1...200).contains(limit) else { throw UsageError("--limit must be between 1 and 200") }
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
                let name = TextColumn.padded(pair.ingredient.name, to: width)
                let reasons = zip(query, pair.evidence).map { q, e in query.count > 1 ? "\(q): \(e.reason)" : e.reason }
                let together = query.count > 1 && pair.recipesWithAll > 0 ? "; \(pair.recipesWithAll) recipe\(pair.recipesWithAll == 1 ? " uses" : "s use") them all" : ""
                print("\(t.bold(name))  \(FixedDecimal.text(pair.score, digits: 2))  \(t.dim(reasons.joined(separator: "; ") + together))")
            }
        }

        init(_ parsed: ParsedArguments) throws {
            name = parsed[Key.name]
            with = parsed[Key.with]
            limit = parsed[Key.limit]
            includeMine = parsed[Key.includeMine]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
