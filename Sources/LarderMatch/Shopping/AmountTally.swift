import LarderCore

/// Sums amounts of one ingredient: volumes through millilitres, masses through grams, other units
/// per unit, and keeps what cannot be summed ("top up", "to taste", no amount) as a note.
struct AmountTally: Hashable, Sendable {
    private var millilitres: Double?
    private var grams: Double?
    private var perUnit: [MeasureUnit: Double] = [:]
    private var count: Double?
    private var unquantified: Set<MeasureUnit> = []
    /// Whether some line gave no amount at all.
    private(set) var hasUnmeasured = false

    /// Adds one line's amount.
    mutating func add(_ amount: Amount?) {
        guard let amount else {
            hasUnmeasured = true
            return
        }
        if let ml = amount.millilitres {
            millilitres = (millilitres ?? 0) + ml
        } else if let g = amount.grams {
            grams = (grams ?? 0) + g
        } else if let quantity = amount.quantity {
            if let unit = amount.unit {
                perUnit[unit, default: 0] += quantity.value
            } else {
                count = (count ?? 0) + quantity.value
            }
        } else if let unit = amount.unit {
            unquantified.insert(unit)
        } else {
            hasUnmeasured = true
        }
    }

    /// The sums: millilitres, grams, then other units by name, a bare count, then unquantified units.
    var amounts: [Amount] {
        var out: [Amount] = []
        if let millilitres { out.append(Amount(millilitres, .ml)) }
        if let grams { out.append(Amount(grams, .g)) }
        for unit in perUnit.keys.sorted(by: { $0.rawValue < $1.rawValue }) { out.append(Amount(perUnit[unit]!, unit)) }
        if let count { out.append(Amount(count, nil)) }
        for unit in unquantified.sorted(by: { $0.rawValue < $1.rawValue }) { out.append(Amount(quantity: nil, unit: unit)) }
        return out
    }
}
