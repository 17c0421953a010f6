/// A canonical ingredient, as held in the catalog sources (`Bundle/catalog/ingredients.jsonl`).
public struct Ingredient: Hashable, Codable, Sendable, Identifiable {
    /// Stable slug id.
    public var id: IngredientID
    /// Display name ("Lime juice").
    public var name: String
    /// Other names and spellings that resolve to this ingredient ("fresh lime juice", "juice of 1 lime").
    public var aliases: [String]
    /// The more general ingredient this one is a kind of (bourbon → whiskey), if any.
    public var parent: IngredientID?
    /// The catalog category (spirit, juice, dairy…), which decides how the ingredient is measured and listed.
    public var category: IngredientCategory
    /// Alcohol by volume in percent, where known.
    public var abv: Double?
    /// For homemade ingredients: the ingredients it is made of (simple syrup = sugar + water).
    public var parts: [IngredientID]
    /// Whether a recipe line of this ingredient is a garnish by nature (lemon twist, mint sprig).
    public var isGarnish: Bool
    /// Whether the name keeps its first capital inside a sentence: a brand or a place ("Campari",
    /// "Irish whiskey"). Set by the importer from `Bundle/curation/proper-names.txt`.
    public var keepsCapital: Bool
    /// The data sets the ingredient comes from.
    public var sources: [SourceRef]

    /// An ingredient; everything but its id, name and category may be left out.
    public init(
        id: IngredientID, name: String, aliases: [String] = [], parent: IngredientID? = nil,
        category: IngredientCategory, abv: Double? = nil, parts: [IngredientID] = [], isGarnish: Bool = false,
        keepsCapital: Bool = false, sources: [SourceRef] = []
    ) {
        self.id = id
        self.name = name
        self.aliases = aliases
        self.parent = parent
        self.category = category
        self.abv = abv
        self.parts = parts
        self.isGarnish = isGarnish
        self.keepsCapital = keepsCapital
        self.sources = sources
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, aliases, parent, category, abv, parts, isGarnish = "garnish", keepsCapital = "proper", sources
    }

    /// Decodes a record of `ingredients.jsonl`: missing lists are empty, missing flags false; the JSON keys
    /// for ``isGarnish`` and ``keepsCapital`` are `garnish` and `proper`.
    public init(from decoder: any Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decode(IngredientID.self, forKey: .id)
        name = try c.decode(String.self, forKey: .name)
        aliases = try c.decodeIfPresent([String].self, forKey: .aliases) ?? []
        parent = try c.decodeIfPresent(IngredientID.self, forKey: .parent)
        category = try c.decode(IngredientCategory.self, forKey: .category)
        abv = try c.decodeIfPresent(Double.self, forKey: .abv)
        parts = try c.decodeIfPresent([IngredientID].self, forKey: .parts) ?? []
        isGarnish = try c.decodeIfPresent(Bool.self, forKey: .isGarnish) ?? false
        keepsCapital = try c.decodeIfPresent(Bool.self, forKey: .keepsCapital) ?? false
        sources = try c.decodeIfPresent([SourceRef].self, forKey: .sources) ?? []
    }

    /// Encodes the record as `ingredients.jsonl` holds it: empty lists, false flags and `nil`s are left out.
    public func encode(to encoder: any Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encode(id, forKey: .id)
        try c.encode(name, forKey: .name)
        if !aliases.isEmpty { try c.encode(aliases, forKey: .aliases) }
        try c.encodeIfPresent(parent, forKey: .parent)
        try c.encode(category, forKey: .category)
        try c.encodeIfPresent(abv, forKey: .abv)
        if !parts.isEmpty { try c.encode(parts, forKey: .parts) }
        if isGarnish { try c.encode(true, forKey: .isGarnish) }
        if keepsCapital { try c.encode(true, forKey: .keepsCapital) }
        if !sources.isEmpty { try c.encode(sources, forKey: .sources) }
    }
}
