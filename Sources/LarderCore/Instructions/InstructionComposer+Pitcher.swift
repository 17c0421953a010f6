/// A stirred, built or muddled drink for ``InstructionComposer/pitcherServings`` or more (or served from a
/// punch bowl): mixed in a pitcher, chilled, and poured glass by glass or ladled from the bowl.
extension InstructionComposer {
    /// Whether the drink is mixed in a pitcher (``pitcherSteps(_:)``) rather than in its glass or a tin.
    func isPitcher(_ draft: DrinkDraft) -> Bool {
        draft.batch && !draft.fewGlasses && [.stirred, .built, .muddled].contains(draft.method)
    }

    /// Muddled in the pitcher, the rest stirred in, chilled (dried fruit soaks overnight), then poured.
    /// A punch bowl takes its sparkling top just before it is served; a pitcher poured into glasses leaves
    /// room in each, and each is topped as it is served, so every glass keeps its fizz.
    func pitcherSteps(_ draft: DrinkDraft) -> [String] {
        let lines = draft.withRole(.build, .stir, .shake, .dryShake, .blend, .heat, .layer, .whisk)
        let (muddled, tops, iced) = (draft.muddled, draft.tops, draft.iced)
        var steps: [String] = []
        // A single line has nothing to mix in a pitcher: it is shared among the glasses, each topped as it is served.
        if muddled.isEmpty, draft.simmered.isEmpty, lines.count == 1, !draft.bowl {
            steps.append("Share \(listing(lines)) among \(draft.intoGlasses).")
            if !tops.isEmpty { steps.append("Top each glass with \(topping(tops)).") }
            return steps
        }
        if !muddled.isEmpty {
            steps.append("Muddle \(listing(muddled)) in a large pitcher.")
            if !lines.isEmpty { steps.append("Add \(mixed(lines, draft)) and stir well.") }
        } else if !lines.isEmpty {
            steps.append("Stir \(mixed(lines, draft)) together in a large pitcher.")
        } else if !draft.simmered.isEmpty {
            steps.append("Pour \(mixed([], draft)) into a large pitcher.")
        }
        // Dried fruit in water (a khoshaf) soaks overnight, until it is plump and the water sweet.
        // Loose leaves (the yerba mate of a tereré) steep cold for hours and are strained out as it is poured.
        let leaves = lines.filter(isLooseLeaf)
        if !leaves.isEmpty {
            steps.append("Cover and leave in the fridge for at least four hours to steep.")
        } else {
            steps.append(soaksOvernight(lines + muddled) ? "Cover and leave in the fridge overnight, until the fruit is plump." : "Chill until cold, at least an hour.")
        }
        let pour = leaves.isEmpty ? "Pour" : "Strain"
        let filled = iced ? " filled with \(draft.ice == .largeCube ? "ice" : draft.iceWord)" : ""
        if draft.bowl {
            if !tops.isEmpty { steps.append("Just before serving, add \(topping(tops)) and stir gently once.") }
            steps.append("\(pour) into a punch bowl\(iced ? " over a large block of ice" : "") and ladle into \(draft.servings) cups.")
        } else if !tops.isEmpty {
            steps.append("\(pour) into \(draft.glasses)\(filled), leaving room in each.")
            steps.append("Top each glass with \(topping(tops)).")
        } else {
            steps.append("\(pour) into \(draft.glasses)\(filled).")
        }
        return steps
    }

    /// Dry leaves steeped in a cold drink and strained out (yerba mate, loose tea leaves), not a brewed tea
    /// poured by volume nor a bag.
    func isLooseLeaf(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        guard raw.contains("mate") && !raw.contains("tomate") || raw.contains("tea-leaves") || raw.contains("loose-leaf") else { return false }
        guard let unit = line.amount.flatMap(AmountParser.parse)?.unit else { return true }
        return ![.ml, .cl, .dl, .l, .oz].contains(unit)
    }
}
