import LarderCore

/// Fill colours of the graph's nodes by ingredient category (a qualitative palette; related categories
/// get related hues so the map reads at a glance).
public enum CategoryPalette {
    /// The fill colour of `category` as `#rrggbb`.
    public static func color(_ category: IngredientCategory) -> String {
        switch category {
        case .spirit: "#d95f02"
        case .liqueur: "#e7298a"
        case .fortifiedWine: "#7b3294"
        case .wine: "#a6761d"
        case .beer: "#e6ab02"
        case .bitters: "#8c2d04"
        case .syrup, .sweetener: "#fdb462"
        case .juice: "#66a61e"
        case .fruit: "#b3de69"
        case .vegetable, .produce: "#1b9e77"
        case .herb: "#4daf4a"
        case .spice: "#b15928"
        case .dairy, .egg: "#fff2ae"
        case .soda, .water: "#80b1d3"
        case .tea, .coffee: "#6a3d9a"
        case .meat: "#e31a1c"
        case .seafood: "#1f78b4"
        case .grain, .baking: "#cab2d6"
        case .nut: "#bf812d"
        case .oil, .condiment, .pantry: "#bababa"
        case .other: "#dddddd"
        }
    }

    /// Whether text on this fill should be dark (light fills) or light.
    static func textColor(_ category: IngredientCategory) -> String {
        switch category {
        case .spirit, .liqueur, .fortifiedWine, .wine, .bitters, .vegetable, .produce, .tea, .coffee, .meat,
             .seafood, .spice:
            "#ffffff"
        default: "#222222"
        }
    }
}
