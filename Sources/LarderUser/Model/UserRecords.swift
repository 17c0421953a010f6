import Foundation
import LarderCore

/// A favorite recipe.
public struct Favorite: Hashable, Sendable {
    /// The recipe's id.
    public var recipe: RecipeID
    /// When it was made a favorite.
    public var addedAt: Date
}

/// A named collection of recipes.
public struct RecipeCollection: Hashable, Sendable {
    /// The name the user gave it (unique, case-insensitively).
    public var name: String
    /// When it was created.
    public var createdAt: Date
    /// Its recipes, in the order they were added.
    public var recipes: [RecipeID]
}

/// A user's rating of a recipe.
public struct Rating: Hashable, Sendable {
    /// The recipe rated.
    public var recipe: RecipeID
    /// 1 to 5.
    public var stars: Int
    /// When it was last rated.
    public var ratedAt: Date
}

/// One entry of the history: a recipe viewed or a search run.
public struct HistoryEntry: Hashable, Sendable {
    /// What the entry records.
    public enum Kind: String, Hashable, Sendable, Codable {
        /// A recipe viewed.
        case view
        /// A search run.
        case search
    }

    /// A recipe viewed or a search run.
    public var kind: Kind
    /// The recipe id for views, the search text for searches.
    public var value: String
    /// When it happened.
    public var at: Date
}

/// The inventory as stored: owned ingredients, staples and the user's own substitutes.
public struct StoredInventory: Hashable, Sendable {
    /// The ingredients the user owns, by id.
    public var owned: [IngredientID]
    /// The staples, which always count as available, by id.
    public var staples: [IngredientID]
    /// The user's own substitutes, by original then replacement.
    public var substitutes: [StoredSubstitute]
}

/// A user's own substitute: `replacement` may stand in for `original`.
public struct StoredSubstitute: Hashable, Sendable {
    /// The ingredient a recipe asks for.
    public var original: IngredientID
    /// The ingredient that may stand in for it.
    public var replacement: IngredientID

    /// A substitute: `replacement` may stand in for `original`.
    public init(original: IngredientID, replacement: IngredientID) {
        self.original = original
        self.replacement = replacement
    }
}

/// One catalog update applied to the user's copy.
public struct UpdateRecord: Hashable, Sendable, Codable {
    /// When the update was applied.
    public var appliedAt: Date
    /// The catalog version before the update.
    public var fromVersion: Int
    /// The catalog version after it.
    public var toVersion: Int
    /// Recipes the update added.
    public var added: Int
    /// Recipes the update changed.
    public var changed: Int
    /// Recipes the update removed.
    public var removed: Int
    /// How and where from: the method and the feed ("delta from https://…").
    public var source: String

    /// A record of an update applied at `appliedAt` (now by default).
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
