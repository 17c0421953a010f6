import ArgumentParser
import LarderKit

extension Larder {
    /// `larder fav add|remove|list`
    struct Fav: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Mark recipes as favorites.", subcommands: [Add.self, Remove.self, List.self], defaultSubcommand: List.self)

        struct Add: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Add recipes (ids or names) to the favorites.")
            @Argument(help: "Recipe ids or names.") var recipes: [String]
            @OptionGroup var global: GlobalOptions

            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }

            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let ids = try global.resolveRecipes(recipes, in: try app.catalog())
                    let user = try app.userData()
                    for id in ids { try user.addFavorite(id) }
                    Output.diagnostic("\(ids.count) favorite\(ids.count == 1 ? "" : "s") added")
                }
            }
        }

        struct Remove: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "Remove recipes from the favorites.")
            @Argument(help: "Recipe ids or names.") var recipes: [String]
            @OptionGroup var global: GlobalOptions

            func validate() throws { if recipes.isEmpty { throw ValidationError("name at least one recipe") } }

            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let catalog = try app.catalog()
                    let user = try app.userData()
                    let ids = recipes.map { global.recipeForRemoval($0, in: catalog) }
                    let removed = try user.removeFavorites(ids)
                    Output.diagnostic("\(removed) favorite\(removed == 1 ? "" : "s") removed")
                }
            }
        }

        struct List: ParsableCommand {
            static let configuration = CommandConfiguration(abstract: "List the favorites, most recent first.")
            @OptionGroup var global: GlobalOptions

            func run() throws {
                try reportingErrors {
                    let app = global.app
                    let bar = try app.barCatalog()
                    let favorites = try app.userData().favorites()
                    if global.json { return try Output.json(favorites.map { ListedRef($0.recipe, bar) }) }
                    for favorite in favorites { print("\(bar.display(favorite.recipe))  \(global.terminal.dim(favorite.recipe.rawValue))") }
                    if favorites.isEmpty { Output.diagnostic("no favorites yet; add one with `larder fav add NAME`") }
                }
            }
        }
    }
}
