import ArgumentParser
import LarderKit

extension Larder {
    /// `larder delete RECIPE`
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete one of your own recipes (catalog recipes cannot be deleted).")

        @OptionGroup var recipe: OwnRecipeArgument
        @OptionGroup var global: GlobalOptions

        func run() throws {
            let deleted = try global.session().deleteUserRecipe(recipe.name)
            if try global.printedJSON(deleted) { return }
            Output.diagnostic("deleted \(deleted.id): \(deleted.title)")
        }
    }
}
