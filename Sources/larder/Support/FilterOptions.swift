import ArgumentParser
import LarderKit

/// The recipe filters shared by `search`, `random` and `make`.
struct FilterOptions: ParsableArguments {
    @Option(help: "Only drinks or only dishes.")
    var kind: RecipeKind?

    @Option(name: .customLong("ingredient"), help: ArgumentHelp("Must contain this ingredient or a kind of it (repeatable).", valueName: "name"))
    var ingredients: [String] = []

    @Option(name: .customLong("without"), help: ArgumentHelp("Must not contain this ingredient or a kind of it (repeatable).", valueName: "name"))
    var without: [String] = []

    @Option(help: "Drink family or dish course, e.g. sour, highball, dessert.")
    var category: String?

    @Option(help: "Glass, e.g. coupe, highball.")
    var glass: String?

    @Option(help: "Method: shake, stir, build, blend, muddle, layer, throw.")
    var method: String?

    @Flag(help: "Only alcoholic drinks.")
    var alcoholic = false

    @Flag(help: "Only non-alcoholic recipes.")
    var nonAlcoholic = false

    @Option(name: .customLong("tag"), help: ArgumentHelp("Must carry this tag (repeatable).", valueName: "tag"))
    var tags: [String] = []

    @Flag(help: "Only IBA official cocktails.")
    var iba = false

    @Option(help: ArgumentHelp("At most this many minutes in all (recipes without a time are left out).", valueName: "n"))
    var maxMinutes: Int?

    @Option(help: ArgumentHelp("At least this strength, in % ABV.", valueName: "abv"))
    var minAbv: Double?

    @Option(help: ArgumentHelp("At most this strength, in % ABV.", valueName: "abv"))
    var maxAbv: Double?

    @OptionGroup var taste: TasteFilterOptions

    mutating func validate() throws {
        if alcoholic && nonAlcoholic { throw ValidationError("--alcoholic and --non-alcoholic exclude each other") }
        for (name, value) in [("--min-abv", minAbv), ("--max-abv", maxAbv)] {
            if let value, !(0...100).contains(value) { throw ValidationError("\(name) must be between 0 and 100, not \(value)") }
        }
        if let low = minAbv, let high = maxAbv, low > high {
            throw ValidationError("--min-abv (\(low)) is above --max-abv (\(high))")
        }
        if let minutes = maxMinutes, minutes < 0 { throw ValidationError("--max-minutes must not be negative") }
        if let method, MixMethod.parse(method) == nil {
            throw ValidationError("unknown method '\(method.prefix(40))'; use one of \(MixMethod.allCases.map(\.rawValue).joined(separator: ", "))")
        }

        if ingredients.contains(where: { $0.isBlank })
            || without.contains(where: { $0.isBlank })
        {
            throw ValidationError("an ingredient name must not be empty")
        }
    }

    /// The catalog query for these filters and optional text.
    func query(text: String?) -> SearchQuery {
        SearchQuery(
            text: text, kind: kind, ingredients: ingredients, without: without, category: category, glass: glass,
            method: method, alcoholic: alcoholic ? true : (nonAlcoholic ? false : nil), tags: tags, ibaOnly: iba,
            maxMinutes: maxMinutes, minABV: minAbv, maxABV: maxAbv)
        .with(taste)
    }
}

/// Which recipes to look at: the favorites, a collection, or both.
struct ScopeOptions: ParsableArguments {
    @Flag(help: "Only favorites.") var favorites = false
    @Option(help: "Only recipes of this collection.") var collection: String?

    var scope: RecipeScope { RecipeScope(favoritesOnly: favorites, collection: collection) }
}

/// Paging and order for result lists.
struct PageOptions: ParsableArguments {
    @Option(help: "Order: relevance, name, abv or minutes.")
    var sort: SearchQuery.Sort = .relevance

    @Option(parsing: .unconditional, help: "At most this many results (1-1000).")
    var limit = 20

    @Option(parsing: .unconditional, help: "Skip this many results (at most 1000000).")
    var offset = 0

    func validate() throws {
        guard (1...1000).contains(limit) else { throw ValidationError("--limit must be between 1 and 1000, not \(limit)") }
        guard (0...1_000_000).contains(offset) else { throw ValidationError("--offset must be between 0 and 1000000, not \(offset)") }
    }
}

extension RecipeKind: ExpressibleByArgument {}
extension SearchQuery.Sort: ExpressibleByArgument {}
extension IngredientCategory: ExpressibleByArgument {}
extension MeasurementSystem: ExpressibleByArgument {}
