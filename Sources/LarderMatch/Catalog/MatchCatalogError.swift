import LarderCore

/// Why a ``MatchCatalog`` could not be built or queried.
public enum MatchCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two ingredients share an id.
    case duplicateIngredient(IngredientID)
    /// Two recipes or variants share an id.
    case duplicateRecipe(RecipeID)
    /// A recipe id that is not in the catalog.
    case unknownRecipe(RecipeID)

    public var description: String {
        switch self {
        case .duplicateIngredient(let id): "ingredient '\(id)' is listed twice"
        case .duplicateRecipe(let id): "recipe '\(id)' is listed twice"
        case .unknownRecipe(let id): "no recipe with id '\(id)'"
        }
    }
}
