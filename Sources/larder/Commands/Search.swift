import ArgumentParser
import LarderCatalog
import LarderCore

extension Larder {
    /// `larder search [TEXT] [filters]`
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search drinks and dishes by name, ingredient, tag or instructions, with filters.",
            discussion: "Without TEXT the filters alone choose. Words match as prefixes; diacritics are folded.")

        @Argument(help: "Words to search for.")
        var text: [String] = []

        @Flag(help: "Only favorites.") var favorites = false
        @Option(help: "Only recipes of this collection.") var collection: String?
        @OptionGroup var filters: FilterOptions
        @OptionGroup var page: PageOptions
        @OptionGroup var global: GlobalOptions

        func run() throws {
            try reportingErrors {
                let catalog = try global.app.catalog()
                var query = filters.query(text: text.isEmpty ? nil : text.joined(separator: " "))
                query.sort = page.sort
                query.limit = page.limit
                query.offset = page.offset
                if favorites || collection != nil {
                    let user = try global.app.userData()
                    var allowed: Set<RecipeID>? = favorites ? Set(try user.favorites().map(\.recipe)) : nil
                    if let collection {
                        let members = Set(try user.collection(collection).recipes)
                        allowed = allowed.map { $0.intersection(members) } ?? members
                    }
                    query.restrictTo = allowed
                }
                let result = try catalog.search(query)
                if let text = query.text { recordingHistory { try global.app.userData().recordSearch(text) } }
                if global.json { return try Output.json(result) }
                print(RecipeListText.render(result.hits, terminal: global.terminal), terminator: "")
                if result.hits.isEmpty {
                    Output.diagnostic(Self.emptyMessage(result, text: query.text))
                } else if result.total > query.offset + result.hits.count {
                    Output.diagnostic("\(result.total) matches; showing \(query.offset + 1)-\(query.offset + result.hits.count) (use --limit/--offset for more)")
                }
            }
        }

        static func emptyMessage(_ result: SearchResult, text: String?) -> String {
            let what = text.map { "no recipes match '\($0)'" } ?? "no recipes match these filters"
            guard !result.suggestions.isEmpty else { return what }
            return what + "; did you mean " + result.suggestions.map { "'\($0)'" }.joined(separator: ", ") + "?"
        }
    }
}
