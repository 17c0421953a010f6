/// How a tea is steeped, by its leaf: black and herbal teas in water at a full boil for three to five
/// minutes; green and jasmine teas in water let down to about 80 °C for two to three minutes, since water at
/// the boil scalds the leaf and draws out its bitterness; yerba mate at about 75 °C. Bags are taken out;
/// loose leaves are strained out.
struct TeaSteep: Equatable, Sendable {
    /// The kinds of leaf that steep differently.
    enum Leaf: Sendable {
        /// Black, red and herbal teas (and the robust gunpowder green a Moroccan or noon chai boils).
        case black
        /// Green, jasmine and white teas.
        case green
        /// Yerba mate.
        case mate
    }

    /// The leaf that sets the water's heat: the most delicate of the teas.
    let leaf: Leaf
    /// Whether every tea is in bags (taken out), not loose (strained out).
    let bagged: Bool

    /// Words of an id that name a green or white tea.
    static let greenWords = ["green", "jasmine", "sencha", "gyokuro", "genmaicha", "bancha", "longjing", "white-tea"]

    /// The steep for `teas`, the tea lines of one drink.
    init(teas: [RecipeLine]) {
        let ids = teas.map(\.ingredient.rawValue)
        leaf = ids.contains { $0.contains("yerba") } ? .mate
            : ids.contains { id in Self.greenWords.contains(where: id.contains) && !id.contains("gunpowder") } ? .green : .black
        bagged = !teas.isEmpty && teas.allSatisfy(Self.isBagged)
    }

    /// A tea line in bags: named so, or counted with no measure ("2 black tea").
    static func isBagged(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        if raw.contains("bag") { return true }
        if raw.contains("leaf") || raw.contains("leaves") || raw.contains("loose") { return false }
        guard let amount = line.amount.flatMap(AmountParser.parse), amount.quantity != nil else { return false }
        return amount.unit == nil || amount.unit == .piece
    }

    /// "Bring the water to the boil", "Heat the water to about 80 °C, just short of the boil,".
    func heating(_ water: String) -> String {
        switch leaf {
        case .black: "Bring \(water) to the boil"
        case .green: "Heat \(water) to about 80 °C, just short of the boil,"
        case .mate: "Heat \(water) to about 75 °C, well short of the boil,"
        }
    }

    /// How long the leaves steep: "three to five minutes".
    var time: String { leaf == .black ? "three to five minutes" : "two to three minutes" }

    /// What happens to the leaves once steeped: "take out the tea bags", "strain out the leaves".
    func removal(_ teas: [RecipeLine]) -> String {
        let one = teas.count == 1 && (teas[0].amount.flatMap(AmountParser.parse)?.quantity?.value ?? 1) <= 1
        return bagged ? "take out the \(one ? "bag" : "bags")" : "strain out the leaves"
    }

    /// Off the heat, water just boiled is let down to the leaf's heat before it goes in: "let it stand for a
    /// minute or two, to about 80 °C, " (nothing for black tea).
    var cooling: String {
        switch leaf {
        case .black: ""
        case .green: "let it stand for a minute or two, to about 80 °C, "
        case .mate: "let it stand for two or three minutes, to about 75 °C, "
        }
    }
}
