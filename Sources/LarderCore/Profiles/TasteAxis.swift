/// One axis of a taste profile, scored 0–5: the basic tastes, body, and the aroma families.
///
/// The order of the cases is the order profiles are printed and stored in.
public enum TasteAxis: String, CaseIterable, Codable, Sendable, Hashable {
    // Basic tastes
    /// The basic tastes.
    case sweet, sour, bitter, salty, umami
    // Body
    /// Body: strength (alcohol, about ABV / 8), richness, fizz.
    case strength, richness, fizz
    // Aroma families
    /// Aroma families.
    case citrus, herbal, floral, fruity, tropical, berry, spicy, smoky, nutty, oak
    /// Aroma family: cocoa and coffee (written `cocoa-coffee`).
    case cocoaCoffee = "cocoa-coffee"
    /// Aroma family: vanilla and caramel (written `vanilla-caramel`).
    case vanillaCaramel = "vanilla-caramel"
    /// Aroma families.
    case earthy, savoury, minty, anise

    /// The axis named by `text`, accepting the written name, `cocoa/coffee` style spellings and a few synonyms.
    public init?(name text: String) {
        let key = text.lowercased().replacingOccurrences(of: "/", with: "-").replacingOccurrences(of: "_", with: "-")
        if let axis = TasteAxis(rawValue: key) { self = axis; return }
        switch key {
        case "coffee", "cocoa", "coffee-cocoa", "chocolate": self = .cocoaCoffee
        case "vanilla", "caramel", "caramel-vanilla": self = .vanillaCaramel
        case "woody", "wood", "oak-woody": self = .oak
        case "creamy", "creaminess", "rich": self = .richness
        case "savory": self = .savoury
        case "mint": self = .minty
        case "alcohol", "strong": self = .strength
        default: return nil
        }
    }

    /// Whether the axis is a basic taste (sweet, sour, bitter, salty, umami).
    public var isTaste: Bool { self == .sweet || self == .sour || self == .bitter || self == .salty || self == .umami }
}
