import LarderCore

/// An ingredient as the matcher sees it: where it sits in the hierarchy and what it is made of.
public struct MatchIngredient: Hashable, Sendable {
    /// The canonical ingredient.
    public var id: IngredientID
    /// The more general ingredient this one is a kind of (bourbon → whiskey). Owning this one
    /// satisfies a recipe that asks for the parent, never the other way round.
    public var parent: IngredientID?
    /// For homemade ingredients, what it is made of (simple syrup = sugar + water). It counts as
    /// available when every part is.
    public var parts: [IngredientID]
    /// The shop category used to group shopping lists.
    public var category: IngredientCategory

    /// An ingredient with no parent and no parts unless given; its category defaults to `.other`.
    public init(id: IngredientID, parent: IngredientID? = nil, parts: [IngredientID] = [], category: IngredientCategory = .other) {
        self.id = id
        self.parent = parent
        self.parts = parts
        self.category = category
    }

    /// The matcher's view of a catalog ingredient.
    public init(_ ingredient: Ingredient) {
        self.init(id: ingredient.id, parent: ingredient.parent, parts: ingredient.parts, category: ingredient.category)
    }
}
