import ArgumentParser

/// The recipe argument of the commands that change one of the user's own recipes (`delete`, `edit`):
/// an id (`my-…`) or a title, which may be given unquoted as several words.
struct OwnRecipeArgument: ParsableArguments {
    @Argument(help: "Your recipe's id (my-…) or title.") var recipe: [String]

    /// The id or title as one text.
    var name: String { recipe.joined(separator: " ") }

    func validate() throws {
        if recipe.joined().isBlank { throw ValidationError("name one of your recipes (its my-… id or title)") }
    }
}
