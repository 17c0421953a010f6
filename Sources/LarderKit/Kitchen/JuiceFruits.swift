import LarderCore

/// Juices a cook squeezes from the fruit: a shopping list buys lemons and limes for them, not a
/// bottle, and says how much juice they are for ("3 lemons (for 100 ml juice)").
///
/// Juice per fruit from USDA SR `WEIGHT.txt`: 09152 lemon juice, raw, "1 lemon yields" 48 g and 1 cup
/// 244 g, so 48 / (244 / 236.588) = 46.5 ml a lemon; 09160 lime juice, raw, "1 lime yields" 44 g and
/// 1 cup 242 g, so 43.0 ml a lime.
enum JuiceFruits {
    struct Fruit: Sendable {
        /// The fruit's singular noun ("lemon").
        var noun: String
        var millilitresPerFruit: Double
    }

    static let table: [IngredientID: Fruit] = [
        "lemon-juice": Fruit(noun: "lemon", millilitresPerFruit: 48 / (244 / KitchenUnits.usCup)),
        "lime-juice": Fruit(noun: "lime", millilitresPerFruit: 44 / (242 / KitchenUnits.usCup)),
    ]

    /// The whole fruit to buy for `juice` (a volume), rounded up, with the juice it is for in `units`;
    /// `nil` for an ingredient that is no squeezed juice or a quantity that is no volume.
    static func amount(for id: IngredientID, juice: KitchenQuantity, units: MeasurementSystem) -> KitchenAmount? {
        guard let fruit = table[id], juice.dimension == .volume, juice.value > 1e-9 else { return nil }
        let exact = juice.value / fruit.millilitresPerFruit
        let whole = max(1, (exact - 1e-9).rounded(.up))
        let millilitres = KitchenFormatter.present(juice, in: units, rounding: .up, liquid: true).text
        let text = "\(AmountFormatter.format(whole)) \(Plural.word(fruit.noun, count: whole)) (for \(millilitres) juice)"
        return KitchenAmount(quantity: whole, unit: nil, text: text, roundedFrom: abs(whole - exact) > 0.1 ? exact : nil)
    }
}
