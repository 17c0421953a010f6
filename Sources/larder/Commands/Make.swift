import ArgumentParser
import LarderCatalog
import LarderCore
import LarderKit
import LarderUser

extension Larder {
    /// `larder make [--missing 0|1|2] [filters] [--favorites] [--collection NAME] [--sort missing|name|popularity]`
    struct Make: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "What you can make with what you have, and what is one or two ingredients away.",
            discussion: """
                Owning a specific ingredient counts for the general one a recipe asks for (bourbon for whiskey), \
                homemade ingredients count when you have their parts, and substitutes (the catalog's and your own) \
                are used and reported. Optional and garnish lines never block a recipe.
                """)

        @Option(help: "Also list recipes missing up to this many ingredients (0, 1 or 2).") var missing = 2
        @Option(help: "Order: missing, name or popularity.") var sort: MakeSort = .missing
        @Flag(help: "Only favorites.") var favorites = false
        @Option(help: "Only recipes of this collection.") var collection: String?
        @Option(help: "At most this many results per group (1-1000).") var limit = 50
        @OptionGroup var filters: FilterOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard (0...2).contains(missing) else { throw ValidationError("--missing must be 0, 1 or 2, not \(missing)") }
            guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000, not \(limit)") }
        }

        func run() throws {
            try reportingErrors {
                let app = global.app
                let user = try app.userData()
                var restrict = try Self.restriction(filters: filters, favorites: favorites, collection: collection, app: app, user: user)
                if restrict?.isEmpty == true { restrict = [] }
                let bar = try app.barCatalog()
                let entries = bar.make(
                    try user.inventory().matchInventory, maxMissing: missing, kind: filters.kind, restrictTo: restrict, sort: sort)
                if global.json { return try Output.json(entries) }
                print(MakeText.render(entries, limit: limit, maxMissing: missing, terminal: global.terminal), terminator: "")
            }
        }

        /// The recipes the filters, favorites and collection allow, or `nil` for all.
        static func restriction(
            filters: FilterOptions, favorites: Bool, collection: String?, app: LarderApp, user: UserDatabase
        ) throws -> Set<RecipeID>? {
            var allowed: Set<RecipeID>?
            if favorites { allowed = Set(try user.favorites().map(\.recipe)) }
            if let collection {
                let members = Set(try user.collection(collection).recipes)
                allowed = allowed.map { $0.intersection(members) } ?? members
            }
            var query = filters.query(text: nil)
            query.kind = nil
            if query != (try FilterOptions.parse([])).query(text: nil) {
                query.limit = 1_000_000
                let hits = Set(try app.catalog().search(query).hits.map(\.id))
                allowed = allowed.map { $0.intersection(hits) } ?? hits
            }
            return allowed
        }
    }
}

extension MakeSort: ExpressibleByArgument {}
