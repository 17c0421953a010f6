import ArgumentParser
import LarderKit

extension Larder {
    /// `larder search [TEXT] [filters]`
    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Search drinks and dishes by name, ingredient, tag or instructions, with filters.",
            discussion: "Without TEXT the filters alone choose. Words match as prefixes; diacritics are folded.")

        @Argument(help: "Words to search for.")
        var text: [String] = []

        @OptionGroup var scope: ScopeOptions
        @OptionGroup var filters: FilterOptions
        @OptionGroup var page: PageOptions
        @OptionGroup var global: GlobalOptions

        func validate() throws { try validateText(text) }

        func run() throws {
            var query = filters.query(text: text.isEmpty ? nil : text.joined(separator: " "))
            query.sort = page.sort
            query.limit = page.limit
            query.offset = page.offset
            let result = try global.session().search(query, in: scope.scope)
            if try global.printedJSON(result) { return }
            print(RecipeListText.render(result.hits, terminal: global.terminal), terminator: "")
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
    }
}

/// The longest search text accepted, in characters.
let maximumSearchText = 1_000

/// Refuses search text that no one types: more than ``maximumSearchText`` characters.
func validateText(_ words: [String]) throws {
    let length = words.reduce(0) { $0 + $1.count + 1 }
    if length > maximumSearchText {
        throw ValidationError("the search text is \(length) characters long; at most \(maximumSearchText) are searched")
    }
}
