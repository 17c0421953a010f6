import LarderKit

extension Larder {
    /// `larder substitute add|remove|list A B`
    struct Substitute {
        static let spec = CommandSpec(
            "substitute",
            abstract: "Your own substitutes: B may stand in for A in every recipe.",
            subcommands: [
                edit("add", abstract: "Let B stand in for A.", change: "now stands in for") { try $0.addSubstitute($1, $2) },
                edit("remove", abstract: "Forget one of your substitutes.", change: "no longer stands in for") {
                    try $0.removeSubstitute($1, $2)
                },
                List.spec,
            ],
            defaultSubcommand: List.spec.name)

        /// The two ingredients `add` and `remove` name.
        static let original = RequiredPositional<String>("original", help: "The ingredient a recipe asks for.")
        static let replacement = RequiredPositional<String>("replacement", help: "What you use instead.")

        /// `add` or `remove`: one edit of a rule, reported as "B now stands in for A" with `change` as the middle.
        static func edit(_ name: String, abstract: String, change: String,
                         _ edit: @escaping @Sendable (LarderSession, String, String) throws -> OwnSubstitute) -> CommandSpec {
            CommandSpec(name, abstract: abstract, arguments: [original, replacement, GlobalOptions.arguments]) { parsed in
                let global = try GlobalOptions(parsed)
                let rule = try edit(global.session(), parsed[original], parsed[replacement])
                if try global.printedJSON(rule) { return }
                Output.diagnostic("\(rule.replacement.name) \(change) \(rule.original.name)")
            }
        }

        struct List: RunnableCommand {
            static let spec = CommandSpec(
                "list",
                abstract: "List your substitutes.",
                arguments: [GlobalOptions.arguments],
                command: List.self)

            let global: GlobalOptions
            func run() throws {
                let rules = try global.session().inventory().substitutes
                if global.json { return try Output.json(rules.map { ["original": $0.original.id, "replacement": $0.replacement.id] }) }
                for rule in rules { print("\(ListedText.name(rule.replacement)) for \(ListedText.name(rule.original))") }
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }
    }
}
