import LarderCore

/// What to search for and how to filter and order it. Every field is optional: no text means
/// "filters alone"; an empty query lists the whole catalog by name.
public struct SearchQuery: Sendable, Hashable, Codable {
    /// How results are ordered.
    public enum Sort: String, Sendable, Codable, CaseIterable {
        /// Exact name first, then name prefix, then name words, then bm25 over the rest (name order without text).
        case relevance
        /// By name, ignoring case and accents, then by id.
        case name
        /// Strongest first.
        case abv
        /// Quickest first; recipes without a time last.
        case minutes
    }

    /// The words to search for in names, ingredients and the rest; `nil` for filters alone.
    public var text: String?

    /// Whether ``text`` holds anything but white space (the Unicode White_Space property, Foundation's
    /// `whitespacesAndNewlines`), told without Foundation's string bridging (about 0.9 M instructions a first call).
    public var hasText: Bool { text.map(Self.holdsText) ?? false }

    /// Whether `text` holds anything but white space (see ``hasText``).
    static func holdsText(_ text: String) -> Bool { !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) }

    /// Only drinks or only dishes; `nil` for both.
    public var kind: RecipeKind?
    /// Ingredient names or ids that must all be in the recipe; a general ingredient matches its kinds
    /// (whiskey matches bourbon).
    public var ingredients: [String]
    /// Ingredient names or ids that must not be in the recipe (with their kinds).
    public var without: [String]
    /// Only this drink family or dish course ("sour", "dessert"), compared case- and accent-insensitively.
    public var category: String?
    /// Only recipes whose glass contains this text, case- and accent-insensitively ("coupe").
    public var glass: String?
    /// Only recipes mixed this way, as ``MixMethod/parse(_:)`` reads it ("shaken"); another word is
    /// ``CatalogError/invalidQuery(_:)``.
    public var method: String?
    /// Only alcoholic (`true`) or only alcohol-free (`false`) recipes; `nil` for both.
    public var alcoholic: Bool?
    /// Tags that must all be present.
    public var tags: [String]
    /// Only IBA official cocktails.
    public var ibaOnly: Bool
    /// Only recipes whose total time (prep plus cook) is at most this many minutes; recipes without a
    /// time are left out.
    public var maxMinutes: Int?
    /// Only recipes of at least this ABV, in percent; recipes without an ABV are left out.
    public var minABV: Double?
    /// Only recipes of at most this ABV, in percent; recipes without an ABV count as 0 and are kept.
    public var maxABV: Double?
    /// Only these recipes (favorites, a collection); `nil` for no restriction.
    public var restrictTo: Set<RecipeID>?
    /// Recipes ranked first among equals (the user's favorites, well-rated and often viewed recipes).
    public var preferred: Set<RecipeID> = []
    /// How results are ordered (``Sort/relevance`` by default).
    public var sort: Sort
    /// Most hits on the page (20 by default; a negative value gives none).
    public var limit: Int
    /// Hits skipped before the page starts (0 by default).
    public var offset: Int
    /// Taste axes the recipe's profile must show (each at least ``profilePresenceThreshold``); without
    /// text, results are ordered by the sum of these axes.
    public var profile: [String] = []
    /// Only recipes (of the same kind) sweeter / drier than this one, by their profiles' sweet axis.
    public var sweeterThan: String? = nil
    /// The opposite of ``sweeterThan``: only recipes (of the same kind) with a lower sweet value than this one.
    public var drierThan: String? = nil

    /// A query; ``profile``, ``preferred``, ``sweeterThan`` and ``drierThan`` are set on it afterwards.
    public init(
        text: String? = nil, kind: RecipeKind? = nil, ingredients: [String] = [], without: [String] = [],
        category: String? = nil, glass: String? = nil, method: String? = nil, alcoholic: Bool? = nil,
        tags: [String] = [], ibaOnly: Bool = false, maxMinutes: Int? = nil, minABV: Double? = nil,
        maxABV: Double? = nil, restrictTo: Set<RecipeID>? = nil, sort: Sort = .relevance, limit: Int = 20, offset: Int = 0
    ) {
        self.text = text
        self.kind = kind
        self.ingredients = ingredients
        self.without = without
        self.category = category
        self.glass = glass
        self.method = method
        self.alcoholic = alcoholic
        self.tags = tags
        self.ibaOnly = ibaOnly
        self.maxMinutes = maxMinutes
        self.minABV = minABV
        self.maxABV = maxABV
        self.restrictTo = restrictTo
        self.sort = sort
        self.limit = limit
        self.offset = offset
    }
}

/// One recipe in a result list.
public struct RecipeSummary: Sendable, Hashable, Codable, Identifiable {
    /// The recipe's id.
    public var id: RecipeID
    /// The recipe's display name.
    public var name: String
    /// Whether it is a drink or a dish.
    public var kind: RecipeKind
    /// Drink family or dish course ("sour", "dessert"), when known.
    public var category: String?
    /// The glass ("coupe"), when known.
    public var glass: String?
    /// How the drink is mixed, as a ``MixMethod`` raw value, when known.
    public var method: String?
    /// Alcohol by volume in percent: for a catalog drink with measured liquids the finished drink's (after
    /// dilution, one decimal), otherwise what the source states; `nil` when neither is known.
    public var abv: Double?
    /// Prep plus cook time in minutes, when either is known.
    public var totalMinutes: Int?
    /// IBA official category ("unforgettables"), for IBA cocktails.
    public var iba: String?
    /// Whether the recipe has alcohol. For a catalog recipe: as the source marks it, else whether a required
    /// line's ingredient is over 0.5 % ABV.
    public var alcoholic: Bool

    /// A summary; everything but its id, name and kind may be left out.
    public init(
        id: RecipeID, name: String, kind: RecipeKind, category: String? = nil, glass: String? = nil, method: String? = nil,
        abv: Double? = nil, totalMinutes: Int? = nil, iba: String? = nil, alcoholic: Bool = false
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.category = category
        self.glass = glass
        self.method = method
        self.abv = abv
        self.totalMinutes = totalMinutes
        self.iba = iba
        self.alcoholic = alcoholic
    }
}

/// A page of search results.
public struct SearchResult: Sendable, Hashable, Codable {
    /// The recipes on this page, in the query's order.
    public var hits: [RecipeSummary]
    /// How many recipes match in all (ignoring limit and offset).
    public var total: Int
    /// Close names when nothing matched ("margarta" → "Margarita").
    public var suggestions: [String]
    /// The query as it was run after typo correction ("negroni" for "negorni"), or with a run of words holding an unknown
    /// one read as the catalog word it joins into ("airmail" for "air mail"); `nil` when no word was corrected: the hits
    /// include recipes found through the corrected words, after exact matches.
    public var correctedQuery: String? = nil
    /// The ranking tier of each hit, by position (0 best; see ``CatalogStore/search(_:)``), to mix other
    /// recipes in by tier; empty when the search had no text. Not encoded.
    public var tiers: [Int] = []

    private enum CodingKeys: String, CodingKey { case hits, total, suggestions, correctedQuery }
}
