import ArgumentParser
import LarderCatalog
import LarderCore
import LarderKit

extension Larder {
    /// `larder shopping-list ID... [--servings N] [--markdown|--json]`
    struct ShoppingListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shopping-list",
            abstract: "What to buy for some recipes: missing ingredients with amounts summed, by shop category.")

        @Argument(help: "Recipe ids or names.") var recipes: [String]
        @Option(help: "Scale every recipe to this many servings.") var servings: Int?
        @Flag(help: "Print Markdown.") var markdown = false
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipes.isEmpty { throw ValidationError("name at least one recipe") }
            if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000") }
            if markdown && global.json { throw ValidationError("--markdown and --json exclude each other") }
        }

        func run() throws {
            try reportingErrors {
                let app = global.app
                let catalog = try app.catalog()
                let ids = try global.resolveRecipes(recipes, in: catalog)
                var own: [RecipeID: Int] = [:]
                if servings != nil {
                    for id in ids { own[id] = try catalog.recipe(id.rawValue).servings ?? 1 }
                }
                let report = try app.barCatalog().shoppingList(
                    ids, servings: own, targetServings: servings, inventory: try app.userData().inventory().matchInventory)
                if global.json { return try Output.json(report) }
                print(ShoppingText.render(report, markdown: markdown, terminal: global.terminal), terminator: "")
            }
        }
    }
}
