/// A recipe's structure as "similar recipes" compare it: its core ingredients, base spirit and profile.
public struct RecipeShape: Sendable, Hashable {
    /// The recipe's id.
    public var id: RecipeID
    /// The recipe's display name.
    public var name: String
    /// Whether it is a drink or a dish; only recipes of the same kind are compared.
    public var kind: RecipeKind
    /// Drink family or dish course ("sour", "main").
    public var family: String?
    /// The ingredients of the main spec that are neither garnish nor optional, in recipe order.
    public var core: [IngredientID]
    /// The drink's base spirit, at the most general spirit above it (bourbon → whiskey), if any.
    public var base: IngredientID?
    /// The recipe's computed taste profile, when it has one.
    public var profile: TasteProfile?

    /// A shape; family, base and profile may be left out.
    public init(
        id: RecipeID, name: String, kind: RecipeKind, family: String? = nil, core: [IngredientID], base: IngredientID? = nil,
        profile: TasteProfile? = nil
    ) {
        self.id = id
        self.name = name
        self.kind = kind
        self.family = family
        self.core = core
        self.base = base
        self.profile = profile
    }
}
