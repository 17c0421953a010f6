/// Whether a recipe is something to drink or something to eat.
public enum RecipeKind: String, Codable, Sendable, CaseIterable {
    /// Something to drink.
    case drink
    /// Something to eat.
    case dish
}

/// How a drink is mixed. Determines dilution and the composed instructions.
public enum MixMethod: String, Codable, Sendable, CaseIterable {
    /// Shaken with ice, then strained.
    case shaken = "shake"
    /// Stirred with ice in a mixing glass, then strained.
    case stirred = "stir"
    /// Built in the glass it is served in.
    case built = "build"
    /// Blended, with crushed ice unless the drink is served hot.
    case blended = "blend"
    /// Muddled in the glass, then built.
    case muddled = "muddle"
    /// Poured in layers that do not mix.
    case layered = "layer"
    /// Thrown: poured back and forth between two tins with ice, to chill and aerate.
    case thrown = "throw"
    /// Shaken first without ice, to emulsify egg white or aquafaba, then again with ice.
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
