import ArgumentParser
import LarderKit
import LarderCore
import LarderUser

extension Larder {
    /// `larder history [--searches]`, `larder history clear`
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Recently viewed recipes and recent searches.", subcommands: [List.self, Clear.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the last viewed recipes (or the last ten searches).")
            @Flag(help: "List the last ten searches instead.") var searches = false
            @Option(help: "How many viewed recipes to list.") var limit = 20
            @OptionGroup var global: GlobalOptions

            func validate() throws { guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000") } }

            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let user = try app.userData()
                    if searches {
                        let entries = try user.history(.search, limit: 10)
                        if global.json { return try Output.json(entries.map(\.value)) }
                        for entry in entries { print(entry.value) }
                        return
                    }
                    let bar = try app.barCatalog()
                    let views = try user.history(.view, limit: limit).map { RecipeID($0.value) }
                    if global.json { return try Output.json(views.map { ListedRef($0, bar) }) }
                    for id in views { print("\(bar.display(id))  \(global.terminal.dim(id.rawValue))") }
                }
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Forget the viewed recipes and searches.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                try reportingErrors {
                    let count = try global.app.userData().clearHistory()
                    Output.diagnostic("history cleared (\(count) entr\(count == 1 ? "y" : "ies"))")
                }
            }
        }
    }
}
