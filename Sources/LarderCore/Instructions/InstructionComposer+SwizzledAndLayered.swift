/// Two drinks made in the glass by a technique of their own: a swizzle churned in crushed ice, and a
/// layered drink poured over a spoon, densest first.
extension InstructionComposer {
    /// Muddled in the glass (when it muddles), crushed ice two-thirds up, the rest poured in, swizzled
    /// until the glass frosts and crowned with more crushed ice.
    func swizzledSteps(_ draft: DrinkDraft) -> [String] {
        var steps: [String] = []
        if !draft.muddled.isEmpty {
            steps.append("Muddle \(listing(draft.muddled)) in a \(draft.glassName).")
            steps.append("Fill the glass two-thirds with crushed ice.")
        } else {
            steps.append("Fill a \(draft.glassName) two-thirds with crushed ice.")
        }
        steps.append("Pour in \(mixed(draft.withRole(.build, .shake, .stir, .dryShake, .blend, .heat, .layer), draft)).")
        steps.append("Swizzle: spin a swizzle stick or bar spoon between your palms, working it up and down, until the outside of the glass frosts.")
        steps.append("Heap more crushed ice on top.")
        return steps
    }

    /// The layers densest first (``LayerDensity``), unless our curation states the order line by line; a
    /// layered drink served on ice is layered over the ice, which the glass is filled with first.
    func layeredSteps(_ draft: DrinkDraft) -> [String] {
        let layers = draft.withRole(.layer, .build, .shake, .stir, .float, .light, .heat)
        let order = LayerDensity.pouringOrder(layers, curated: layers.contains { $0.role != nil }).map { name($0.ingredient) }.joined(separator: ", ")
        guard draft.iced else {
            return ["Layer into a \(draft.glassName) in this order, pouring each slowly over the back of a spoon: \(order)."]
        }
        return [
            "Fill a \(draft.glassName) with \(draft.iceWord).",
            "Layer over the ice in this order, pouring each slowly over the back of a spoon: \(order).",
        ]
    }

    /// A fermented drink left in its jar (``fermentSteps(_:)``) and served cold.
    func fermentedSteps(_ draft: DrinkDraft) -> [String] {
        let lines = draft.plan.filter { !LineRole.outOfTheMix.contains($0.role) }.map(\.line)
        // A syrup simmered first (a ginger beer's sugar and ginger) goes into the jar cooled, with the rest.
        let jarred = draft.simmered.isEmpty ? nil : mixed(lines, draft)
        return fermentSteps(lines.filter { !draft.simmered.contains($0) }, named: jarred)
            + ["Serve cold in a \(draft.glassName)\(draft.iced ? " over \(draft.iceWord)" : "")."]
    }

    /// An infusion steeped in a jar, strained and bottled.
    func infusedSteps(_ draft: DrinkDraft) -> [String] {
        let lines = draft.withRole(.build, .shake, .stir, .muddle, .heat)
        // A soft infusion (cold brew coffee, a fruit water) steeps in the fridge; one of spirit keeps at room heat.
        let fridge = !lines.contains { categories[$0.ingredient]?.isAlcoholic == true } ? " in the fridge" : ""
        let time = draft.cookMinutes.map { minutes in
            minutes >= 120 && minutes % 60 == 0 ? " for \(minutes / 60) hours" : minutes == 60 ? " for an hour" : " for \(minutes) minutes"
        } ?? ""
        return [
            "Combine \(mixed(lines, draft)) in a clean jar, close it and leave to steep\(fridge)\(time).",
            "Strain, bottle and serve chilled in a \(draft.glassName).",
        ]
    }
}
