import ArgumentParser
import LarderKit

extension Larder {
    /// `larder make [--missing 0|1|2] [filters] [--favorites] [--collection NAME] [--sort missing|name|popularity]`
    struct Make: ParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "make", abstract: "What you can make with what you have, and what is one or two ingredients away.",
            discussion: """
                Owning a specific ingredient counts for the general one a recipe asks for (bourbon for whiskey), \
                homemade ingredients count when you have their parts, and substitutes (the catalog's and your own) \
                are used and reported. Optional and garnish lines never block a recipe.
                """)

        @Option(parsing: .unconditional, help: "Also list recipes missing up to this many ingredients (0, 1 or 2).") var missing = 2
        @Option(help: "Order: missing, name or popularity.") var sort: MakeSort = .missing
        @Option(parsing: .unconditional, help: "At most this many results per group (1-1000).") var limit = 50
        @OptionGroup var scope: ScopeOptions
        @OptionGroup var filters: FilterOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws {
            guard (0...2).contains(missing) else { throw ValidationError("--missing must be 0, 1 or 2, not \(missing)") }
            guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000, not \(limit)") }
        }

        func run() throws {
            let request = MakeRequest(maxMissing: missing, sort: sort, filters: filters.query(text: nil), scope: scope.scope)
            let entries = try global.session().make(request)
            if try global.printedJSON(entries) { return }
            print(MakeText.render(entries, limit: limit, maxMissing: missing, terminal: global.terminal), terminator: "")
        }
    }
}

extension MakeSort: ExpressibleByArgument {}
