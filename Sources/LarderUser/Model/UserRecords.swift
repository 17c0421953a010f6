import Foundation
import LarderCore

/// A favorite recipe.
public struct Favorite: Hashable, Sendable {
    public var recipe: RecipeID
    public var addedAt: Date
}

/// A named collection of recipes.
public struct RecipeCollection: Hashable, Sendable {
    public var name: String
    public var createdAt: Date
    /// Its recipes, in the order they were added.
    public var recipes: [RecipeID]
}

/// A user's rating of a recipe.
public struct Rating: Hashable, Sendable {
    public var recipe: RecipeID
    /// 1 to 5.
    public var stars: Int
    public var ratedAt: Date
}

/// One entry of the history: a recipe viewed or a search run.
public struct HistoryEntry: Hashable, Sendable {
    public enum Kind: String, Hashable, Sendable, Codable {
        case view
        case search
    }

    public var kind: Kind
    /// The recipe id for views, the search text for searches.
    public var value: String
    public var at: Date
}

/// The inventory as stored: owned ingredients, staples and the user's own substitutes.
public struct StoredInventory: Hashable, Sendable {
    public var owned: [IngredientID]
    public var staples: [IngredientID]
    public var substitutes: [StoredSubstitute]
}

/// A user's own substitute: `replacement` may stand in for `original`.
public struct StoredSubstitute: Hashable, Sendable {
    public var original: IngredientID
    public var replacement: IngredientID

    public init(original: IngredientID, replacement: IngredientID) {
        self.original = original
        self.replacement = replacement
    }
}

/// One catalog update applied to the user's copy.
public struct UpdateRecord: Hashable, Sendable {
    public var appliedAt: Date
    public var fromVersion: Int
    public var toVersion: Int
    public var added: Int
    public var changed: Int
    public var removed: Int
    /// Where the update came from (a feed URL, a file, "reinstall").
    public var source: String

    public init(appliedAt: Date = Date(), fromVersion: Int, toVersion: Int, added: Int, changed: Int, removed: Int, source: String) {
        self.appliedAt = appliedAt
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.added = added
        self.changed = changed
        self.removed = removed
        self.source = source
    }
}
