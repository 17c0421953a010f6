/// Sums the amounts one ingredient needs across recipes in units that add up, converting through
/// the ingredient's measure where a cook would (cups of flour to grams, cups of mashed banana to
/// bananas), and subtracts what the pantry holds.
public struct KitchenTally: Hashable, Sendable {
    /// The ingredient being summed; its handling and measure decide the conversions.
    public let ingredient: KitchenIngredient
    /// The sums, one per dimension (and count unit) that could not be converted into the first.
    public private(set) var totals: [KitchenQuantity] = []
    /// Amounts with no number ("to taste", "top up") seen, by unit.
    public private(set) var unquantified: Set<MeasureUnit> = []
    /// Whether some line gave no amount at all.
    public private(set) var unmeasured = false
    /// Where each total came from (the `origin`s given to `add`, recipe ids for a shopping list), by
    /// position in ``totals``: what tells "1 cup + 250 g" apart when the units do not add.
    public private(set) var origins: [[String]] = []

    /// An empty tally for `ingredient`.
    public init(_ ingredient: KitchenIngredient) { self.ingredient = ingredient }

    /// Adds one line's amount (already scaled).
    public mutating func add(_ amount: Amount?, from origin: String? = nil) {
        guard let amount else { unmeasured = true; return }
        guard let quantity = KitchenQuantity(amount, solid: ingredient.handling != .poured) else {
            if let unit = amount.unit, unit.isUnquantified { unquantified.insert(unit) } else { unmeasured = true }
            return
        }
        add(quantity, from: origin)
    }

    /// Adds a quantity, converted to the ingredient's shopping dimension when its measure allows.
    public mutating func add(_ quantity: KitchenQuantity, from origin: String? = nil) {
        let target = ingredient.shoppingDimension(first: totals.first?.dimension ?? quantity.dimension)
        let converted = KitchenConversion.convert(quantity, to: target, measure: ingredient.measure) ?? quantity
        if let index = totals.firstIndex(where: { $0.adds(to: converted) }) {
            totals[index].value += converted.value
            if let origin, !origins[index].contains(origin) { origins[index].append(origin) }
        } else {
            totals.append(converted)
            origins.append(origin.map { [$0] } ?? [])
        }
    }

    /// The origins of the totals ``shoppingAmounts(in:)`` lists, in its order.
    public var shoppingOrigins: [[String]] {
        totals.indices.filter { totals[$0].value > 1e-9 }.map { origins[$0] }
    }

    /// Subtracts what the pantry holds from the total it converts into, never below zero; returns what
    /// was subtracted (in the total's units), or `nil` when the pantry's amount converts into none.
    @discardableResult
    public mutating func subtract(_ held: KitchenQuantity) -> KitchenQuantity? {
        for index in totals.indices {
            let target = totals[index]
            let converted: KitchenQuantity? =
                target.dimension == .count && target.unit != nil
                ? (held.adds(to: target) ? held : nil)
                : KitchenConversion.convert(held, to: target.dimension, measure: ingredient.measure)
            guard let converted, converted.adds(to: target) else { continue }
            let taken = min(converted.value, target.value)
            totals[index].value -= taken
            return KitchenQuantity(taken, target.dimension, unit: target.unit)
        }
        return nil
    }

    /// Treats lines without a number as covered (the pantry holds some of it).
    public mutating func coverUnmeasured() {
        unmeasured = false
        unquantified = []
    }

    /// Whether everything measured is covered (the totals are all zero) and nothing else is asked.
    public var isCovered: Bool {
        !totals.isEmpty && totals.allSatisfy { $0.value <= 1e-9 } && unquantified.isEmpty && !unmeasured
    }

    /// The totals to buy in `system`, rounded up to what a shop sells by the kitchen steps.
    public func shoppingAmounts(in system: MeasurementSystem) -> [KitchenAmount] {
        totals.filter { $0.value > 1e-9 }.map { total in
            // Weighed goods with no known density stay in the cups they were measured in, never millilitres.
            let unweighable = total.dimension == .volume && ingredient.handling == .weighed && ingredient.measure?.gramsPerMillilitre == nil
            let shown = KitchenFormatter.present(
                total, in: unweighable ? .us : system, noun: ingredient.noun, pieceName: ingredient.measure?.pieceName, rounding: .up,
                liquid: ingredient.handling == .poured)
            // A dry good measured by the cup stays in cups, however many (never quarts of couscous).
            if unweighable, shown.unit == .quart || shown.unit == .gallon {
                return KitchenFormatter.amount(KitchenFormatter.round(total.value / KitchenUnits.usCup, 0.125, .up), .cup, "cup")
            }
            return shown
        }
    }
}
