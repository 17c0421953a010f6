import LarderKit

/// The recipe filters shared by `search`, `random` and `make`.
struct FilterOptions {
    static let arguments = ArgumentGroup([Key.kind, Key.ingredients, Key.without, Key.category, Key.glass, Key.method, Key.alcoholic, Key.nonAlcoholic, Key.tags, Key.iba, Key.maxMinutes, Key.minAbv, Key.maxAbv, TasteFilterOptions.arguments])

    /// The arguments, read back through `parsed[Key.…]`.
    enum Key {
        static let kind = Option<RecipeKind>("kind", help: "Only drinks or only dishes.")
        static let ingredients = RepeatedOption<String>("ingredient", valueName: "name",
            help: "Must contain this ingredient or a kind of it (repeatable).")
        static let without = RepeatedOption<String>("without", valueName: "name",
            help: "Must not contain this ingredient or a kind of it (repeatable).")
        static let category = Option<String>("category", help: "Drink family or dish course, e.g. sour, highball, dessert.")
        static let glass = Option<String>("glass", help: "Glass, e.g. coupe, highball.")
        static let method = Option<String>("method", help: "Method: shake, stir, build, blend, muddle, layer, throw.")
        static let alcoholic = Flag("alcoholic", help: "Only alcoholic drinks.")
        static let nonAlcoholic = Flag("non-alcoholic", help: "Only non-alcoholic recipes.")
        static let tags = RepeatedOption<String>("tag", valueName: "tag", help: "Must carry this tag (repeatable).")
        static let iba = Flag("iba", help: "Only IBA official cocktails.")
        static let maxMinutes = Option<Int>("max-minutes", valueName: "n",
            help: "At most this many minutes in all (recipes without a time are left out).")
        static let minAbv = Option<Double>("min-abv", valueName: "abv", help: "At least this strength, in % ABV.")
        static let maxAbv = Option<Double>("max-abv", valueName: "abv", help: "At most this strength, in % ABV.")
    }

    let kind: RecipeKind?
    let ingredients: [String]
    let without: [String]
    let category: String?
    let glass: String?
    let method: String?
    let alcoholic: Bool
    let nonAlcoholic: Bool
    let tags: [String]
    let iba: Bool
    let maxMinutes: Int?
    let minAbv: Double?
    let maxAbv: Double?
    let taste: TasteFilterOptions

    mutating func validate() throws {
        if alcoholic && nonAlcoholic { throw UsageError("--alcoholic and --non-alcoholic exclude each other") }
        for (name, value) in [("--min-abv", minAbv), ("--max-abv", maxAbv)] {
            if let value, !(0...100).contains(value) { throw UsageError("\(name) must be between 0 and 100, not \(value)") }
        }
        if let low = minAbv, let high = maxAbv, low > high {
            throw UsageError("--min-abv (\(low)) is above --max-abv (\(high))")
        }
        if let minutes = maxMinutes, minutes < 0 { throw UsageError("--max-minutes must not be negative") }
        if let method, MixMethod.parse(method) == nil {
            throw UsageError("unknown method '\(method.prefix(40))'; use one of \(MixMethod.allCases.map(\.rawValue).joined(separator: ", "))")
        }

        if ingredients.contains(where: { $0.isBlank })
            || without.contains(where: { $0.isBlank })
        {
            throw UsageError("an ingredient name must not be empty")
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

    init(_ parsed: ParsedArguments) throws {
        kind = parsed[Key.kind]
        ingredients = parsed[Key.ingredients]
        without = parsed[Key.without]
        category = parsed[Key.category]
        glass = parsed[Key.glass]
        method = parsed[Key.method]
        alcoholic = parsed[Key.alcoholic]
        nonAlcoholic = parsed[Key.nonAlcoholic]
        tags = parsed[Key.tags]
        iba = parsed[Key.iba]
        maxMinutes = parsed[Key.maxMinutes]
        minAbv = parsed[Key.minAbv]
        maxAbv = parsed[Key.maxAbv]
        taste = try TasteFilterOptions(parsed)
        try validate()
    }
}

/// Which recipes to look at: the favorites, a collection, or both.
struct ScopeOptions {
    static let arguments = ArgumentGroup([Key.favorites, Key.collection])

    /// The arguments, read back through `parsed[Key.…]`.
    enum Key {
        static let favorites = Flag("favorites", help: "Only favorites.")
        static let collection = Option<String>("collection", help: "Only recipes of this collection.")
    }

    let favorites: Bool
    let collection: String?

    var scope: RecipeScope { RecipeScope(favoritesOnly: favorites, collection: collection) }

    init(_ parsed: ParsedArguments) throws {
        favorites = parsed[Key.favorites]
        collection = parsed[Key.collection]
    }
}

/// Paging and order for result lists.
struct PageOptions {
    static let arguments = ArgumentGroup([Key.sort, Key.limit, Key.offset])

    /// The arguments, read back through `parsed[Key.…]`.
    enum Key {
        static let sort = DefaultedOption<SearchQuery.Sort>("sort", default: .relevance, help: "Order: relevance, name, abv or minutes.")
        static let limit = DefaultedOption<Int>("limit", default: 20, anyValue: true, help: "At most this many results (1-1000).")
        static let offset = DefaultedOption<Int>("offset", default: 0, anyValue: true, help: "Skip this many results (at most 1000000).")
    }

    let sort: SearchQuery.Sort
    let limit: Int
    let offset: Int

    func validate() throws {
        guard (1...1000).contains(limit) else { throw UsageError("--limit must be between 1 and 1000, not \(limit)") }
        guard (0...1_000_000).contains(offset) else { throw UsageError("--offset must be between 0 and 1000000, not \(offset)") }
    }

    init(_ parsed: ParsedArguments) throws {
        sort = parsed[Key.sort]
        limit = parsed[Key.limit]
        offset = parsed[Key.offset]
        try validate()
    }
}

extension RecipeKind: ArgumentValue {}
extension SearchQuery.Sort: ArgumentValue {}
extension IngredientCategory: ArgumentValue {}
extension MeasurementSystem: ArgumentValue {}
