import LarderCore

/// The matcher's compiled catalog: ingredients interned to dense integers, recipes as flat arrays of
/// requirement keys. Build it once per catalog; match it against any number of inventories.
///
/// A *requirement key* names what a recipe line accepts. Keys below ``ingredientCount`` stand for one
/// ingredient (satisfied by it, by anything below it in the hierarchy, or by its global and user
/// substitutes); higher keys stand for a line with per-recipe substitutes (that ingredient or any of
/// the listed ones). Identical lines share a key, so an inventory's answer for every key is one byte
/// array (``InventoryClosure``) and matching a recipe is a few array reads.
///
/// Each recipe has one or more *rows*: its main spec first, then one per variant. Within a row the
/// lines that block (neither optional nor garnish) come first and are deduplicated by key.
public struct MatchCatalog: Sendable, Equatable {
    // MARK: Ingredients
    let ingredientIDs: [IngredientID]
    let ingredientIndex: [IngredientID: Int32]
    /// Parent ingredient index, or -1.
    let parent: [Int32]
    let categories: [IngredientCategory]
    /// Homemade ingredient → its distinct parts.
    let parts: Adjacency
    /// Ingredient → the homemade ingredients it is a part of.
    let partOf: Adjacency
    /// Original → replacements of the catalog's global substitutes (both directions of bidirectional rules).
    let substitutes: Adjacency
    /// Penalty of each entry of `substitutes.values`.
    let substitutePenalty: [Double]

    // MARK: Requirement keys above the ingredients
    /// Group → the line's own ingredient.
    let groupPrimary: [Int32]
    /// Group → the per-recipe substitutes it also accepts.
    let groupExtras: Adjacency

    // MARK: Recipes
    let recipeIDs: [RecipeID]
    let recipeIndex: [RecipeID: Int32]
    let recipeKinds: [RecipeKind]
    /// Recipe `r` owns rows `recipeRows[r]..<recipeRows[r + 1]`; the first is its main spec.
    let recipeRows: [Int32]
    /// Variant rows → their id and name.
    let variants: [Int32: MatchedVariant]
    /// Row `w` owns lines `rowLines[w]..<rowLines[w + 1]`; the blocking ones end at `rowRequiredEnd[w]`.
    let rowLines: [Int32]
    let rowRequiredEnd: [Int32]
    /// Line → requirement key.
    let lineKeys: [UInt32]
    /// Line → ``LineFlags`` bits.
    let lineFlags: [UInt8]
    /// Line → amount, for the lines that have one.
    let lineAmounts: LineAmounts

    // MARK: Presentation
    /// The names, kinds and popularity the catalog was compiled with (empty unless given), kept in its archive.
    public let names: MatchNames

    // MARK: Sizes

    /// The number of distinct ingredients, including ones only referenced by recipes.
    public var ingredientCount: Int { ingredientIDs.count }
    /// The number of recipes.
    public var recipeCount: Int { recipeIDs.count }
    /// The number of requirement keys (ingredients plus distinct per-recipe substitute groups).
    public var keyCount: Int { ingredientIDs.count + groupPrimary.count }
    /// The number of recipe lines over all recipes and variants.
    public var lineCount: Int { lineKeys.count }

    // MARK: Lookups

    /// Whether the catalog knows this ingredient.
    public func contains(_ ingredient: IngredientID) -> Bool { ingredientIndex[ingredient] != nil }

    /// Whether the catalog knows this recipe.
    public func contains(_ recipe: RecipeID) -> Bool { recipeIndex[recipe] != nil }

    /// The shop category of an ingredient (`.other` for ones only referenced by recipes).
    public func category(of ingredient: IngredientID) -> IngredientCategory? {
        ingredientIndex[ingredient].map { categories[Int($0)] }
    }

    /// The ingredient a requirement key names (the line's own ingredient for substitute groups).
    @inline(__always)
    func primary(ofKey key: UInt32) -> Int32 {
        key < UInt32(ingredientIDs.count) ? Int32(key) : groupPrimary[Int(key) - ingredientIDs.count]
    }
}

/// Bits of ``MatchCatalog/lineFlags``.
enum LineFlags {
    static let optional: UInt8 = 1
    static let garnish: UInt8 = 2
}

/// The variant of a recipe that a match used.
public struct MatchedVariant: Hashable, Sendable {
    /// The variant's id (the parent id plus a suffix, "negroni-v-opendrinks").
    public var id: RecipeID
    /// The variant's display name ("Negroni (opendrinks)").
    public var name: String

    /// The variant `id` named `name`.
    public init(id: RecipeID, name: String) {
        self.id = id
        self.name = name
    }
}
