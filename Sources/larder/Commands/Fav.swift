import ArgumentParser
import LarderKit

extension Larder {
    /// `larder fav add|remove|list`
    struct Fav: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "fav", abstract: "Mark recipes as favorites.", subcommands: [Add.self, Remove.self, List.self], defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "add", abstract: "Add recipes (ids or names) to the favorites.")
            @Argument(help: "Recipe ids or names.", completion: NameCompletion.recipes) var recipes: [String]
            @OptionGroup var global: GlobalOptions

            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }

            func run() throws {
                try Output.edit(try global.session().addFavorites(recipes), noun: "favorite", json: global.json)
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "remove", abstract: "Remove recipes from the favorites (all or nothing).")
            @Argument(help: "Recipe ids or names.", completion: NameCompletion.recipes) var recipes: [String]
            @OptionGroup var global: GlobalOptions

            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }

            func run() throws {
                try Output.edit(try global.session().removeFavorites(recipes), noun: "favorite", json: global.json)
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(commandName: "list", abstract: "List the favorites, most recent first.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                let favorites = try global.session().favorites()
                if try global.printedJSON(favorites) { return }
                ListedText.print(favorites, terminal: global.terminal)
                if favorites.isEmpty { Output.diagnostic("no favorites yet; add one with `larder fav add NAME`") }
            }
        }
    }
}
