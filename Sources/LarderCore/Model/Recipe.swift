/// A drink or a dish, as held in the catalog sources (`Bundle/catalog/drinks.jsonl`, `dishes.jsonl`).
///
/// Only facts live here: names, ingredient lines, amounts, glass, method, garnish, times, servings,
/// tags. Drink instructions are composed from these fields by ``InstructionComposer``; a dish's
/// method is ``steps``, written by us.
public struct Recipe: Hashable, Codable, Sendable, Identifiable {
    /// Stable slug id.
    public var id: RecipeID
    /// Display name ("Piña Colada").
    public var name: String
    /// Whether it is a drink or a dish.
    public var kind: RecipeKind
    /// Other names the recipe is known by ("Pina Colada" for "Piña Colada").
    public var aliases: [String]
    /// Drink family or dish course, lower case ("sour", "highball", "dessert", "main").
    public var category: String?
    /// IBA official category ("unforgettables", "contemporary-classics", "new-era") for IBA cocktails.
    public var iba: String?
    /// The glass it is served in, lower case ("highball", "coupe"); `nil` when not known.
    public var glass: String?
    /// How the drink is mixed; `nil` when not known.
    public var method: MixMethod?
    /// How the drink is iced in the glass; `nil` when not known.
    public var ice: Ice?
    /// The garnish as a short phrase ("orange twist"). Garnish ingredients also appear as lines.
    public var garnish: String?
    /// The ingredient lines of the main spec, in recipe order.
    public var lines: [RecipeLine]
    /// Lower-case tags ("fruity", "vegetarian", "winter").
    public var tags: [String]
    /// Alcohol by volume of the finished drink as a source states it, in percent.
    public var abv: Double?
    /// Whether the source marks it alcoholic; `nil` when it is to be derived from the ingredients.
    public var alcoholic: Bool?
    /// Preparation time in minutes, when the source gives it.
    public var prepMinutes: Int?
    /// Cooking time in minutes, when the source gives it.
    public var cookMinutes: Int?
    /// How many servings the recipe makes, when stated.
    public var servings: Int?
    /// The dish's cuisine, lower case ("italian", "mexican"), when known.
    public var cuisine: String?
    /// Materially different specs of the same recipe from lower-ranked sources, searchable by name.
    public var variants: [RecipeVariant]
    /// The data sets that give the recipe.
    public var sources: [SourceRef]
    /// The dish's method as numbered steps written by us; `nil` when it has none (drinks compose theirs).
    public var steps: [MethodStep]?
    /// How well known the recipe is, from our curation (`Bundle/curation/renown.tsv`): 1 known to almost
    /// everyone, 2 a well-known classic, `nil` otherwise. Search ranks by it among equal matches.
    public var renown: Int?

    /// A recipe; everything but its id, name and kind may be left out.
    public init(
        id: RecipeID, name: String, kind: RecipeKind, aliases: [String] = [], category: String? = nil,
        iba: String? = nil, glass: String? = nil, method: MixMethod? = nil, ice: Ice? = nil,
        garnish: String? = nil, lines: [RecipeLine] = [], tags: [String] = [], abv: Double? = nil,
        alcoholic: Bool? = nil, prepMinutes: Int? = nil, cookMinutes: Int? = nil, servings: Int? = nil,
        cuisine: String? = nil, variants: [RecipeVariant] = [], sources: [SourceRef] = [], steps: [MethodStep]? = nil,
        renown: Int? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.aliases = aliases
        self.category = category
        self.iba = iba
        self.glass = glass
        self.method = method
        self.ice = ice
        self.garnish = garnish
        self.lines = lines
        self.tags = tags
        self.abv = abv
        self.alcoholic = alcoholic
        self.prepMinutes = prepMinutes
        self.cookMinutes = cookMinutes
        self.servings = servings
        self.cuisine = cuisine
        self.variants = variants
        self.sources = sources
        self.steps = steps
        self.renown = renown
    }

    /// Total time in minutes, when any time is known.
    public var totalMinutes: Int? {
        if prepMinutes == nil && cookMinutes == nil { return nil }
        return (prepMinutes ?? 0) + (cookMinutes ?? 0)
    }
}

/// A named alternative spec of a recipe ("Negroni (opendrinks)"), kept when sources differ materially.
public struct RecipeVariant: Hashable, Codable, Sendable {
    /// Stable id, unique within the catalog: the parent id plus a suffix ("negroni-v-opendrinks").
    public var id: RecipeID
    /// Display name: the parent's name with the source in brackets ("Negroni (opendrinks)").
    public var name: String
    /// The variant's glass, when its source gives one.
    public var glass: String?
    /// How the variant is mixed, when its source says.
    public var method: MixMethod?
    /// The variant's garnish as a short phrase, when its source gives one.
    public var garnish: String?
    /// The variant's ingredient lines, in recipe order.
    public var lines: [RecipeLine]
    /// The data sets that give this variant.
    public var sources: [SourceRef]

    /// A variant; glass, method and garnish may be left out.
    public init(
        id: RecipeID, name: String, glass: String? = nil, method: MixMethod? = nil, garnish: String? = nil,
        lines: [RecipeLine], sources: [SourceRef]
    ) {
        self.id = id
        self.name = name
        self.glass = glass
        self.method = method
        self.garnish = garnish
        self.lines = lines
        self.sources = sources
    }
}
