import LarderKit

extension Larder {
    /// `larder search [TEXT] [filters]`
    struct Search: RunnableCommand {
        static let spec = CommandSpec(
            "search",
            abstract: "Search drinks and dishes by name, ingredient, tag or instructions, with filters.",
            discussion: """
                Without TEXT the filters alone choose. Words match as prefixes; diacritics, plurals and ingredient aliases \
                are folded; a word in no name, ingredient or tag is also searched as the closest one ("showing results for ...").
                """,
            arguments: [Key.text, Key.family, Key.mine, Key.catalog, ScopeOptions.arguments, FilterOptions.arguments,
                Key.maxKcal, Key.minProtein, PageOptions.arguments, GlobalOptions.arguments],
            command: Search.self)

        /// The arguments, read back through `parsed[Key.…]`.
        enum Key {
            static let text = Positionals("text", required: false, help: "Words to search for.")
            static let family = Option<String>("family", valueName: "family",
                help: "Only drinks of this Cocktail Codex family (see `larder codex`).", completion: NameCompletion.families)
            static let mine = Flag("mine", help: "Search only your own recipes.")
            static let catalog = Flag("catalog", help: "Search only the catalog.")
            static let maxKcal = Option<Double>("max-kcal", valueName: "kcal",
                help: "Only recipes with at most this many kcal a serving (figures covering ≥ 90% of the weight).")
            static let minProtein = Option<Double>("min-protein", valueName: "grams",
                help: "Only recipes with at least this many grams of protein a serving.")
        }

        let text: [String]
        let family: String?
        let mine: Bool
        let catalog: Bool
        let scope: ScopeOptions
        let filters: FilterOptions
        let maxKcal: Double?
        let minProtein: Double?
        let page: PageOptions
        let global: GlobalOptions

        func validate() throws {
            for (name, value) in [("--max-kcal", maxKcal), ("--min-protein", minProtein)] {
                if let value, !(value.isFinite && value >= 0 && value <= 100_000) {
                    throw UsageError("\(name) must be a number from 0 to 100000, not \(value)")
                }
            }
            if mine && catalog { throw UsageError("--mine and --catalog exclude each other") }
        }

        func run() throws {
            var query = filters.query(text: text.isEmpty ? nil : text.joined(separator: " "))
            query.sort = page.sort
            query.limit = page.limit
            query.offset = page.offset
            let nutrition = NutritionFilter(maxKcal: maxKcal, minProtein: minProtein)
            let result = try global.session().search(
                query, in: scope.scope, nutrition: nutrition, family: family, origin: mine ? .mine : catalog ? .catalog : .all)
            if try global.printedJSON(result) { return }
            print(RecipeListText.render(result.hits, terminal: global.terminal), terminator: "")
            if let corrected = result.correctedQuery, !result.hits.isEmpty { Output.diagnostic("showing results for '\(corrected)'") }
            if result.hits.isEmpty {
                Output.diagnostic(Self.emptyMessage(result, query: query))
            } else if result.total > query.offset + result.hits.count {
                Output.diagnostic("\(result.total) matches; showing \(query.offset + 1)-\(query.offset + result.hits.count) (use --limit/--offset for more)")
            }
        }

        static func emptyMessage(_ result: SearchResult, query: SearchQuery) -> String {
            if result.total > 0 {
                return "\(Output.count(result.total, "match", "matches")); --offset \(query.offset) is past the last of them"
            }
            let what = query.text.map { "no recipes match '\($0)'" } ?? "no recipes match these filters"
            guard !result.suggestions.isEmpty else { return what }
            return what + "; did you mean " + result.suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
        }

        init(_ parsed: ParsedArguments) throws {
            text = parsed[Key.text]
            family = parsed[Key.family]
            mine = parsed[Key.mine]
            catalog = parsed[Key.catalog]
            scope = try ScopeOptions(parsed)
            filters = try FilterOptions(parsed)
            maxKcal = parsed[Key.maxKcal]
            minProtein = parsed[Key.minProtein]
            page = try PageOptions(parsed)
            global = try GlobalOptions(parsed)
            try validate()
        }
    }
}
