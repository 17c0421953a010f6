import LarderCore

/// A drink's place in the *Cocktail Codex*: its family, why, and how it departs from the root.
public struct CodexClassification: Sendable, Hashable, Codable {
    /// The family the drink belongs to.
    public var family: CodexFamily
    /// The structure found, role by role ("spirit (gin) + citrus (lime juice) + sugar (simple syrup)").
    public var reason: String
    /// How the drink differs from the root ("adds a liqueur (Campari)", "no bitters").
    public var departures: [String]
    /// The other family when the drink sits between two ("Mojito: Daiquiri, between Daiquiri and Highball").
    public var alsoFamily: CodexFamily?

    /// A classification; `alsoFamily` only for a drink between two families.
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
