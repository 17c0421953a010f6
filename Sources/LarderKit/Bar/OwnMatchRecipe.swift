import LarderCore
import LarderMatch

/// One of the user's own recipes as "what can I make" sees it: the lines that resolved to a catalog
/// ingredient are matched like a catalog recipe's; the others (free text the resolver did not know)
/// cannot be owned, so they are not matched but listed as ``unchecked``. A recipe none of whose
/// lines resolved is never offered, like a catalog recipe without lines.
public struct OwnMatchRecipe: Hashable, Sendable {
    /// The user recipe's id.
    public var id: RecipeID
    /// The recipe's title.
    public var name: String
    /// Drink or dish, as saved.
    public var kind: RecipeKind
    /// The lines that resolved to a catalog ingredient, matched like a catalog recipe's.
    public var lines: [MatchLine]
    /// The lines' text that the matcher does not check.
    public var unchecked: [String]

    /// A user recipe as "what can I make" takes it.
    public init(id: RecipeID, name: String, kind: RecipeKind, lines: [MatchLine], unchecked: [String]) {
        self.id = id
        self.name = name
        self.kind = kind
        self.lines = lines
        self.unchecked = unchecked
    }

    /// The recipe with lines whose ingredient `known` lacks (left the catalog) moved to ``unchecked``.
    func checked(against known: Set<IngredientID>) -> OwnMatchRecipe {
        var copy = self
        copy.lines = lines.filter { known.contains($0.ingredient) }
        copy.unchecked += lines.filter { !known.contains($0.ingredient) }.map(\.ingredient.rawValue)
        return copy
    }
}
