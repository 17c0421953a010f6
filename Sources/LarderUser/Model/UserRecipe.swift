import Foundation
import LarderCore

/// One of the user's own recipes as stored: the recipe itself is `body` (JSON the application layer
/// reads), with the columns needed to find it and recognise it again.
public struct StoredUserRecipe: Sendable, Hashable {
    /// Stable id, `my-` and the title's slug ("my-lentil-soup"), never reused by the catalog.
    public var id: RecipeID
    public var title: String
    public var kind: RecipeKind
    public var sourceURL: String?
    /// The folded title and ingredient lines, to recognise the same recipe from another source.
    public var contentKey: String
    public var body: String
    public var lines: [UserRecipeLine]
    public var importedAt: Date
    public var updatedAt: Date
}

/// One ingredient line of a user's recipe, with the catalog ingredient it resolved to (if any).
public struct UserRecipeLine: Sendable, Hashable {
    public var ingredient: IngredientID?
    public var text: String

    public init(ingredient: IngredientID?, text: String) {
        self.ingredient = ingredient
        self.text = text
    }
}

/// A recipe to save as the user's own.
public struct UserRecipeDraft: Sendable, Hashable {
    public var title: String
    public var kind: RecipeKind
    public var sourceURL: String?
    public var contentKey: String
    public var body: String
    public var lines: [UserRecipeLine]

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

    public var id: RecipeID {
        switch self {
        case .added(let id), .updated(let id), .skipped(let id, _): id
        }
    }
}
