import LarderCore

/// Why a ``MatchCatalog`` could not be built or queried.
public enum MatchCatalogError: Error, Hashable, Sendable, CustomStringConvertible {
    /// Two ingredients share an id.
    case duplicateIngredient(IngredientID)
    /// Two recipes or variants share an id.
    case duplicateRecipe(RecipeID)
    /// A recipe id that is not in the catalog.
    case unknownRecipe(RecipeID)
    /// Stored bytes that are not a ``MatchCatalog/archived()`` catalog of this version.
    case unreadableArchive(String)

    /// One line naming the id or the reason ("recipe 'negroni' is listed twice").
    public var description: String {
        switch self {
        case .duplicateIngredient(let id): "ingredient '\(id)' is listed twice"
        case .duplicateRecipe(let id): "recipe '\(id)' is listed twice"
        case .unknownRecipe(let id): "no recipe with id '\(id)'"
        case .unreadableArchive(let reason): "the stored match catalog is unreadable: \(reason)"
        }
    }
}
