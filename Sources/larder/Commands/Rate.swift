import ArgumentParser
import LarderKit
import LarderUser

extension Larder {
    /// `larder rate ID 1..5`
    struct Rate: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "Rate a recipe from 1 to 5 stars.")

        @Argument(help: "Recipe id or name.") var recipe: String
        @Argument(help: "Stars, 1 to 5.") var stars: Int
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard UserDatabase.ratingRange.contains(stars) else { throw ValidationError("rating must be 1 to 5, not \(stars)") }
        }

        func run() throws {
            try reportingErrors {
                let app = global.app
                let id = try app.catalog().resolveRecipe(recipe)
                try app.userData().rate(id, stars: stars)
                if global.json { return try Output.json(RatingJSON(recipe: id.rawValue, stars: stars)) }
                print("\(id.rawValue): \(String(repeating: "★", count: stars))\(String(repeating: "☆", count: 5 - stars))")
            }
        }

        struct RatingJSON: Encodable {
            var recipe: String
            var stars: Int
        }
    }
}
