import LarderCore

/// A drink as the classifier sees it: its lines with what each ingredient is.
public struct CodexDrink: Sendable, Equatable {
    /// One recipe line.
    public struct Line: Sendable, Equatable {
        public var ingredient: IngredientID
        public var name: String
        public var category: IngredientCategory
        /// The ingredient and its ancestors, nearest first (`[bourbon-whiskey, whiskey]`).
        public var lineage: [IngredientID]
        /// The amount in millilitres, when it is a volume (or converts to one).
        public var ml: Double?
        /// Optional and garnish lines do not count towards the structure.
        public var optional: Bool
        public var garnish: Bool

        public init(
            ingredient: IngredientID, name: String, category: IngredientCategory, lineage: [IngredientID] = [],
            ml: Double? = nil, optional: Bool = false, garnish: Bool = false
        ) {
            self.ingredient = ingredient
            self.name = name
            self.category = category
            self.lineage = lineage.isEmpty ? [ingredient] : lineage
            self.ml = ml
            self.optional = optional
            self.garnish = garnish
        }
    }

    public var lines: [Line]
    /// The glass it is served in ("highball", "coupe"), when known: a tall glass is filled with its
    /// carbonated mixer whatever amount the spec writes ("a splash of soda").
    public var glass: String?

    public init(lines: [Line], glass: String? = nil) {
        self.lines = lines
        self.glass = glass
    }
}

/// A drink's place in the *Cocktail Codex*: its family, why, and how it departs from the root.
public struct CodexClassification: Sendable, Equatable, Codable {
    public var family: CodexFamily
    /// The structure found, role by role ("spirit (gin) + citrus (lime juice) + sugar (simple syrup)").
    public var reason: String
    /// How the drink differs from the root ("adds a liqueur (Campari)", "no bitters").
    public var departures: [String]
    /// The other family when the drink sits between two ("Mojito: Daiquiri, between Daiquiri and Highball").
    public var alsoFamily: CodexFamily?

    public init(family: CodexFamily, reason: String, departures: [String], alsoFamily: CodexFamily? = nil) {
        self.family = family
        self.reason = reason
        self.departures = departures
        self.alsoFamily = alsoFamily
    }

    /// One line: "Daiquiri family (spirit + citrus + sugar), between Daiquiri and Highball".
    public var summary: String {
        var text = "\(family.name) family: \(reason)"
        if let alsoFamily { text += "; between \(family.name) and \(alsoFamily.name)" }
        return text
    }
}
