import LarderCore

/// One ingredient line of a recipe, as the matcher sees it.
public struct MatchLine: Hashable, Sendable {
    /// The ingredient the line asks for.
    public var ingredient: IngredientID
    /// Whether the recipe is complete without it.
    public var optional: Bool
    /// Whether the line is a garnish. Garnishes never block a recipe.
    public var garnish: Bool
    /// Ingredients this recipe accepts in its place (per-recipe substitutes, no penalty).
    public var substitutes: [IngredientID]
    /// The parsed amount, used by shopping lists; `nil` when the recipe gives none.
    public var amount: Amount?

    /// A line; a required, non-garnish line with no substitutes and no amount unless told otherwise.
    public init(
        _ ingredient: IngredientID, optional: Bool = false, garnish: Bool = false,
        substitutes: [IngredientID] = [], amount: Amount? = nil
    ) {
        self.ingredient = ingredient
        self.optional = optional
        self.garnish = garnish
        self.substitutes = substitutes
        self.amount = amount
    }

    /// Whether a missing ingredient on this line keeps the recipe from being made.
    public var blocks: Bool { !optional && !garnish }
}

/// A named alternative spec of a recipe. The recipe is makeable when any of its specs is.
public struct MatchVariant: Hashable, Sendable {
    /// The variant's id, unique among recipes and variants.
    public var id: RecipeID
    /// The variant's display name ("Negroni (opendrinks)").
    public var name: String
    /// The variant's lines.
    public var lines: [MatchLine]

    /// A variant `id` named `name` with `lines`.
    public init(id: RecipeID, name: String, lines: [MatchLine]) {
        self.id = id
        self.name = name
        self.lines = lines
    }
}

/// A recipe as the matcher sees it: its lines and its variants.
public struct MatchRecipe: Hashable, Sendable {
    /// The recipe's id, unique among recipes and variants.
    public var id: RecipeID
    /// Whether it is a drink or a dish (``MatchOptions/kinds`` filters on it).
    public var kind: RecipeKind
    /// The lines of the main spec.
    public var lines: [MatchLine]
    /// Alternative specs; the recipe is makeable when any spec is. Empty when it has none.
    public var variants: [MatchVariant]

    /// A recipe, a drink with no variants unless told otherwise.
    public init(id: RecipeID, kind: RecipeKind = .drink, lines: [MatchLine], variants: [MatchVariant] = []) {
        self.id = id
        self.kind = kind
        self.lines = lines
        self.variants = variants
    }
}
