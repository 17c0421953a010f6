import LarderKit

extension Larder {
    /// `larder fav add|remove|list`
    struct Fav {
        static let spec = CommandSpec(
            "fav",
            abstract: "Mark recipes as favorites.",
            subcommands: [
                RecipeListEdit.spec("add", abstract: "Add recipes (ids or names) to the favorites.", noun: "favorite") {
                    try $0.addFavorites($1)
                },
                RecipeListEdit.spec("remove", abstract: "Remove recipes from the favorites (all or nothing).", noun: "favorite") {
                    try $0.removeFavorites($1)
                },
                List.spec,
            ],
            defaultSubcommand: List.spec.name)

        struct List: RunnableCommand {
            static let spec = CommandSpec(
                "list",
                abstract: "List the favorites, most recent first.",
                arguments: [GlobalOptions.arguments],
                command: List.self)

            let global: GlobalOptions

            func run() throws {
                let favorites = try global.session().favorites()
                if try global.printedJSON(favorites) { return }
                ListedText.print(favorites, terminal: global.terminal)
                if favorites.isEmpty { Output.diagnostic("no favorites yet; add one with `larder fav add NAME`") }
            }

            init(_ parsed: ParsedArguments) throws {
                global = try GlobalOptions(parsed)
            }
        }
    }
}
