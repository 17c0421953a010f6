import LarderCore

/// What to search for and how to filter and order it. Every field is optional: no text means
/// "filters alone"; an empty query lists the whole catalog by name.
public struct SearchQuery: Sendable, Hashable, Codable {
    /// How results are ordered.
    public enum Sort: String, Sendable, Codable, CaseIterable {
        /// Exact name first, then name prefix, then name words, then bm25 over the rest (name order without text).
        case relevance
        case name
        /// Strongest first.
        case abv
        /// Quickest first; recipes without a time last.
        case minutes
    }

    public var text: String?

    /// Whether ``text`` holds anything but white space (the Unicode White_Space property, Foundation's
    /// `whitespacesAndNewlines`), told without Foundation's string bridging (about 0.9 M instructions a first call).
    public var hasText: Bool { text.map(Self.holdsText) ?? false }

    /// Whether `text` holds anything but white space (see ``hasText``).
    static func holdsText(_ text: String) -> Bool { !text.unicodeScalars.allSatisfy(\.properties.isWhitespace) }

    public var kind: RecipeKind?
    /// Ingredient names or ids that must all be in the recipe; a general ingredient matches its kinds
    /// (whiskey matches bourbon).
    public var ingredients: [String]
    /// Ingredient names or ids that must not be in the recipe (with their kinds).
    public var without: [String]
    public var category: String?
    public var glass: String?
    public var method: String?
    public var alcoholic: Bool?
    /// Tags that must all be present.
    public var tags: [String]
    /// Only IBA official cocktails.
    public var ibaOnly: Bool
    public var maxMinutes: Int?
    public var minABV: Double?
    public var maxABV: Double?
    /// Only these recipes (favorites, a collection); `nil` for no restriction.
    public var restrictTo: Set<RecipeID>?
    /// Recipes ranked first among equals (the user's favorites, well-rated and often viewed recipes).
    public var preferred: Set<RecipeID> = []
    public var sort: Sort
    public var limit: Int
    public var offset: Int
    /// Taste axes the recipe's profile must show (each at least ``profilePresenceThreshold``); without
    /// text, results are ordered by the sum of these axes.
    public var profile: [String] = []
    /// Only recipes (of the same kind) sweeter / drier than this one, by their profiles' sweet axis.
    public var sweeterThan: String? = nil
    public var drierThan: String? = nil

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
    public var id: RecipeID
    public var name: String
    public var kind: RecipeKind
    public var category: String?
    public var glass: String?
    public var method: String?
    public var abv: Double?
    public var totalMinutes: Int?
    public var iba: String?
    public var alcoholic: Bool

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
