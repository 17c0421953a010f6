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
        let (favorites, members) = try withUserData { (user) throws(UserDataError) -> ([RecipeID]?, [RecipeID]?) in
            let favorites = scope.favoritesOnly ? try user.favorites().map(\.recipe) : nil
            guard let name = scope.collection else { return (favorites, nil) }
            return (favorites, try user.collection(name).recipes)
        }
        // A favorite saved under an id the catalog has since merged into another recipe is that recipe.
        var allowed: Set<RecipeID>?
        if let favorites { allowed = Set(try current(favorites)) }
        if let members {
            let current = Set(try current(members))
            allowed = allowed.map { $0.intersection(current) } ?? current
        }
        return allowed ?? []
    }
}
