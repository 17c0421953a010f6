import Foundation
import LarderCore

/// One of the user's own recipes as stored: the recipe itself is `body` (JSON the application layer
/// reads), with the columns needed to find it and recognise it again.
public struct StoredUserRecipe: Sendable, Hashable {
    /// Stable id, `my-` and the title's slug ("my-lentil-soup"), never reused by the catalog.
    public var id: RecipeID
    /// The title as imported (or last updated).
    public var title: String
    /// Drink or dish.
    public var kind: RecipeKind
    /// The web page it came from; `nil` when the source gave none.
    public var sourceURL: String?
    /// The folded title and ingredient lines, to recognise the same recipe from another source.
    public var contentKey: String
    /// The whole recipe as JSON, which only the application layer reads.
    public var body: String
    /// The ingredient lines, in recipe order.
    public var lines: [UserRecipeLine]
    /// When it was first saved.
    public var importedAt: Date
    /// When it was last saved (the same as ``importedAt`` until it is updated).
    public var updatedAt: Date
}

/// One ingredient line of a user's recipe, with the catalog ingredient it resolved to (if any).
public struct UserRecipeLine: Sendable, Hashable {
    /// The catalog ingredient the line resolved to; `nil` when kept as free text.
    public var ingredient: IngredientID?
    /// The line as written ("2 cups red lentils").
    public var text: String

    /// A line `text`, resolved to `ingredient` or kept as free text when it is `nil`.
    public init(ingredient: IngredientID?, text: String) {
        self.ingredient = ingredient
        self.text = text
    }
}

/// A recipe to save as the user's own.
public struct UserRecipeDraft: Sendable, Hashable {
    /// The recipe's title.
    public var title: String
    /// Drink or dish.
    public var kind: RecipeKind
    /// The web page it came from; `nil` when the source gave none.
    public var sourceURL: String?
    /// The folded title and ingredient lines, to recognise the same recipe from another source.
    public var contentKey: String
    /// The whole recipe as JSON, stored as given.
    public var body: String
    /// The ingredient lines, in recipe order.
    public var lines: [UserRecipeLine]

    /// A draft of the recipe to save; nothing is stored until it is saved.
    public init(title: String, kind: RecipeKind, sourceURL: String?, contentKey: String, body: String, lines: [UserRecipeLine]) {
        self.title = title
        self.kind = kind
        self.sourceURL = sourceURL
        self.contentKey = contentKey
        self.body = body
        self.lines = lines
    }
}

/// What saving a draft did (or, for a dry run, would do).
public enum UserRecipeSave: Sendable, Hashable {
    /// A new recipe with this id.
    case added(RecipeID)
    /// The recipe from the same source URL with the same title, replaced by the new version.
    case updated(RecipeID)
    /// Nothing saved: the same recipe is stored already.
    case skipped(RecipeID, reason: String)

    /// The id of the recipe added, updated or already stored.
    public var id: RecipeID {
        switch self {
        case .added(let id), .updated(let id), .skipped(let id, _): id
        }
    }
}
