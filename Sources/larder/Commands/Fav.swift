import LarderKit

extension Larder {
    /// `larder fav add|remove|list`
    struct Fav {
        static let spec = CommandSpec(
            "fav",
            abstract: "Mark recipes as favorites.",
            subcommands: [Add.spec, Remove.spec, List.spec],
            defaultSubcommand: List.spec.name)


        struct Add: RunnableCommand {
            static let spec = CommandSpec(
                "add",
                abstract: "Add recipes (ids or names) to the favorites.",
                arguments: [Key.recipes, GlobalOptions.arguments],
                command: Add.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let recipes = Positionals("recipes", required: true, help: "Recipe ids or names.", completion: .recipes)
            }
            let recipes: [String]
            let global: GlobalOptions

            func validate() throws { if recipes.isEmpty { throw UsageError("name at least one recipe") } }

            func run() throws {
                try Output.edit(try global.session().addFavorites(recipes), noun: "favorite", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                recipes = parsed[Key.recipes]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

        struct Remove: RunnableCommand {
            static let spec = CommandSpec(
                "remove",
                abstract: "Remove recipes from the favorites (all or nothing).",
                arguments: [Key.recipes, GlobalOptions.arguments],
                command: Remove.self)

            /// The arguments, read back through `parsed[Key.…]`.
            enum Key {
                static let recipes = Positionals("recipes", required: true, help: "Recipe ids or names.", completion: .recipes)
            }
            let recipes: [String]
            let global: GlobalOptions

            func validate() throws { if recipes.isEmpty { throw UsageError("name at least one recipe") } }

            func run() throws {
                try Output.edit(try global.session().removeFavorites(recipes), noun: "favorite", json: global.json)
            }

            init(_ parsed: ParsedArguments) throws {
                recipes = parsed[Key.recipes]
                global = try GlobalOptions(parsed)
                try validate()
            }
        }

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
