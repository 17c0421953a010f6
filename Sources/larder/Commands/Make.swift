import LarderKit

extension Larder {
    /// `larder make [--missing 0|1|2] [filters] [--favorites] [--collection NAME] [--sort missing|name|popularity]`
    struct Make: RunnableCommand {
        static let spec = CommandSpec(
            "make",
            abstract: "What you can make with what you have, and what is one or two ingredients away.",
            discussion: """
                Owning a specific ingredient counts for the general one a recipe asks for (bourbon for whiskey), \
                homemade ingredients count when you have their parts, and substitutes (the catalog's and your own) \
                are used and reported. Optional and garnish lines never block a recipe.
                """,
            arguments: [Key.missing, Key.sort, Key.limit, ScopeOptions.arguments, FilterOptions.arguments, GlobalOptions.arguments],
            command: Make.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let missing = DefaultedOption<Int>("missing", default: 2, anyValue: true,
                help: "Also list recipes missing up to this many ingredients (0, 1 or 2).")
            static let sort = DefaultedOption<MakeSort>("sort", default: .missing, help: "Order: missing, name or popularity.")
            static let limit = DefaultedOption<Int>("limit", default: 50, anyValue: true,
                help: "At most this many results per group (1-1000).")
        }

        let missing: Int
        let sort: MakeSort
        let limit: Int
        let scope: ScopeOptions
        let filters: FilterOptions
        let global: GlobalOptions

        func validate() throws {
            guard (0...2).contains(missing) else { throw UsageError("--missing must be 0, 1 or 2, not \(missing)") }
            guard (1...1000).contains(limit) else { throw UsageError("--limit must be between 1 and 1000, not \(limit)") }
        }

        func run() throws {
            let request = MakeRequest(maxMissing: missing, sort: sort, filters: filters.query(text: nil), scope: scope.scope)
            let entries = try global.session().make(request)
            if try global.printedJSON(entries) { return }
            print(MakeText.render(entries, limit: limit, maxMissing: missing, terminal: global.terminal), terminator: "")
        }

        init(_ parsed: ParsedArguments) throws {
            missing = parsed[Key.missing]
            sort = parsed[Key.sort]
            limit = parsed[Key.limit]
            scope = try ScopeOptions(parsed)
            filters = try FilterOptions(parsed)
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}

extension MakeSort: ArgumentValue {}
