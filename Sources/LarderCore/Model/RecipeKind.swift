/// Whether a recipe is something to drink or something to eat.
public enum RecipeKind: String, Codable, Sendable, CaseIterable {
    case drink
    case dish
}

/// How a drink is mixed. Determines dilution and the composed instructions.
public enum MixMethod: String, Codable, Sendable, CaseIterable {
    case shaken = "shake"
    case stirred = "stir"
    case built = "build"
    case blended = "blend"
    case muddled = "muddle"
    case layered = "layer"
    case thrown = "throw"
    case dryShaken = "dry-shake"
    /// Warmed in a pan (mulled wine, hot cider, brewed tea).
    case heated = "heat"
    /// Churned in the glass with crushed ice and a swizzle stick until the glass frosts.
    case swizzled = "swizzle"
    /// Left in a jar for days to ferment (kombucha, kvass).
    case fermented = "ferment"
    /// Steeped in a closed jar for days, then strained and bottled (a homemade liqueur: limoncello).
    case infused = "infuse"
    /// Set alight in a wide clay pot or heatproof bowl and stirred while it burns, then ladled out
    /// (queimada).
    case flamed = "flame"

    /// The verb used in composed instructions and shown to users ("shaken").
    public var label: String {
        switch self {
        case .shaken: "shaken"
        case .stirred: "stirred"
        case .built: "built"
        case .blended: "blended"
        case .muddled: "muddled"
        case .layered: "layered"
        case .thrown: "thrown"
        case .dryShaken: "dry-shaken"
        case .heated: "heated"
        case .swizzled: "swizzled"
        case .fermented: "fermented"
        case .infused: "infused"
        case .flamed: "flamed"
        }
    }
}
