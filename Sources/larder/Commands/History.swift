import ArgumentParser
import LarderKit

extension Larder {
    /// `larder history [--searches]`, `larder history clear`
    struct History: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "history", abstract: "Recently viewed recipes and recent searches.", subcommands: [List.self, Clear.self], defaultSubcommand: List.self)

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List the last viewed recipes (or the last ten searches).")
            @Flag(help: "List the last ten searches instead.") var searches = false
            @Option(parsing: .unconditional, help: "How many viewed recipes to list.") var limit = 20
            @OptionGroup var global: GlobalOptions

            func validate() throws { guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000, not \(limit)") } }

            func run() throws {
                let session = global.session()
                if searches {
                    let entries = try session.recentSearches()
                    if try global.printedJSON(entries) { return }
                    for entry in entries { print(entry.escapingControlCharacters) }
                    return
                }
                let views = try session.viewedRecipes(limit: limit)
                if try global.printedJSON(views) { return }
                ListedText.print(views, terminal: global.terminal)
            }
        }

        struct Clear: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "clear", abstract: "Forget the viewed recipes and searches.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let count = try global.session().clearHistory()
                if try global.printedJSON(["removed": count]) { return }
                Output.diagnostic("history cleared (\(Output.count(count, "entry", "entries")))")
            }
        }
    }
}
