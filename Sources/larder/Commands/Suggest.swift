import LarderKit

extension Larder {
    /// `larder suggest PREFIX`
    struct Suggest: RunnableCommand {
        static let spec = CommandSpec(
            "suggest",
            abstract: "Complete a drink, dish or ingredient name (top five).",
            arguments: [Key.prefix, GlobalOptions.arguments],
            command: Suggest.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let prefix = Positionals("prefix", required: true, help: "The start of a name.")
        }

        let prefix: [String]
        let global: GlobalOptions

        func run() throws {
            let suggestions = try global.session().suggest(prefix.joined(separator: " "))
            if try global.printedJSON(suggestions) { return }
            for s in suggestions { print("\(s.name)  " + global.terminal.dim("\(s.kind) \(s.id)")) }
            if suggestions.isEmpty { Output.diagnostic("no names start with '\(prefix.joined(separator: " ").prefix(80))'") }
        }

        init(_ parsed: ParsedArguments) throws {
            prefix = parsed[Key.prefix]
            global = try GlobalOptions(parsed)
            if prefix.joined().isBlank { throw UsageError("give the start of a name to complete") }
        }
    }
}
