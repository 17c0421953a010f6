import Foundation
import LarderKit

extension Larder {
    /// `larder substitutes INGREDIENT [--limit N]`
    struct Substitutes: RunnableCommand {
        static let spec = CommandSpec(
            "substitutes",
            abstract: "What could stand in for an ingredient: similar partners and compounds, same kind of thing.",
            arguments: [Key.name, Key.limit, GlobalOptions.arguments],
            command: Substitutes.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let name = Positionals("name", required: true, help: "Ingredient id, name or alias.", completion: .ingredients)
            static let limit = DefaultedOption<Int>("limit", default: 10, anyValue: true, help: "At most this many (1-200).")
        }

        let name: [String]
        let limit: Int
        let global: GlobalOptions

        func validate() throws {
            if name.joined().isBlank { throw UsageError("name an ingredient") }
            guard (1...200).contains(limit) else { throw UsageError("--limit must be between 1 and 200") }
        }

        func run() throws {
            let list = try global.session().flavorSubstitutes(name.joined(separator: " "), limit: limit)
            if try global.printedJSON(list) { return }
            if list.isEmpty { Output.diagnostic("no substitutes found"); return }
            let t = global.terminal
            let width = min(list.map(\.ingredient.name.count).max() ?? 0, 32)
            for item in list {
                let name = TextColumn.padded(item.ingredient.name, to: width)
                print("\(t.bold(name))  \(FixedDecimal.text(item.score, digits: 2))  \(t.dim(item.reason))")
            }
        }

        init(_ parsed: ParsedArguments) throws {
            name = parsed[Key.name]
            limit = parsed[Key.limit]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
