/// What kind of thing an ingredient is. Drives shop grouping, graph colours and substitute compatibility.
public enum IngredientCategory: String, Codable, Sendable, CaseIterable, Comparable {
    /// Spirits: gin, whiskey, rum, brandy, absinthe, aquavit.
    case spirit
    /// Liqueurs and amari: amaretto, Averna, advocaat.
    case liqueur
    /// Fortified and aromatised wines: vermouth, sherry, Lillet.
    case fortifiedWine = "fortified-wine"
    /// Wines, still and sparkling: red and white wine, Champagne, Prosecco.
    case wine
    /// Beers and ciders: lager, ale, hard cider.
    case beer
    /// Bitters: Angostura, Peychaud's, orange bitters.
    case bitters
    /// Syrups and cordials: simple syrup, cinnamon syrup, elderflower cordial.
    case syrup
    /// Juices: lime, orange, cranberry, apple juice.
    case juice
    /// Fruit, whole or cut: apple, banana, avocado, olives.
    case fruit
    /// Vegetables and pulses: artichoke, asparagus, spinach, black beans.
    case vegetable
    /// Fresh herbs: basil, bay leaf, dill, mint.
    case herb
    /// Spices and seasonings: allspice, black pepper, cardamom, salt.
    case spice
    /// Dairy and its plant stand-ins: milk, cream, butter, cheese, ice cream, almond milk.
    case dairy
    /// Eggs and their parts: egg, egg white, egg yolk.
    case egg
    /// Sodas and carbonated mixers: soda water, cola, ginger ale, ginger beer.
    case soda
    /// Water and ice, and flavoured waters: ice, rose water, orange flower water.
    case water
    /// Tea, brewed or as leaves and bags: black tea, green tea, Earl Grey.
    case tea
    /// Coffee, brewed or as beans and powder: espresso, instant coffee.
    case coffee
    /// Meat and sausages: beef, bacon, andouille.
    case meat
    /// Fish and shellfish: anchovy, cod, crab, mussels.
    case seafood
    /// Grains, flours, bread and pasta: rice, all-purpose flour, baguette, noodles.
    case grain
    /// Nuts and seeds: almond, cashew, hazelnut, flax seed.
    case nut
    /// Cooking oils: olive, sesame, coconut oil.
    case oil
    /// Sauces, dressings and vinegars: aioli, barbecue sauce, balsamic vinegar, capers.
    case condiment
    /// Sugars, honey, jams and sweets: brown sugar, agave nectar, caramel.
    case sweetener
    /// Baking ingredients: baking powder, yeast, cocoa powder, cornstarch.
    case baking
    /// Tofu and seaweed: tofu, nori.
    case produce
    /// Cupboard staples: stocks, broths, bouillon, aquafaba, canned soup.
    case pantry
    /// Anything that fits no other category (activated charcoal, béchamel).
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

    /// Orders categories by their place in the declaration (spirits first), the order lists are grouped in.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
