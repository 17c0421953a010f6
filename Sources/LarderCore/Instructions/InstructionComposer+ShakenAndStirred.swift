/// The shaker and the mixing glass: a shaken drink (dry-shaken first when it holds egg), a thrown one
/// poured between two tins, a stirred one.
extension InstructionComposer {
    /// Muddled in the shaker, shaken (or dry-shaken, then shaken with ice; or thrown), strained, or
    /// double-strained when muddled solids would reach an empty glass.
    func shakenSteps(_ draft: DrinkDraft) -> [String] {
        let vessel = draft.method == .thrown ? "tin" : "shaker"
        var steps: [String] = []
        if !draft.muddled.isEmpty { steps.append("Muddle \(listing(draft.muddled)) in a \(vessel).") }
        let lines = draft.withRole(.shake, .dryShake, .build, .stir, .blend, .heat, .layer)
        // Two small drinks fit one shaker; more, or bigger ones, are shaken in rounds.
        let rounds = draft.batch && (draft.servings > 3 || !Self.fits(lines, in: Self.shakerMillilitres))
        let added = (rounds ? "Working in batches, add " : "Add ") + (draft.muddled.isEmpty ? "\(mixed(lines, draft)) to a \(vessel)" : mixed(lines, draft))
        let eggs = draft.withRole(.dryShake)
        if !eggs.isEmpty && draft.method != .thrown && eggs.allSatisfy(\.optional) {
            // An egg white the drinker may leave out is dry-shaken only when it goes in.
            let egg = eggs.map { name(of: $0) }
            steps.append("\(added).")
            steps.append("If you use the \(joined(egg)), shake hard without ice first to emulsify \(egg.count > 1 ? "them" : "it").")
            steps.append("Add ice and shake hard until well chilled.")
        } else if !eggs.isEmpty && draft.method != .thrown {
            steps.append("\(added) without ice and shake hard to emulsify \(listing(eggs.map(\.ingredient))).")
            steps.append("Add ice and shake again until well chilled.")
        } else if draft.method != .thrown, !rounds, let (sweet, solvents) = shakenDissolving(lines, draft) {
            // Honey or sugar is stirred into the juice (or the spirit) before the ice goes in.
            steps.append(dissolvingStep(sweet, into: solvents, in: draft.muddled.isEmpty ? "a \(vessel)" : "the \(vessel)"))
            let rest = lines.filter { !sweet.contains($0) && !solvents.contains($0) }
            steps.append(rest.isEmpty ? "Add ice." : "Add \(mixed(rest, draft)) with ice.")
            steps.append("Shake hard until well chilled.")
        } else if draft.method == .thrown {
            steps.append("\(added) with ice.")
            steps.append("Throw between two tins several times to chill and aerate.")
        } else {
            steps.append("\(added) with ice.")
            steps.append("Shake hard until well chilled.")
        }
        let into = draft.batch ? draft.intoGlasses : draft.target
        steps.append("\(doubleStrains(draft) ? "Double-strain" : "Strain") into \(into).")
        return steps
    }

    /// Whether a shaken drink is poured through a fine strainer as well as the shaker's: muddled solids
    /// served up, muddled leaves (basil, mint) even over ice, whose shreds would float in the drink, or
    /// fruit shaken in by the slice or piece (a Too Soon's orange slices).
    func doubleStrains(_ draft: DrinkDraft) -> Bool {
        let shakenSolids = draft.withRole(.shake).contains { line in
            guard [.fruit, .vegetable, .herb].contains(categories[line.ingredient]) else { return false }
            let unit = line.amount.flatMap(AmountParser.parse)?.unit
            return unit == .slice || unit == .wedge || unit == .piece || unit == .leaf || unit == .sprig
        }
        if shakenSolids { return true }
        guard !draft.muddled.isEmpty else { return false }
        return !draft.iced || draft.muddled.contains { categories[$0.ingredient] == .herb || planner.isLeafy($0.ingredient) }
    }

    /// Muddled in the mixing glass, stirred with ice, strained.
    /// Granulated sugar or honey will not dissolve in a stirred drink's ice: it is stirred into the drink's
    /// water or juice in the mixing glass first (a Gin Sling's sugar into its water).
    func stirredSteps(_ draft: DrinkDraft) -> [String] {
        var steps: [String] = []
        let all = draft.withRole(.stir, .shake, .dryShake, .build, .blend, .heat, .layer)
        let dissolved = draft.muddled.isEmpty ? dissolving(all, draft) : nil
        if let (sweet, solvents) = dissolved {
            steps.append(dissolvingStep(sweet, into: solvents, in: "a mixing glass"))
        } else if !draft.muddled.isEmpty {
            steps.append("Muddle \(listing(draft.muddled)) in a mixing glass.")
        }
        let dissolving = dissolved != nil
        let rest = dissolved.map { sweet, solvents in all.filter { !sweet.contains($0) && !solvents.contains($0) } } ?? all
        let lines = mixed(rest, draft)
        if dissolving && rest.isEmpty {
            steps.append("Fill the mixing glass with ice.")
        } else {
            steps.append(draft.muddled.isEmpty && !dissolving ? "Add \(lines) to a mixing glass with ice." : "Add \(lines) and fill with ice.")
        }
        steps.append("Stir until well chilled.")
        steps.append("Strain into \(draft.fewGlasses ? draft.intoGlasses : draft.target).")
        return steps
    }
}
