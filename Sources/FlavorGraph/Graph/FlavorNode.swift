import LarderCore

/// A node of the flavor graph: one canonical ingredient.
public struct FlavorNode: Hashable, Sendable, Codable {
    /// The canonical ingredient.
    public var id: IngredientID
    /// The ingredient's display name.
    public var name: String
    /// The ingredient's category (colours the drawn graph).
    public var category: IngredientCategory
    /// The more general ingredient (bourbon → whiskey), used to favour siblings as substitutes.
    public var parent: IngredientID?
    /// Alcohol by volume in percent, where known.
    public var abv: Double?
    /// Number of recipes using the ingredient (filled in by ``FlavorGraph/init(input:)`` from the recipes).
    public var popularity: Int

    /// A node; popularity starts at 0 and is recounted when the graph is built.
    public init(
        id: IngredientID, name: String, category: IngredientCategory, parent: IngredientID? = nil,
        abv: Double? = nil, popularity: Int = 0
    ) {
        self.id = id
        self.name = name
        self.category = category
        self.parent = parent
        self.abv = abv
        self.popularity = popularity
    }
}
