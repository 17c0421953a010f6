/// The six root drinks of the *Cocktail Codex* taxonomy (Day, Fauck and Kaplan, 2018): every drink is
/// read as one of these roots with changes. Each root is defined here by its structure, which is what
/// ``CodexClassifier`` looks for.
public enum CodexFamily: String, Sendable, Hashable, Codable, CaseIterable, Comparable {
    /// Spirit + sugar + bitters.
    case oldFashioned = "old-fashioned"
    /// Spirit + aromatized (fortified) wine.
    case martini
    /// Spirit + citrus + sugar.
    case daiquiri
    /// Spirit + citrus + liqueur (the liqueur is the sweetener).
    case sidecar
    /// Spirit + a lengthener (soda, tonic, beer, sparkling wine, juice, tea, coffee).
    case highball
    /// Spirit + egg or cream + sugar.
    case flip

    /// The root drink's name.
    public var name: String {
        switch self {
        case .oldFashioned: "Old Fashioned"
        case .martini: "Martini"
        case .daiquiri: "Daiquiri"
        case .sidecar: "Sidecar"
        case .highball: "Highball"
        case .flip: "Flip"
        }
    }

    /// The root's structure in words.
    public var structure: String {
        switch self {
        case .oldFashioned: "spirit + sugar + bitters"
        case .martini: "spirit + aromatized wine"
        case .daiquiri: "spirit + citrus + sugar"
        case .sidecar: "spirit + citrus + liqueur"
        case .highball: "spirit + lengthener"
        case .flip: "spirit + egg or cream + sugar"
        }
    }

    /// The roles the root is made of.
    public var roles: [CodexRole] {
        switch self {
        case .oldFashioned: [.spirit, .sugar, .bitters]
        case .martini: [.spirit, .aromatizedWine]
        case .daiquiri: [.spirit, .citrus, .sugar]
        case .sidecar: [.spirit, .citrus, .liqueur]
        case .highball: [.spirit, .lengthener]
        case .flip: [.spirit, .richness, .sugar]
        }
    }

    /// The family for a user's word: the id, the root's name, or its first word ("old", "fashioned",
    /// "old fashioned", "Old-Fashioned" all name the Old Fashioned).
    public init?(name text: String) {
        let folded = text.lowercased().replacingOccurrences(of: "-", with: " ")
            .split(whereSeparator: { $0 == " " || $0 == "_" }).joined(separator: " ")
        for family in Self.allCases
        where family.rawValue.replacingOccurrences(of: "-", with: " ") == folded || family.name.lowercased() == folded {
            self = family
            return
        }
        return nil
    }

    /// The order of the book's chapters.
    var order: Int {
        switch self {
        case .oldFashioned: 0
        case .martini: 1
        case .daiquiri: 2
        case .sidecar: 3
        case .highball: 4
        case .flip: 5
        }
    }

    /// Orders families as the book's chapters run (Old Fashioned first, Flip last).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.order < rhs.order }
}

/// The part a recipe line plays in a drink's structure.
public enum CodexRole: String, Sendable, Hashable, Codable, CaseIterable {
    /// A base spirit (at least 15 ml where the amount is known).
    case spirit
    /// Sugar, syrup or honey.
    case sugar
    /// Bitters.
    case bitters
    /// Vermouth, sherry, port, Lillet and other fortified or aromatized wines (at least 10 ml).
    case aromatizedWine = "aromatized-wine"
    /// Lemon, lime, grapefruit or yuzu: juice, or the fruit muddled.
    case citrus
    /// A liqueur (at least 7.5 ml).
    case liqueur
    /// Soda, tonic, beer, wine (from 30 ml), tea, coffee (60 ml), other juices and water (45 ml), or a top-up.
    case lengthener
    /// Cream, milk, a whole egg or its yolk.
    case richness
    /// Egg white, which adds texture, not richness.
    case eggWhite = "egg-white"
    /// Everything else: herbs, spices, fruit, dashes and rinses.
    case seasoning

    /// The role in words ("aromatized wine").
    public var label: String { rawValue.replacingOccurrences(of: "-", with: " ") }
}
