/// How much the bar's mixing vessels take in one round: a batch beyond it is shaken or blended in rounds.
extension InstructionComposer {
    /// The liquid a shaker holds with its ice: a 28 oz (830 ml) tin half full of ice takes about 400 ml, three
    /// sours.
    static let shakerMillilitres = 400.0

    /// The liquid a blender jar takes in one round with its ice: a 48-64 oz (1.4-1.9 l) jar takes about 1.2 l
    /// of drink with its ice.
    static let blenderMillilitres = 1200.0

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
