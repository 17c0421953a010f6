import LarderCore

/// Why a user-data operation was refused. Refused operations change nothing.
public enum UserDataError: Error, Hashable, Sendable, CustomStringConvertible {
    /// A rating outside 1...5.
    case invalidRating(Int)
    /// A collection with this name exists already.
    case collectionExists(String)
    /// No collection has this name.
    case noSuchCollection(String)
    /// An empty or blank name.
    case emptyName
    /// A substitute whose replacement is the ingredient itself.
    case selfSubstitute(String)
    /// The recipe is not among the favorites.
    case notFavorite(String)
    /// The recipe is not in the named collection.
    case notInCollection(String, collection: String)
    /// The ingredient is not in the inventory.
    case notOwned(String)
    /// The ingredient is not a staple.
    case notStaple(String)
    /// A stored value has the wrong type (text where a date belongs, a blob that is not text, a NULL):
    /// the row was written by something other than Larder. Nothing is defaulted.
    case corrupt(table: String, column: String, expected: String)
    /// Nothing is planned that matches (recipe, slot, day as given).
    case notPlanned(String)
    /// No recipe of the user's own has this id.
    case noSuchRecipe(String)
    /// The database was opened read-only (read-only file, folder or file system); nothing was written.
    case readOnly(String)
    /// The database could not be opened, read or written.
    case database(String)

    /// One line for the user naming what was refused and why ("'negroni' is not a favorite").
    public var description: String {
        switch self {
        case .invalidRating(let stars): "rating must be 1 to 5, not \(stars)"
        case .collectionExists(let name): "a collection named '\(name)' exists already"
        case .noSuchCollection(let name): "no collection named '\(name)'"
        case .emptyName: "the name must not be empty"
        case .selfSubstitute(let id): "'\(id)' cannot substitute itself"
        case .notFavorite(let id): "'\(id)' is not a favorite"
        case .notInCollection(let id, let collection): "'\(id)' is not in collection '\(collection)'"
        case .notOwned(let id): "'\(id)' is not in your inventory"
        case .notStaple(let id): "'\(id)' is not a staple"
        case .corrupt(let table, let column, let expected):
            "user database: a value in \(table).\(column) is not \(expected); that row was not written by larder"
        case .notPlanned(let what): "nothing planned for \(what)"
        case .noSuchRecipe(let id): "'\(id)' is not one of your own recipes"
        case .readOnly(let path): "user database \(path) is read-only; nothing was changed"
        case .database(let message): "user database: \(message)"
        }
    }
}
