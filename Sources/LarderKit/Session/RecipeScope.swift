import LarderCore

/// Which recipes a search or "what can I make" looks at: all of them, the favorites, a collection, or
/// the favorites within a collection.
public struct RecipeScope: Hashable, Sendable, Codable {
    /// Only the user's favorites.
    public var favoritesOnly: Bool
    /// Only the recipes of this collection.
    public var collection: String?

    /// A scope of the favorites, a collection, or the favorites in a collection; with neither, every recipe.
    public init(favoritesOnly: Bool = false, collection: String? = nil) {
        self.favoritesOnly = favoritesOnly
        self.collection = collection
    }

    /// Every recipe in the catalog.
    public static let all = RecipeScope()
    /// The user's favorites.
    public static let favorites = RecipeScope(favoritesOnly: true)

    /// Whether the scope is the whole catalog.
    public var isAll: Bool { !favoritesOnly && collection == nil }
}

extension LarderSession {
    /// The recipes `scope` allows, or `nil` for the whole catalog.
    /// - Throws: ``LarderError/user(_:)`` with ``UserDataError/noSuchCollection(_:)`` for an unknown collection.
    public func recipes(in scope: RecipeScope) throws(LarderError) -> Set<RecipeID>? {
        guard !scope.isAll else { return nil }
        return try withUserData { (user) throws(UserDataError) in
            var allowed: Set<RecipeID>? = scope.favoritesOnly ? Set(try user.favorites().map(\.recipe)) : nil
            if let name = scope.collection {
                let members = Set(try user.collection(name).recipes)
                allowed = allowed.map { $0.intersection(members) } ?? members
            }
            return allowed ?? []
        }
    }
}
