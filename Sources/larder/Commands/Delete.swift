import LarderKit

extension Larder {
    /// `larder delete RECIPE`
    struct Delete: RunnableCommand {
        static let spec = CommandSpec(
            "delete",
            abstract: "Delete one of your own recipes (catalog recipes cannot be deleted).",
            arguments: [OwnRecipeArgument.arguments, GlobalOptions.arguments],
            command: Delete.self)


        let recipe: OwnRecipeArgument
        let global: GlobalOptions

        func run() throws {
            let deleted = try global.session().deleteUserRecipe(recipe.name)
            if try global.printedJSON(deleted) { return }
            Output.diagnostic("deleted \(deleted.id): \(deleted.title)")
        }

        init(_ parsed: ParsedArguments) throws {
            recipe = try OwnRecipeArgument(parsed)
            global = try GlobalOptions(parsed)
        }
    }
}
