import LarderCore

/// The aisles of a shop, in the order a shopping list walks them.
public enum ShopAisle: String, Codable, Sendable, CaseIterable, Comparable {
    /// Fruit, vegetables and herbs.
    case produce
    /// Bread, buns, tortillas, pita and croissants.
    case bakery
    /// Meat and seafood.
    case meatAndFish = "meat & fish"
    /// Dairy and eggs.
    case dairyAndEggs = "dairy & eggs"
    /// Dry goods and jars: grains, nuts, oils, condiments, sweeteners, syrups, baking and the rest.
    case pantry
    /// Spices.
    case spices
    /// Frozen foods and ice.
    case frozen
    /// Juice, soda, water, tea and coffee.
    case drinks
    /// Spirits, liqueurs, wine, fortified wine, beer and bitters.
    case spiritsAndLiqueurs = "spirits & liqueurs"

    /// The aisle for an ingredient: by its catalog category, with bread in the bakery and frozen
    /// foods (and ice) in the freezer.
    public init(ingredient id: IngredientID, category: IngredientCategory) {
        let words = Set(id.rawValue.split(separator: "-").map(String.init))
        if words.contains("frozen") || id == "ice" {
            self = .frozen
            return
        }
        if !words.isDisjoint(with: ["bread", "baguette", "bun", "buns", "brioche", "tortilla", "tortillas", "pita", "croissant"]) {
            self = .bakery
            return
        }
        switch category {
        case .fruit, .vegetable, .herb, .produce: self = .produce
        case .meat, .seafood: self = .meatAndFish
        case .dairy, .egg: self = .dairyAndEggs
        case .spice: self = .spices
        case .juice, .soda, .water, .tea, .coffee: self = .drinks
        case .spirit, .liqueur, .fortifiedWine, .wine, .beer, .bitters: self = .spiritsAndLiqueurs
        case .syrup, .grain, .nut, .oil, .condiment, .sweetener, .baking, .pantry, .other: self = .pantry
        }
    }

    /// Its position in a walk through the shop.
    public var order: Int { Self.allCases.firstIndex(of: self) ?? 0 }

    /// Orders aisles as a walk through the shop visits them.
    public static func < (lhs: ShopAisle, rhs: ShopAisle) -> Bool { lhs.order < rhs.order }
}
