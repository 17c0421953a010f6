/// One axis of a taste profile, scored 0–5: the basic tastes, body, and the aroma families.
///
/// The order of the cases is the order profiles are printed and stored in.
public enum TasteAxis: String, CaseIterable, Codable, Sendable, Hashable {
    // Basic tastes
    case sweet, sour, bitter, salty, umami
    // Body
    case strength, richness, fizz
    // Aroma families
    case citrus, herbal, floral, fruity, tropical, berry, spicy, smoky, nutty, oak
    case cocoaCoffee = "cocoa-coffee"
    case vanillaCaramel = "vanilla-caramel"
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
