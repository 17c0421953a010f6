import LarderKit

extension Larder {
    /// `larder history [--searches]`, `larder history clear`
    struct History {
        static let spec = CommandSpec(
            "history",
            abstract: "Recently viewed recipes and recent searches.",
            subcommands: [List.spec, Clear.spec],
            defaultSubcommand: List.spec.name)


        struct List: RunnableCommand {
            static let spec = CommandSpec(
                "list",
                abstract: "List the last viewed recipes (or the last ten searches).",
                arguments: [Key.searches, Key.limit, GlobalOptions.arguments],
                command: List.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let searches = Flag("searches", help: "List the last ten searches instead.")
                static let limit = DefaultedOption<Int>("limit", default: 20, anyValue: true, help: "How many viewed recipes to list.")
            }
            let searches: Bool
            let limit: Int
            let global: GlobalOptions

            func validate() throws { guard (1...1000).contains(limit) else { throw UsageError("--limit must be between 1 and 1000, not \(limit)") } }

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

            init(_ parsed: ParsedArguments) throws {
                searches = parsed[Key.searches]
                limit = parsed[Key.limit]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Clear: RunnableCommand {
            static let spec = CommandSpec(
                "clear",
                abstract: "Forget the viewed recipes and searches.",
                arguments: [GlobalOptions.arguments],
                command: Clear.self)

            let global: GlobalOptions

            func run() throws {
                let count = try global.session().clearHistory()
                if try global.printedJSON(["removed": count]) { return }
                Output.diagnostic("history cleared (\(Output.count(count, "entry", "entries")))")
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }
    }
}
