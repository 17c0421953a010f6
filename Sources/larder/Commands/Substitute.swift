import ArgumentParser
import LarderKit

extension Larder {
    /// `larder substitute add|remove|list A B`
    struct Substitute: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "substitute", abstract: "Your own substitutes: B may stand in for A in every recipe.",
            subcommands: [Add.self, Remove.self, List.self], defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Let B stand in for A.")
            @Argument(help: "The ingredient a recipe asks for.") var original: String
            @Argument(help: "What you use instead.") var replacement: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let rule = try global.session().addSubstitute(original, replacement)
                if try global.printedJSON(rule) { return }
                Output.diagnostic("\(rule.replacement.name) now stands in for \(rule.original.name)")
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Forget one of your substitutes.")
            @Argument(help: "The ingredient a recipe asks for.") var original: String
            @Argument(help: "What you used instead.") var replacement: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let rule = try global.session().removeSubstitute(original, replacement)
                if try global.printedJSON(rule) { return }
                Output.diagnostic("\(rule.replacement.name) no longer stands in for \(rule.original.name)")
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List your substitutes.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                let rules = try global.session().inventory().substitutes
                if global.json { return try Output.json(rules.map { ["original": $0.original.id, "replacement": $0.replacement.id] }) }
                for rule in rules { print("\(ListedText.name(rule.replacement)) for \(ListedText.name(rule.original))") }
            }
        }
    }
}
