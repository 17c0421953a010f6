/// The juice one squeezed citrus fruit gives, for a recipe that counts its juice in fruit ("juice of
/// 1/2 lime") and a shopping list that buys the fruit for a measured juice.
///
/// From USDA SR `WEIGHT.txt`: 09152 lemon juice, raw, "1 lemon yields" 48 g and 1 cup 244 g, so
/// 48 / (244 / 236.588) = 46.5 ml a lemon; 09160 lime juice, raw, "1 lime yields" 44 g and 1 cup 242 g,
/// so 43.0 ml a lime.
public enum JuiceYield {
    /// Millilitres of juice in one fruit, by the juice's ingredient id; `nil` for any other ingredient.
    public static func millilitresPerFruit(_ juice: IngredientID) -> Double? {
        switch juice.rawValue {
        case "lemon-juice": 48 / (244 / KitchenUnits.usCup)
        case "lime-juice": 44 / (242 / KitchenUnits.usCup)
        default: nil
        }
    }
}
