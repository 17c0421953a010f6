import Foundation
import LarderCatalog
import LarderCore
import LarderUser

extension LarderSession {
    /// Marks recipes (ids or names) as favorites; every name must resolve, or nothing is written.
    @discardableResult
    public func addFavorites(_ names: [String]) throws(LarderError) -> EditOutcome {
        let ids = try resolveRecipes(names)
        let added = Set(try withUserData { (user) throws(UserDataError) in try user.addFavorites(ids) })
        return try outcome("added", ids, changed: added)
    }

    /// Removes favorites, all or nothing: a name that is not a favorite fails the whole call.
    /// Names that left the catalog are removed by id.
    @discardableResult
    public func removeFavorites(_ names: [String]) throws(LarderError) -> EditOutcome {
        let stored = try withUserData { (user) throws(UserDataError) in try user.favorites().map(\.recipe) }
        let ids = try storedForms(try recipesForRemoval(names), stored: stored)
        _ = try withUserData { (user) throws(UserDataError) in try user.removeFavorites(ids) }
        return try outcome("removed", ids, changed: Set(ids))
    }

    /// The favorites, most recently added first.
    public func favorites() throws(LarderError) -> [ListedItem] {
        let ids = try withUserData { (user) throws(UserDataError) in try user.favorites().map(\.recipe) }
        return try listed(ids)
    }

    /// Rates a recipe from 1 to 5 stars.
    @discardableResult
    public func rate(_ name: String, stars: Int) throws(LarderError) -> RatingOutcome {
        let id = try resolveRecipe(name)
        try withUserData { (user) throws(UserDataError) in try user.rate(id, stars: stars) }
        return RatingOutcome(recipe: try listed([id])[0], stars: stars)
    }

    // MARK: Collections

    /// Creates an empty collection.
    @discardableResult
    public func createCollection(_ name: String) throws(LarderError) -> EditOutcome {
        let name = try collectionName(name)
        try withUserData { (user) throws(UserDataError) in try user.createCollection(name) }
        return EditOutcome(action: "created", changed: [ListedItem(id: name, name: name)])
    }

    /// Renames a collection.
    @discardableResult
    public func renameCollection(_ name: String, to newName: String) throws(LarderError) -> EditOutcome {
        let newName = try collectionName(newName)
        try withUserData { (user) throws(UserDataError) in try user.renameCollection(name, to: newName) }
        return EditOutcome(action: "renamed", changed: [ListedItem(id: newName, name: newName)])
    }

    /// Deletes a collection (its recipes stay in the catalog).
    @discardableResult
    public func deleteCollection(_ name: String) throws(LarderError) -> EditOutcome {
        try withUserData { (user) throws(UserDataError) in try user.deleteCollection(name) }
        return EditOutcome(action: "deleted", changed: [ListedItem(id: name, name: name)])
    }

    /// Adds recipes to a collection; every name must resolve, or nothing is written.
    @discardableResult
    public func addToCollection(_ collection: String, _ names: [String]) throws(LarderError) -> EditOutcome {
        let ids = try resolveRecipes(names)
        let before = Set(try withUserData { (user) throws(UserDataError) in try user.collection(collection).recipes })
        _ = try withUserData { (user) throws(UserDataError) in try user.addToCollection(collection, ids) }
        return try outcome("added", ids, changed: Set(ids).subtracting(before))
    }

    /// Removes recipes from a collection, all or nothing.
    @discardableResult
    public func removeFromCollection(_ collection: String, _ names: [String]) throws(LarderError) -> EditOutcome {
        let stored = try withUserData { (user) throws(UserDataError) in try user.collection(collection).recipes }
        let ids = try storedForms(try recipesForRemoval(names), stored: stored)
        _ = try withUserData { (user) throws(UserDataError) in try user.removeFromCollection(collection, ids, requireMembers: true) }
        return try outcome("removed", ids, changed: Set(ids))
    }

    /// The collections with their sizes, by name.
    public func collections() throws(LarderError) -> [CollectionSummary] {
        try withUserData { (user) throws(UserDataError) in
            try user.collections().map { CollectionSummary(name: $0.name, recipes: $0.recipes.count) }
        }
    }

    /// The recipes of a collection, in the order they were added.
    public func collection(_ name: String) throws(LarderError) -> [ListedItem] {
        let ids = try withUserData { (user) throws(UserDataError) in try user.collection(name).recipes }
        return try listed(ids)
    }

    // MARK: History

    /// The recipes viewed last, most recent first.
    public func viewedRecipes(limit: Int = 20) throws(LarderError) -> [ListedItem] {
        let ids = try withUserData { (user) throws(UserDataError) in try user.history(.view, limit: limit).map { RecipeID($0.value) } }
        return try listed(ids)
    }

    /// The last searches, most recent first.
    public func recentSearches(limit: Int = 10) throws(LarderError) -> [String] {
        try withUserData { (user) throws(UserDataError) in try user.history(.search, limit: limit).map(\.value) }
    }

    /// Forgets the viewed recipes and searches. Returns how many entries were removed.
    @discardableResult
    public func clearHistory() throws(LarderError) -> Int {
        try withUserData { (user) throws(UserDataError) in try user.clearHistory() }
    }

    // MARK: Helpers

    /// Resolves every name (a `my-…` id is one of the user's own recipes), failing on the first unknown one;
    /// repeats are dropped.
    func resolveRecipes(_ names: [String]) throws(LarderError) -> [RecipeID] {
        var ids: [RecipeID] = []
        for name in names {
            if name.hasPrefix(UserDatabase.userRecipePrefix), let stored = try userRecipe(name) {
                ids.append(stored.id)
                continue
            }
            ids.append(try resolveRecipe(name))
        }
        return ids.uniqued()
    }

    /// For removals: the catalog's id when the name resolves, else the text as an id, so entries whose
    /// recipe left the catalog can still be removed. Other errors (ambiguity, overlong text) stand.
    func recipesForRemoval(_ names: [String]) throws(LarderError) -> [RecipeID] {
        try forRemoval(names, resolve: resolveRecipe, id: RecipeID.init(rawValue:))
    }

    /// Resolves each name, or takes the trimmed text as the id when the catalog has no such entry.
    func forRemoval<ID: Hashable>(
        _ names: [String], resolve: (String) throws(LarderError) -> ID, id: (String) -> ID
    ) throws(LarderError) -> [ID] {
        var ids: [ID] = []
        for name in names {
            do {
                ids.append(try resolve(name))
            } catch .catalog(.notFound) {
                ids.append(id(name.trimmingCharacters(in: .whitespacesAndNewlines)))
            }
        }
        return ids.uniqued()
    }

    /// Recipe ids with their names, in order.
    func listed(_ ids: [RecipeID]) throws(LarderError) -> [ListedItem] {
        var names = try recipeNames(ids)
        for id in ids where names[id] == nil && id.rawValue.hasPrefix(UserDatabase.userRecipePrefix) {
            names[id] = try withUserData { (user) throws(UserDataError) in try user.userRecipe(id)?.title }
        }
        return ids.map { ListedItem(id: $0.rawValue, name: names[$0]) }
    }

    /// Ingredient ids with their names, in order.
    func listed(_ ids: [IngredientID]) throws(LarderError) -> [ListedItem] {
        listed(ids, names: try ingredientNames(ids))
    }

    /// Ingredient ids with their names in `names`, in order.
    func listed(_ ids: [IngredientID], names: [IngredientID: String]) -> [ListedItem] {
        ids.map { ListedItem(id: $0.rawValue, name: names[$0]) }
    }

    func outcome(_ action: String, _ ids: [RecipeID], changed: Set<RecipeID>) throws(LarderError) -> EditOutcome {
        EditOutcome(action: action, ids, items: try listed(ids), changed: changed)
    }

    /// A collection name that can be shown safely: not blank, no control characters, not overlong.
    func collectionName(_ name: String) throws(LarderError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .user(.emptyName) }
        guard !trimmed.unicodeScalars.contains(where: { $0.properties.generalCategory == .control || $0 == "\u{FFFD}" }) else {
            throw .invalidInput("a collection name must not contain control characters or invalid bytes")
        }
        guard trimmed.count <= 100 else { throw .invalidInput("a collection name of \(trimmed.count) characters is too long (at most 100)") }
        return trimmed
    }
}

/// A collection and how many recipes it holds.
public struct CollectionSummary: Hashable, Sendable, Codable {
    /// The collection's name.
    public var name: String
    /// How many recipes it holds.
    public var recipes: Int
}

/// A rating given.
public struct RatingOutcome: Hashable, Sendable, Codable {
    /// The recipe rated.
    public var recipe: ListedItem
    /// The stars given, 1 to 5.
    public var stars: Int
}
