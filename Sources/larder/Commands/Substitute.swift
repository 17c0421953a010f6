import LarderKit

extension Larder {
    /// `larder substitute add|remove|list A B`
    struct Substitute {
        static let spec = CommandSpec(
            "substitute",
            abstract: "Your own substitutes: B may stand in for A in every recipe.",
            subcommands: [Add.spec, Remove.spec, List.spec],
            defaultSubcommand: List.spec.name)


        struct Add: RunnableCommand {
            static let spec = CommandSpec(
                "add",
                abstract: "Let B stand in for A.",
                arguments: [Key.original, Key.replacement, GlobalOptions.arguments],
                command: Add.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let original = RequiredPositional<String>("original", help: "The ingredient a recipe asks for.")
                static let replacement = RequiredPositional<String>("replacement", help: "What you use instead.")
            }
            let original: String
            let replacement: String
            let global: GlobalOptions
            func run() throws {
                let rule = try global.session().addSubstitute(original, replacement)
                if try global.printedJSON(rule) { return }
                Output.diagnostic("\(rule.replacement.name) now stands in for \(rule.original.name)")
            }

            init(_ parsed: ParsedArguments) throws {
                original = parsed[Key.original]
                replacement = parsed[Key.replacement]
                global = try GlobalOptions(parsed)
            }
        }

        struct Remove: RunnableCommand {
            static let spec = CommandSpec(
                "remove",
                abstract: "Forget one of your substitutes.",
                arguments: [Key.original, Key.replacement, GlobalOptions.arguments],
                command: Remove.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let original = RequiredPositional<String>("original", help: "The ingredient a recipe asks for.")
                static let replacement = RequiredPositional<String>("replacement", help: "What you used instead.")
            }
            let original: String
            let replacement: String
            let global: GlobalOptions
            func run() throws {
                let rule = try global.session().removeSubstitute(original, replacement)
                if try global.printedJSON(rule) { return }
                Output.diagnostic("\(rule.replacement.name) no longer stands in for \(rule.original.name)")
            }

            init(_ parsed: ParsedArguments) throws {
                original = parsed[Key.original]
                replacement = parsed[Key.replacement]
                global = try GlobalOptions(parsed)
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
