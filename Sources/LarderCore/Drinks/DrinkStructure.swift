/// A drink's main spec as facts about its lines: what each ingredient is, its ancestors, how much of
/// it, and the glass. The catalog reads it for every drink (best known first) and the *Cocktail Codex*
/// classifier places it in its family from it.
public struct DrinkStructure: Sendable, Equatable {
    /// One line of the main spec.
    public struct Line: Sendable, Equatable {
        /// The canonical ingredient of the line.
        public var ingredient: IngredientID
        /// The ingredient's display name.
        public var name: String
        /// The ingredient's catalog category.
        public var category: IngredientCategory
        /// The ingredient and its ancestors, nearest first (`[bourbon-whiskey, whiskey]`).
        public var lineage: [IngredientID]
        /// The amount in millilitres, when it is a volume (or converts to one).
        public var ml: Double?
        /// Optional and garnish lines do not count towards the structure.
        public var optional: Bool
        /// Whether the line is the garnish (see ``optional``: it does not count towards the structure).
        public var garnish: Bool
        /// Whether the amount counts pieces ("3 coffee beans", "2 wedges"), not a volume: such a line has no
        /// volume to lengthen a drink with, whatever its ingredient poured by the glass would do.
        public var pieces: Bool

        /// A line; an empty `lineage` means the ingredient alone.
        public init(
            ingredient: IngredientID, name: String, category: IngredientCategory, lineage: [IngredientID] = [],
            ml: Double? = nil, optional: Bool = false, garnish: Bool = false, pieces: Bool = false
        ) {
            self.ingredient = ingredient
            self.name = name
            self.category = category
            self.lineage = lineage.isEmpty ? [ingredient] : lineage
            self.ml = ml
            self.optional = optional
            self.garnish = garnish
            self.pieces = pieces
        }

        /// Units that count pieces of a solid: a bare number, a piece, a cut (slice, wedge, stalk, inch), a leaf,
        /// sprig, clove, pod or stick. Containers (a can, a bottle) and scoops hold a volume, so they are not here.
        public static let pieceUnits: Set<MeasureUnit> = [.piece, .slice, .wedge, .leaf, .sprig, .clove, .stalk, .inch, .pod, .stick]

        /// Whether an amount with `quantity` in `unit` counts pieces (a number with no unit, or a ``pieceUnits`` unit).
        public static func countsPieces(quantity: Double?, unit: MeasureUnit?) -> Bool {
            quantity != nil && (unit.map(pieceUnits.contains) ?? true)
        }
    }

    /// The drink's id; empty when the caller leaves it out (a drink outside the catalog).
    public var id: RecipeID
    /// The drink's display name; empty when the caller leaves it out.
    public var name: String
    /// Whether the drink is an IBA official cocktail (best known first in lists).
    public var iba: Bool
    /// Number of sources that give the recipe.
    public var sourceCount: Int
    /// The lines of the main spec, in recipe order.
    public var lines: [Line]
    /// The glass it is served in ("highball", "coupe"), when known: a tall glass is filled with its
    /// carbonated mixer whatever amount the spec writes ("a splash of soda").
    public var glass: String?

    /// A drink; a drink outside the catalog (a user's own, a test's) needs only its lines and glass.
    public init(
        id: RecipeID = "", name: String = "", iba: Bool = false, sourceCount: Int = 0, lines: [Line], glass: String? = nil
    ) {
        self.id = id
        self.name = name
        self.iba = iba
        self.sourceCount = sourceCount
        self.lines = lines
        self.glass = glass
    }
}
