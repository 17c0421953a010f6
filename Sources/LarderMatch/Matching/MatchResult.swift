import LarderCore

/// One recipe found by the matcher: which spec of it matched and what that spec is missing.
///
/// A compact value (16 bytes); resolve it to ids with ``MatchCatalog/recipeID(of:)``,
/// ``MatchCatalog/missingIngredients(of:)`` and ``MatchCatalog/explain(_:in:)``.
public struct RecipeMatch: Hashable, Sendable {
    let recipe: Int32
    let row: Int32
    let missingA: UInt32
    let missingB: UInt32

    static let none = UInt32.max

    /// The position of the recipe in the catalog, a stable order for ties.
    public var recipeIndex: Int { Int(recipe) }

    /// How many ingredients block the recipe (0, 1 or 2).
    public var missingCount: Int { (missingA == Self.none ? 0 : 1) + (missingB == Self.none ? 0 : 1) }
}

/// The recipes an inventory can make now, and those one or two ingredients away, in catalog order.
public struct MatchResult: Hashable, Sendable {
    /// Recipes missing nothing, in catalog order.
    public var makeable: [RecipeMatch]
    /// Recipes missing exactly one ingredient, in catalog order.
    public var missingOne: [RecipeMatch]
    /// Recipes missing exactly two ingredients, in catalog order.
    public var missingTwo: [RecipeMatch]

    /// A result from its three lists; each defaults to empty.
    public init(makeable: [RecipeMatch] = [], missingOne: [RecipeMatch] = [], missingTwo: [RecipeMatch] = []) {
        self.makeable = makeable
        self.missingOne = missingOne
        self.missingTwo = missingTwo
    }

    /// The recipes missing exactly `count` ingredients (0, 1 or 2).
    public subscript(missing count: Int) -> [RecipeMatch] {
        switch count {
        case 0: makeable
        case 1: missingOne
        case 2: missingTwo
        default: []
        }
    }

    /// Every match, makeable first.
    public var all: [RecipeMatch] { makeable + missingOne + missingTwo }
}

/// What to match.
public struct MatchOptions: Hashable, Sendable {
    /// The most missing ingredients a reported recipe may have, 0...2.
    public var maxMissing: Int
    /// Only recipes of these kinds, or all when `nil`.
    public var kinds: Set<RecipeKind>?
    /// Only these recipes (e.g. favorites or search results), or all when `nil`.
    public var recipes: Set<RecipeID>?
    /// Whether to split the work over the available cores. Results are the same either way.
    public var parallel: Bool
    /// The fewest recipes worth a chunk of their own when working in parallel.
    var recipesPerChunk = 65_536

    /// Options; `maxMissing` is clamped to 0...2. The defaults: up to two missing, every recipe, in parallel.
    public init(maxMissing: Int = 2, kinds: Set<RecipeKind>? = nil, recipes: Set<RecipeID>? = nil, parallel: Bool = true) {
        self.maxMissing = min(max(maxMissing, 0), 2)
        self.kinds = kinds
        self.recipes = recipes
        self.parallel = parallel
    }
}

extension MatchCatalog {
    /// The id of a matched recipe.
    public func recipeID(of match: RecipeMatch) -> RecipeID { recipeIDs[Int(match.recipe)] }

    /// The kind of a matched recipe.
    public func kind(of match: RecipeMatch) -> RecipeKind { recipeKinds[Int(match.recipe)] }

    /// The variant a match used, or `nil` for the recipe's main spec.
    public func variant(of match: RecipeMatch) -> MatchedVariant? { variants[match.row] }

    /// The ingredients a matched recipe is missing: each blocking line's own ingredient.
    public func missingIngredients(of match: RecipeMatch) -> [IngredientID] {
        [match.missingA, match.missingB].filter { $0 != RecipeMatch.none }.map { ingredientIDs[Int(primary(ofKey: $0))] }
    }
}
