import ArgumentParser
import LarderKit
import LarderUser

extension Larder {
    /// `larder substitute add|remove|list A B`
    struct Substitute: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Your own substitutes: B may stand in for A in every recipe.",
            subcommands: [Add.self, Remove.self, List.self], defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Let B stand in for A.")
            @Argument(help: "The ingredient a recipe asks for.") var original: String
            @Argument(help: "What you use instead.") var replacement: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let rule = StoredSubstitute(original: try bar.resolveIngredient(original), replacement: try bar.resolveIngredient(replacement))
                    guard rule.original != rule.replacement else { throw LarderError.message("an ingredient cannot substitute itself") }
                    try app.userData().addSubstitute(rule)
                    Output.diagnostic("\(bar.name(of: rule.replacement)) now stands in for \(bar.name(of: rule.original))")
                }
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Forget one of your substitutes.")
            @Argument(help: "The ingredient a recipe asks for.") var original: String
            @Argument(help: "What you used instead.") var replacement: String
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let rule = StoredSubstitute(original: try bar.resolveIngredient(original), replacement: try bar.resolveIngredient(replacement))
                    guard try app.userData().removeSubstitute(rule) else {
                        throw LarderError.message("no substitute \(rule.replacement) for \(rule.original)")
                    }
                    Output.diagnostic("substitute removed")
                }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List your substitutes.")
            @OptionGroup var global: GlobalOptions
            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let rules = try app.userData().inventory().substitutes
                    if global.json { return try Output.json(rules.map { ["original": $0.original.rawValue, "replacement": $0.replacement.rawValue] }) }
                    for rule in rules { print("\(bar.display(rule.replacement)) for \(bar.display(rule.original))") }
                }
            }
        }
    }
}
