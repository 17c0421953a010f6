/// A drink made in a saucepan: what must boil and what must only be warmed (issue 9). Water a tea or an
/// infusion is made in is brought to the boil; tea leaves and bags steep in water just off the boil, or,
/// in a chai with its milk, simmer in the milk; matcha is whisked in, never steeped. Wine, spirits and
/// milk poured alone are warmed gently and never boiled: boiling drives off the alcohol and scalds milk.
extension InstructionComposer {
    /// What a heated drink's lines are, for the saucepan: the water, the tea leaves or bags, the matcha,
    /// the milk, the lines that carry alcohol, the solids boiled for their flavour (spices, herbs, fruit,
    /// ginger) and the sweeteners and everything else stirred in at the end.
    struct PanLines {
        /// Every line in the pan, in recipe order.
        var lines: [RecipeLine] = []
        var water: [RecipeLine] = []
        var teas: [RecipeLine] = []
        var matcha: [RecipeLine] = []
        var milk: [RecipeLine] = []
        var spirits: [RecipeLine] = []
        var solids: [RecipeLine] = []
        var stirredIn: [RecipeLine] = []

        /// The same pan less `taken` (the espresso kept out for the mugs).
        func without(_ taken: [RecipeLine]) -> PanLines {
            func keep(_ lines: [RecipeLine]) -> [RecipeLine] { lines.filter { !taken.contains($0) } }
            return PanLines(
                lines: keep(lines), water: keep(water), teas: keep(teas), matcha: keep(matcha), milk: keep(milk),
                spirits: keep(spirits), solids: keep(solids), stirredIn: keep(stirredIn))
        }
    }

    /// Sorts `lines` for the saucepan (``PanLines``).
    func panLines(_ lines: [RecipeLine]) -> PanLines {
        var pan = PanLines(lines: lines)
        for line in lines {
            let raw = line.ingredient.rawValue
            switch categories[line.ingredient] {
            case .water: pan.water.append(line)
            case .tea where raw.contains("matcha"): pan.matcha.append(line)
            case .tea: pan.teas.append(line)
            case .dairy where !Self.isFrozen(line.ingredient): pan.milk.append(line)
            case .spice, .herb, .vegetable, .nut: pan.solids.append(line)
            case .fruit where !raw.hasSuffix("-juice"): pan.solids.append(line)
            case let category? where category.isAlcoholic: pan.spirits.append(line)
            default:
                if raw.hasPrefix("tea") && !raw.contains("matcha") { pan.teas.append(line) } else { pan.stirredIn.append(line) }
            }
        }
        return pan
    }

    /// Milk a chai simmers its tea in: milk poured in cups or millilitres, not a spoonful of evaporated or
    /// condensed milk stirred in at the end, nor milk already steamed to pour on top, nor cream.
    func simmersTea(_ milk: RecipeLine) -> Bool {
        let raw = milk.ingredient.rawValue
        guard raw.contains("milk"), !raw.contains("condensed"), !raw.contains("evaporated"), !raw.contains("steamed"), !raw.contains("creamer") else { return false }
        guard let unit = milk.amount.flatMap(AmountParser.parse)?.unit else { return true }
        return unit != .tsp && unit != .tbsp
    }

    /// The saucepan steps of a heated drink of the lines in `pan` (nothing simmered first): what boils, what
    /// steeps or simmers and for how long, what is only warmed; `minutes` is the drink's cooking time
    /// when its facts give one.
    ///
    /// - A tea: the water boiled (with the spices, simmered), then the tea steeped off the heat and taken
    ///   out, or, with milk poured by the cup, the tea and milk simmered together (a chai).
    /// - Matcha: the water or milk heated until steaming and the matcha whisked in.
    /// - An infusion (water with spices, herbs or fruit, no spirit): boiled and simmered.
    /// - Wine or spirit with water: the water and spices simmered first, the wine or spirit warmed in
    ///   after without boiling. Without water (a mulled wine), or milk alone, all warmed without boiling.
    func heatedSteps(_ pan: PanLines, minutes: Int?) -> [String] {
        let lines = pan.lines
        if let custard = custardSteps(pan, minutes: minutes) { return custard }
        let simmerTime = minutes.map { "for \($0) minutes" } ?? "for five minutes"
        let water = pan.water.isEmpty ? "a cup of water" : listing(pan.water)
        let boiled = pan.solids.isEmpty
            ? "Bring \(water) to the boil."
            : "Bring \(water) to the boil with \(listing(pan.solids)), lower the heat and simmer \(simmerTime)."
        var steps: [String] = []
        if !pan.teas.isEmpty {
            steps.append(boiled)
            let simmering = pan.milk.filter(simmersTea)
            // Baking soda boils with the leaves (a noon chai), before the milk goes in.
            let soda = pan.stirredIn.filter { Self.isBakingSoda($0.ingredient) }
            let later = pan.milk.filter { !simmering.contains($0) } + pan.stirredIn.filter { !soda.contains($0) } + pan.spirits + pan.matcha
            if !soda.isEmpty {
                steps.append("Add \(listing(pan.teas + soda)) and boil for ten minutes, until the tea turns a deep red.")
                if !simmering.isEmpty { steps.append("Add \(listing(simmering)), bring back to the boil and simmer for two minutes.") }
                if !later.isEmpty { steps.append("Take it off the heat and stir in \(listing(later)).") }
            } else if !simmering.isEmpty {
                steps.append("Add \(listing(pan.teas + simmering)), bring back to the boil and simmer for two minutes.")
                if !later.isEmpty { steps.append("Take it off the heat and stir in \(listing(later)).") }
            } else {
                // Bags are taken out; loose leaves are strained out as the drink is poured. A green tea waits
                // for the water to fall to its heat (``TeaSteep``).
                let steep = TeaSteep(teas: pan.teas)
                steps.append("Take it off the heat, \(steep.cooling)add \(listing(pan.teas)) and let it steep for \(steep.time)\(steep.bagged ? ", then \(steep.removal(pan.teas))" : "").")
                if !later.isEmpty { steps.append("Stir in \(listing(later)).") }
            }
            return steps
        }
        if !pan.matcha.isEmpty {
            let liquid = pan.water + pan.milk
            steps.append("Heat \(liquid.isEmpty ? "a little water" : listing(liquid)) until steaming, without boiling, and whisk in \(listing(pan.matcha)) until smooth and frothy.")
            let later = pan.solids + pan.stirredIn + pan.spirits
            if !later.isEmpty { steps.append("Stir in \(listing(later)).") }
            return steps
        }
        if !pan.water.isEmpty && (!pan.solids.isEmpty || !pan.spirits.isEmpty) {
            // Sugar goes in with the spices when wine or spirit follows (a syrup for the wine); in an infusion it is stirred in.
            let sweet = pan.stirredIn.filter { [.sweetener, .syrup].contains(categories[$0.ingredient]) }
            if !pan.spirits.isEmpty {
                let withWater = pan.solids + sweet
                steps.append(withWater.isEmpty
                    ? "Bring \(water) to the boil."
                    : "Bring \(water) to the boil with \(listing(withWater)), lower the heat and simmer \(simmerTime).")
                let rest = pan.milk + pan.stirredIn.filter { !sweet.contains($0) } + pan.spirits
                // The heat is already low once the spices have simmered.
                steps.append("\(withWater.isEmpty ? "Lower the heat, add" : "Add") \(listing(rest)) and warm through without letting it boil.")
            } else {
                steps.append(boiled)
                let rest = pan.milk + pan.stirredIn
                if !rest.isEmpty { steps.append("Take it off the heat and stir in \(listing(rest)).") }
            }
            return steps
        }
        if !pan.water.isEmpty && pan.milk.isEmpty {
            // Water with only juice and sweetener (hot lemon and honey): the water is boiled, the rest stirred in off the heat.
            steps.append("Bring \(water) to the boil.")
            if !pan.stirredIn.isEmpty { steps.append("Take it off the heat and stir in \(listing(pan.stirredIn)).") }
            return steps
        }
        // Chocolate or cocoa is whisked in the warming milk until it melts and the drink is smooth.
        // Cocoa powder alone dissolves rather than melts.
        if lines.contains(where: { Self.isChocolate($0.ingredient) }) {
            let melts = lines.contains { Self.isChocolate($0.ingredient) && !$0.ingredient.rawValue.contains("powder") }
            return ["Warm \(listing(lines)) together in a saucepan over low heat, whisking until the \(melts ? "chocolate has melted" : "cocoa has dissolved") and the drink is smooth and steaming; do not let it boil."]
        }
        return ["Warm \(listing(lines))\(lines.count > 1 ? " together" : "") in a saucepan over low heat until steaming; do not let it boil."]
    }
}

extension InstructionComposer {
    /// The saucepan steps of a drink of eggs or yolks cooked with milk (an eggnog, an STMJ), or `nil` for a
    /// drink with no egg or no milk: the eggs whisked with the sweeteners, the milk heated (with any spices
    /// or ginger) and whisked slowly into them so they warm without scrambling, then all of it stirred over
    /// low heat until it coats the back of a spoon (for `minutes`, when the drink's facts give them), never
    /// boiled, and the spirits and the rest stirred in off the heat.
    func custardSteps(_ pan: PanLines, minutes: Int?) -> [String]? {
        let eggs = pan.lines.filter { planner.isEgg($0.ingredient) && !$0.ingredient.rawValue.contains("white") }
        let milk = pan.milk.filter { !eggs.contains($0) }
        guard !eggs.isEmpty, !milk.isEmpty else { return nil }
        let sweet = (pan.stirredIn + pan.solids).filter { line in
            !eggs.contains(line) && ([.sweetener, .syrup].contains(categories[line.ingredient]) || line.ingredient.rawValue == "salt")
        }
        let warmed = milk + pan.water + pan.solids.filter { !eggs.contains($0) && !sweet.contains($0) }
        let later = pan.stirredIn.filter { !eggs.contains($0) && !sweet.contains($0) } + pan.spirits + pan.teas + pan.matcha
        let time = minutes.map { ", about \($0) minutes" } ?? ""
        var steps = [
            "Whisk \(listing(eggs + sweet)) together in a bowl until smooth.",
            "Heat \(listing(warmed)) in a saucepan until steaming, then pour it slowly into the eggs, whisking all the time.",
            "Pour it all back into the pan and stir over low heat until it thickens enough to coat the back of a spoon\(time); do not let it boil.",
        ]
        if !later.isEmpty { steps.append("Take it off the heat and stir in \(listing(later)).") }
        return steps
    }

    /// A heated drink's steps: the saucepan (``heatedSteps(_:minutes:)``), or, after lines simmered first,
    /// the rest stirred in and heated through; then strained into warmed glasses when spices, fruit, herbs
    /// or loose tea leaves are left in the pan, else poured (a tea bag was taken out).
    func saucepanSteps(_ draft: DrinkDraft) -> [String] {
        let lines = draft.withRole(.heat, .build, .shake, .stir, .dryShake, .muddle, .blend)
        let pan = panLines(lines)
        // Espresso stays out of the pan: it goes into the mugs and the hot milk is poured over it (a mocha, a latte).
        let shots = draft.simmered.isEmpty && draft.hot && !pan.milk.isEmpty
            ? lines.filter { $0.ingredient.rawValue.contains("espresso") } : []
        let heated = pan.without(shots)
        var steps: [String] = []
        if !draft.simmered.isEmpty {
            if !heated.lines.isEmpty { steps.append("Stir in \(listing(heated.lines)) and heat through.") }
        } else {
            steps += heatedSteps(heated, minutes: draft.cookMinutes)
        }
        let looseTea = heated.teas.contains { !$0.ingredient.rawValue.contains("bag") }
        let solids = looseTea || (heated.lines + draft.simmered).contains(where: isStrainedOut)
        if !draft.hot {
            // Cooked and served cold (an eggnog): cooled, chilled for hours until it is cold through, poured into chilled glasses.
            steps.append("\(solids ? "Strain it" : "Pour it") into a bowl, let it cool, then cover and refrigerate for at least three hours, until cold.")
            steps.append("Stir and pour into \(draft.servingGlasses("chilled")).")
            return steps
        }
        let into = draft.servingGlasses("warmed")
        if !shots.isEmpty {
            let optional = shots.allSatisfy(\.optional)
            let share = draft.servings > 1 ? "share \(naming(shots)) among \(into)" : "pour \(naming(shots)) into \(into)"
            steps.append(optional ? "If you like, \(share)." : Self.sentence(share))
            let glasses = draft.servings > 1 ? "the \(Plural.plural(of: draft.glassName))" : "the \(draft.glassName)"
            steps.append("\(solids ? "Strain" : "Pour") the hot milk \(optional ? "into \(glasses)" : "over it").")
            return steps
        }
        steps.append("\(solids ? "Strain" : "Pour") into \(into).")
        return steps
    }
}
