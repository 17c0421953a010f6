import ArgumentParser
import LarderKit

extension Larder {
    /// `larder delete RECIPE`
    struct Delete: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "delete", abstract: "Delete one of your own recipes (catalog recipes cannot be deleted).")

        @Argument(help: "Your recipe's id (my-…) or title.") var recipe: [String]
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            if recipe.joined().trimmingCharacters(in: .whitespaces).isEmpty { throw ValidationError("name a recipe to delete") }
        }

        func run() throws {
            let deleted = try global.session().deleteUserRecipe(recipe.joined(separator: " "))
            if try global.printedJSON(deleted) { return }
            Output.diagnostic("deleted \(deleted.id): \(deleted.title)")
        }
    }
}
