import ArgumentParser
import LarderKit

extension Larder {
    /// `larder shopping-list RECIPE... [--servings N] [--markdown]`
    struct ShoppingListCommand: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "shopping-list",
            abstract: "What to buy for some recipes: missing ingredients with amounts summed, by shop category.")

        @Argument(help: "Recipe ids or names.", completion: NameCompletion.recipes) var recipes: [String]
        @Option(parsing: .unconditional, help: "Scale every recipe to this many servings.") var servings: Int?
        @Flag(help: "Print Markdown.") var markdown = false
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipes.isEmpty { throw ValidationError("name at least one recipe") }
            if let servings, !(1...1000).contains(servings) { throw ValidationError("--servings must be between 1 and 1000, not \(servings)") }
            if markdown && global.json { throw ValidationError("--markdown and --json exclude each other") }
        }

        func run() throws {
            let report = try global.session().shoppingList(recipes, servings: servings)
            if try global.printedJSON(report) { return }
            print(ShoppingText.render(report, markdown: markdown, terminal: global.terminal), terminator: "")
        }
    }
}
