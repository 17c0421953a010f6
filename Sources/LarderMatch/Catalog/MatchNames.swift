import LarderCore

/// What presenting matches needs beside the matcher: every catalog ingredient's and every recipe's and
/// variant's display name, each recipe's kind and its popularity. Stored in the match catalog's archive
/// (``MatchCatalog/archived()``), so a reader of the stored catalog needs no catalog rows to name results.
public struct MatchNames: Sendable, Hashable {
    /// An ingredient and its display name.
    public struct Ingredient: Sendable, Hashable {
        /// The ingredient's catalog id.
        public var id: IngredientID
        /// Its display name.
        public var name: String

        /// An ingredient named `name`.
        public init(id: IngredientID, name: String) {
            self.id = id
            self.name = name
        }
    }

    /// A recipe or variant, its display name, kind and popularity.
    public struct Recipe: Sendable, Hashable {
        /// The recipe's (or variant's) id.
        public var id: RecipeID
        /// Its display name.
        public var name: String
        /// Drink or dish (a variant's is its recipe's).
        public var kind: RecipeKind
        /// How widely it is known (for the catalog: its sources, plus one for an IBA cocktail; 0 for a variant).
        public var popularity: Int

        /// A recipe named `name`.
        public init(id: RecipeID, name: String, kind: RecipeKind, popularity: Int) {
            self.id = id
            self.name = name
            self.kind = kind
            self.popularity = popularity
        }
    }

    /// Every ingredient, in the catalog's order.
    public var ingredients: [Ingredient]
    /// Every recipe, each followed by its variants, in the catalog's order.
    public var recipes: [Recipe]

    /// Names for `ingredients` and `recipes` (none by default: a catalog compiled without names).
    public init(ingredients: [Ingredient] = [], recipes: [Recipe] = []) {
        self.ingredients = ingredients
        self.recipes = recipes
    }
}
