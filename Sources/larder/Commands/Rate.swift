import LarderKit

extension Larder {
    /// `larder rate ID 1..5`
    struct Rate: RunnableCommand {
        static let spec = CommandSpec(
            "rate",
            abstract: "Rate a recipe from 1 to 5 stars.",
            arguments: [Key.recipe, Key.stars, GlobalOptions.arguments],
            command: Rate.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let recipe = RequiredPositional<String>("recipe", help: "Recipe id or name.", completion: .recipes)
            static let stars = RequiredPositional<Int>("stars", help: "Stars, 1 to 5.")
        }

        let recipe: String
        let stars: Int
        let global: GlobalOptions

        func validate() throws {
            guard (1...5).contains(stars) else { throw UsageError("rating must be 1 to 5, not \(stars)") }
        }

        func run() throws {
            let rating = try global.session().rate(recipe, stars: stars)
            if try global.printedJSON(RatingJSON(recipe: rating.recipe.id, stars: rating.stars)) { return }
            print("\(rating.recipe.id): \(String(repeating: "★", count: stars))\(String(repeating: "☆", count: 5 - stars))")
        }

        struct RatingJSON: Encodable {
            var recipe: String
            var stars: Int
        }

        init(_ parsed: ParsedArguments) throws {
            recipe = parsed[Key.recipe]
            stars = parsed[Key.stars]
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
