/// How much the bar's mixing vessels take in one round: a batch beyond it is shaken or blended in rounds.
extension InstructionComposer {
    /// The liquid a shaker holds with its ice: two drinks at most.
    static let shakerMillilitres = 300.0

    /// The liquid a blender jar takes in one round with its ice.
    static let blenderMillilitres = 750.0

    /// Whether the measured `lines` come to no more than `millilitres`; lines counted in pieces add nothing, and
    /// a line measured in parts or topped up leaves the volume unknown (so it does not fit).
    static func fits(_ lines: [RecipeLine], in millilitres: Double) -> Bool {
        var total = 0.0
        for line in lines {
            guard let amount = line.amount.flatMap(AmountParser.parse) else { continue }
            guard let unit = amount.unit else { continue }
            if unit == .part || unit == .topUp { return false }
            guard let each = unit.millilitres, let quantity = amount.quantity else { continue }
            total += each * (quantity.high ?? quantity.low)
        }
        return total <= millilitres
    }
}
