/// The steps that come before a drink is mixed (the roles ``LineRole/heat`` in a cold drink,
/// ``LineRole/simmer``, ``LineRole/whip`` and ``LineRole/rinse``), and how the mixing steps then name
/// what was prepared ("the cooled tea, lemon juice and honey").
extension InstructionComposer {
    /// Raw rice soaked, tea brewed (or matcha whisked, coffee dripped), lines simmered in a saucepan, a
    /// topping whipped, the glass rinsed: in that order, each when the drink has it.
    func preparationSteps(_ draft: DrinkDraft) -> [String] {
        var steps: [String] = []
        if let soaking = soakingStep(draft) { steps.append(soaking) }
        if !draft.brewed.isEmpty { steps.append(brewingStep(draft)) }
        if !draft.simmered.isEmpty {
            steps += simmerSteps(
                draft.simmered, minutes: draft.cookMinutes, cool: !draft.simmeredHot, dissolving: draft.cooledTea ? [] : draft.dissolved,
                blended: draft.method == .blended, strains: draft.method != .fermented)
        }
        if !draft.whips.isEmpty {
            // Instant coffee whips only with hot water, which dissolves it and the sugar (a dalgona).
            let coffeeWhip = draft.whips.contains { categories[$0.ingredient] == .coffee }
            let whipped = listing(draft.whips) { line, plain in
                coffeeWhip && categories[line.ingredient] == .water && !["hot", "boiling"].contains(where: plain.contains) ? "hot " + plain : plain
            }
            steps.append("Whisk \(whipped) together until thick, pale and holding soft peaks.")
        }
        if !draft.rinses.isEmpty {
            steps.append("Rinse a chilled \(draft.glassName) with \(listing(draft.rinses)), swirling to coat it, and discard the excess.")
        }
        return steps
    }

    /// The tea brewed in its water: matcha whisked into water hot but not boiling, ground coffee dripped
    /// through, leaves steeped as their kind needs (``TeaSteep``), the bags taken out or the leaves strained
    /// (and, for a cold drink, sweetened while hot and cooled).
    func brewingStep(_ draft: DrinkDraft) -> String {
        let water = draft.brewed.filter { categories[$0.ingredient] == .water }
        let teas = listing(draft.teas)
        if draft.whisked {
            return "Whisk \(teas) into \(water.isEmpty ? "a little hot water" : "\(listing(water)), hot but not boiling,") until smooth."
        }
        if draft.dripped {
            return "Put \(teas) in a phin or pour-over filter, bring \(water.isEmpty ? "a cup of water" : listing(water)) to the boil and let it drip slowly through."
        }
        let sweetened = draft.cooledTea && !draft.dissolved.isEmpty ? ", stir in \(listing(draft.dissolved)) until dissolved" : ""
        if draft.infused {
            // Herbs and flowers steep off the heat, covered, for the drink's time: boiled, they turn bitter.
            let time = draft.cookMinutes.map { "\($0) minutes" } ?? "ten minutes"
            return "Bring \(water.isEmpty ? "a cup of water" : listing(water)) to the boil, take it off the heat, add \(teas), cover and let it steep for \(time), then strain \(draft.teas.count > 1 ? "them" : "it") out\(sweetened)\(draft.servedHot ? "" : " and let it cool")."
        }
        let steep = TeaSteep(teas: draft.teas)
        return "\(steep.heating(water.isEmpty ? "a cup of water" : listing(water))) and steep \(teas) in it for \(steep.time), then \(steep.removal(draft.teas))\(sweetened)\(draft.servedHot ? "" : " and let it cool")."
    }

    /// Plain drinking water ("water", "filtered water"), not a flavoured or sparkling one (rose water, coconut water, soda water).
    static func isPlainWater(_ id: IngredientID) -> Bool {
        let raw = id.rawValue
        guard raw == "water" || raw.hasSuffix("-water") else { return false }
        return !["rose", "flower", "blossom", "coconut", "tonic", "soda", "sparkling", "mineral", "seltzer", "barley", "rice", "kewra", "lemon", "lime"].contains(where: raw.contains)
    }

    /// `lines` as a mixing step names them, with what was prepared first named as it now is ("the cooled
    /// tea", "the hot pearl barley water") in place of its own lines.
    func mixed(_ lines: [RecipeLine], _ draft: DrinkDraft) -> String {
        let rest = lines.filter { !draft.brewed.contains($0) && !draft.simmered.contains($0) }
        var made: [String] = []
        if !draft.brewed.isEmpty {
            let brew = draft.infused ? name(draft.teas[0].ingredient) + " water" : "tea"
            made.append(draft.whisked ? "whisked matcha" : draft.dripped ? (draft.servedHot ? "hot coffee" : "brewed coffee") : (draft.servedHot ? "hot " : "cooled ") + brew)
        }
        if !draft.simmered.isEmpty { made.append((draft.simmeredHot ? "hot " : "cooled ") + simmeredName(draft.simmered)) }
        if made.isEmpty { return listing(rest) }
        // Milk poured into a hot drink goes in hot (a matcha latte's milk is heated, never cold); the water
        // added to what was brewed or simmered is the cold water, told apart from the water that was heated.
        return said(made.map { ($0, false) } + rest.map { line in
            var named = name(of: line)
            if !draft.servedHot, !draft.simmeredHot, Self.isPlainWater(line.ingredient), !Self.saysServingTemperature(named) {
                named = "cold " + named
            }
            let hotMilk = draft.servedHot && isHeatableMilk(line.ingredient) && !["hot", "warm", "steamed"].contains { named.contains($0) }
            return ((hotMilk ? "hot " : "") + named, line.optional)
        })
    }
}
