/// What kind of thing an ingredient is. Drives shop grouping, graph colours and substitute compatibility.
public enum IngredientCategory: String, Codable, Sendable, CaseIterable, Comparable {
    case spirit
    case liqueur
    case fortifiedWine = "fortified-wine"
    case wine
    case beer
    case bitters
    case syrup
    case juice
    case fruit
    case vegetable
    case herb
    case spice
    case dairy
    case egg
    case soda
    case water
    case tea
    case coffee
    case meat
    case seafood
    case grain
    case nut
    case oil
    case condiment
    case sweetener
    case baking
    case produce
    case pantry
    case other

    /// A short human label ("fortified wine").
    public var label: String { rawValue.replacingOccurrences(of: "-", with: " ") }

    /// Whether ingredients of this category are drinkable liquids measured by volume in drinks.
    public var isLiquid: Bool {
        switch self {
        case .spirit, .liqueur, .fortifiedWine, .wine, .beer, .bitters, .syrup, .juice, .soda, .water, .tea, .coffee:
            return true
        default:
            return false
        }
    }

    /// Whether ingredients of this category hold alcohol as bottled: spirits, liqueurs, wines,
    /// fortified wines and beers (bitters count only in a drink's pour, not as a category).
    public var isAlcoholic: Bool {
        switch self {
        case .spirit, .liqueur, .fortifiedWine, .wine, .beer: true
        default: false
        }
    }

    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
