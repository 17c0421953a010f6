import LarderCore

/// Juices a cook squeezes from the fruit: a shopping list buys lemons and limes for them, not a
/// bottle, and says how much juice they are for ("3 lemons (for 100 ml juice)").
///
/// Juice per fruit: ``JuiceYield``.
enum JuiceFruits {
    struct Fruit: Sendable {
        /// The fruit's ingredient, which a pantry may hold by count.
        var fruit: IngredientID
        /// The fruit's singular noun ("lemon").
        var noun: String
        var millilitresPerFruit: Double
    }

    static let table: [IngredientID: Fruit] = [
        "lemon-juice": Fruit(fruit: "lemon", noun: "lemon", millilitresPerFruit: JuiceYield.millilitresPerFruit("lemon-juice") ?? 0),
        "lime-juice": Fruit(fruit: "lime", noun: "lime", millilitresPerFruit: JuiceYield.millilitresPerFruit("lime-juice") ?? 0),
    ]

    /// The juice lines the pantry's whole fruit may count against: juice id → the fruit held by count.
    static func heldFruit(in pantry: [IngredientID: KitchenQuantity]) -> Set<IngredientID> {
        Set(table.filter { pantry[$0.value.fruit].map(isWholeFruit) ?? false }.keys)
    }

    /// Whether `held` is a count of the fruit itself ("3 lemons", not "2 wedges").
    static func isWholeFruit(_ held: KitchenQuantity) -> Bool { held.dimension == .count && held.unit == nil }

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
