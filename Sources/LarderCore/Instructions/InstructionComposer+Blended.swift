/// The blender: a frozen drink blended with crushed ice, a smoothie or juice blended without it (and
/// strained when it leaves fibre), a batch blended in rounds.
extension InstructionComposer {
    /// The steps of a blended drink. Basil or chia seeds are soaked and stirred in whole (raw rice was soaked
    /// before anything else: ``soakingStep(_:)``); the rest goes in the blender. The ice says what the blender takes:
    /// crushed ice is blended in (a frozen drink); a drink with no ice, or poured over cubes, is blended
    /// without (a smoothie, a juice). A hot drink whipped in the blender (butter coffee) takes no ice.
    func blendedSteps(_ draft: DrinkDraft) -> [String] {
        let inBlender = blenderLines(draft)
        let seeds = inBlender.filter { isSoakedSeed($0.ingredient) }
        let blended = mixed(inBlender.filter { !seeds.contains($0) }, draft)
        var steps: [String] = []
        if !seeds.isEmpty { steps.append("Soak \(listing(seeds)) in a little water for 15 minutes, until \(seeds.count > 1 || name(of: seeds[0]).hasSuffix("s") ? "they swell" : "it swells").") }

        let blendedHot = draft.hot
        let overCubes = draft.ice?.isCubes == true
        let crushedIn = !blendedHot && (draft.ice == .crushed || draft.ice == nil)
        // A juice blended from fibrous solids (ginger, mint, rice, whole lime) is strained; a frozen drink is not.
        let strained = !crushedIn && !blendedHot && strainsAfterBlending(inBlender)
        let stirSeeds = seeds.isEmpty ? [] : ["Stir in the soaked \(joined(seeds.map { name(of: $0) }))."]
        // A tiki drink of liquids on crushed ice (a Zombie, Three Dots and a Dash) is flash-blended: a few
        // seconds chill and froth it, and the ice stays in pieces; a frozen drink or fruit is blended smooth.
        let flash = draft.family == "tiki" && crushedIn && inBlender.allSatisfy(isPoured)
        let blending = flash ? "Flash-blend for about five seconds, just to chill and froth it." : "Blend until smooth."
        // A Lava Flow, a sunrise smoothie: the swirl is blended alone and poured in first, the rest poured over it.
        let swirl = draft.withRole(.swirl)
        if !swirl.isEmpty {
            let several = draft.servings > 1
            steps.append("Blend \(listing(swirl)) until smooth and \(several ? "share it among \(draft.glasses)" : "pour it into a \(draft.glassName)").")
            steps.append("Rinse the blender, add \(blended)\(crushedIn ? " with \(several ? "crushed ice" : "a cup of crushed ice")" : "") and blend until smooth.")
            steps.append("Pour it slowly into \(several ? "each glass" : "the glass") over the first blend, so the two stay apart and swirl where they meet.")
            return steps + stirSeeds
        }
        guard draft.servings > 1 else {
            steps.append("Add \(blended) to a blender\(crushedIn ? " with a cup of crushed ice" : "").")
            steps.append(blending)
            let into = overCubes ? draft.onIce : "a \(draft.glassName)"
            steps.append(strained ? "Strain through a fine sieve into \(into), pressing on the pulp." : "Pour into \(into).")
            return steps + stirSeeds
        }
        // A batch is blended in as many rounds as the blender needs and shared out; a small one in one go.
        let rounds = !Self.fits(inBlender, in: Self.blenderMillilitres)
        steps.append("\(rounds ? "Working in batches, add" : "Add") \(blended) to a blender\(crushedIn ? " with crushed ice" : "").")
        steps.append(blending)
        if strained { steps.append("Strain through a fine sieve into a jug, pressing on the pulp.") }
        steps += stirSeeds
        // A punch blended ahead and served cold with no ice (coquito), or a milk of soaked nuts or rice strained
        // (horchata), is chilled before it is poured.
        let grainMilk = strained && !blendedHot && (draft.ice == nil || draft.ice == .noIce) && inBlender.contains(where: isSoakedGrain)
        if grainMilk || Self.chillsAfterBlending(family: draft.family, servings: draft.servings, ice: draft.ice, hot: blendedHot, lines: draft.lines) {
            steps.append("Cover and chill until cold, at least an hour, then stir well.")
        }
        steps.append(draft.bowl
            ? "Pour into a punch bowl\(overCubes ? " over a large block of ice" : "") and ladle into \(draft.servings) cups."
            : "Pour into \(draft.glasses)\(overCubes ? " filled with ice" : "").")
        return steps
    }

    /// Raw rice or tiger nuts, soaked before they are blended: not rice milk, puffed or cooked rice.
    func isSoakedGrain(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        guard raw.contains("rice") || raw.contains("tiger-nut") || raw.contains("chufa") else { return false }
        return !["milk", "puffed", "cooked", "flour", "syrup", "wine", "vinegar", "krispies", "paper"].contains(where: raw.contains)
            && (categories[line.ingredient] == .grain || categories[line.ingredient] == .nut || categories[line.ingredient] == nil)
    }

    /// The lines that go into the blender: every line mixed into the drink, whatever role the method gave it.
    func blenderLines(_ draft: DrinkDraft) -> [RecipeLine] {
        draft.withRole(.blend, .shake, .stir, .build, .muddle, .dryShake, .heat)
    }

    /// Raw rice (a horchata's, a beras kencur's) soaked in the drink's water until it softens, or the blender
    /// leaves it gritty, with the cinnamon it steeps with; tiger nuts soaked a day in water of their own and
    /// drained: the first step of a blended drink that holds them.
    func soakingStep(_ draft: DrinkDraft) -> String? {
        guard draft.method == .blended else { return nil }
        let inBlender = blenderLines(draft)
        let grains = inBlender.filter(isSoakedGrain)
        guard !grains.isEmpty else { return nil }
        // Tiger nuts soak in water of their own for a day, and are drained before the blender gets the drink's water.
        if grains.allSatisfy({ !$0.ingredient.rawValue.contains("rice") }) {
            return "Soak \(listing(grains)) in water to cover for 12 to 24 hours, then drain and rinse them."
        }
        let water = inBlender.filter { categories[$0.ingredient] == .water }
        let cinnamon = inBlender.filter { $0.ingredient.rawValue.contains("cinnamon") && isStrainedOut($0) }
        return "Soak \(listing(grains + cinnamon)) in \(water.isEmpty ? "water to cover" : listing(water)) for at least four hours, or overnight."
    }

    /// A line that pours: a spirit, wine, liqueur, bitters, syrup, juice or water, not a fruit, herb or dairy
    /// the blender must break down.
    func isPoured(_ line: RecipeLine) -> Bool {
        let poured: Set<IngredientCategory> = [.spirit, .liqueur, .fortifiedWine, .wine, .beer, .bitters, .syrup, .juice, .soda, .water]
        if let category = categories[line.ingredient], poured.contains(category) { return true }
        let raw = line.ingredient.rawValue
        return ["syrup", "juice", "mix", "falernum", "grenadine", "orgeat", "pernod", "absinthe"].contains(where: raw.contains)
    }
}
