/// Drinks for more than one: when a pitcher is worth taking out, how two or three glasses are built each in its
/// glass, and which blended batches rest in the fridge before they are poured.
extension InstructionComposer {
    /// The servings from which a stirred, built or muddled drink is mixed in a pitcher: fewer are made in
    /// their glasses, as a bartender makes a round.
    static let pitcherServings = 4

    /// Drink families made ahead in a batch and served cold from it (coquito, horchata, a blended punch).
    static let madeAheadFamilies: Set<String> = ["punch", "eggnog"]

    /// Whether a blended batch is chilled before it is poured: a punch for ``pitcherServings`` or more,
    /// served cold with no ice in the glass and nothing frozen in the blender (a frosé is poured at once).
    static func chillsAfterBlending(family: String?, servings: Int, ice: Ice?, hot: Bool, lines: [RecipeLine]) -> Bool {
        guard servings >= pitcherServings, !hot, ice == nil || ice == .noIce, let family, madeAheadFamilies.contains(family) else { return false }
        return !lines.contains { isFrozen($0.ingredient) || $0.ingredient.rawValue.contains("frozen") }
    }

    /// A built or muddled drink for two or three (the draft's servings), made in each glass: the muddled lines
    /// shared out and muddled in each, the glasses filled with ice, the `poured` lines divided between them, the
    /// sparkling tops poured into each.
    func builtInEach(_ draft: DrinkDraft, poured: [RecipeLine]) -> [String] {
        let (muddled, tops, glasses) = (draft.muddled, draft.tops, draft.glasses)
        let among = draft.servings == 2 ? "between" : "among"
        var steps: [String] = []
        if !muddled.isEmpty {
            let several = muddled.count > 1 || muddled.contains { name(of: $0).hasSuffix("s") }
            steps.append("Share \(listing(muddled)) \(among) \(glasses) and muddle \(several ? "them" : "it") in each.")
            if draft.iced { steps.append("Fill each glass with \(draft.iceWord).") }
        } else {
            steps.append(draft.iced ? "Fill \(glasses) with \(draft.iceWord)." : "Chill \(glasses).")
        }
        // Lines mixed in a jug first are poured mixed: each glass needs no stir of its own.
        var premixed = false
        if !draft.hot, muddled.isEmpty, let (sweet, solvents) = dissolving(poured, draft) {
            premixed = true
            // Sugar or honey is dissolved in a jug first, so that every glass gets its share.
            steps.append(dissolvingStep(sweet, into: solvents, in: "a jug"))
            let rest = poured.filter { !sweet.contains($0) && !solvents.contains($0) }
            if !rest.isEmpty { steps.append("Stir in \(mixed(rest, draft)).") }
            steps.append("Divide it equally \(among) them.")
        } else if !poured.isEmpty {
            steps.append("Divide \(mixed(poured, draft)) equally \(among) them.")
        }
        if !tops.isEmpty { steps.append("Top each with \(topping(tops)).") }
        if !tops.isEmpty || (!premixed && muddled.count + poured.count > 1) {
            steps.append(tops.isEmpty ? "Stir each briefly." : draft.fizzyTop ? "Stir each gently once to keep the fizz." : "Stir each gently once.")
        }
        return steps
    }
}
