import ArgumentParser
import LarderKit

extension Larder {
    /// `larder rate ID 1..5`
    struct Rate: ParsableCommand {
        static let configuration = CommandConfiguration(commandName: "rate", abstract: "Rate a recipe from 1 to 5 stars.")

        @Argument(help: "Recipe id or name.", completion: NameCompletion.recipes) var recipe: String
        @Argument(help: "Stars, 1 to 5.") var stars: Int
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard (1...5).contains(stars) else { throw ValidationError("rating must be 1 to 5, not \(stars)") }
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
    }
}
