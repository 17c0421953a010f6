
/// The recipe argument of the commands that change one of the user's own recipes (`delete`, `edit`):
/// an id (`my-…`) or a title, which may be given unquoted as several words.
struct OwnRecipeArgument {
    static let arguments = ArgumentGroup([Key.recipe])

    /// The arguments, read back through `parsed[Key.…]`.
    enum Key {
        static let recipe = Positionals("recipe", required: true, help: "Your recipe's id (my-…) or title.")
    }

    let recipe: [String]

    /// The id or title as one text.
    var name: String { recipe.joined(separator: " ") }

    func validate() throws {
        if recipe.joined().isBlank { throw UsageError("name one of your recipes (its my-… id or title)") }
    }

    init(_ parsed: ParsedArguments) throws {
        recipe = parsed[Key.recipe]
        try validate()
    }
}
