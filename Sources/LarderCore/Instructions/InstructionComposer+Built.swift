/// A drink made in its glass: built, or muddled and built.
extension InstructionComposer {
    /// The steps of a built or muddled drink, in the glass it is served in. The special cases come first:
    /// lines whisked in a chilled bowl (a sgroppino), a hot pour over a scoop of ice cream (an affogato),
    /// two or three glasses made each in its glass, a sugar cube soaked in the glass (a Champagne
    /// Cocktail); then the glass is muddled in, warmed, filled with ice or chilled, and the lines poured in,
    /// topped and stirred as the drink needs.
    func builtSteps(_ draft: DrinkDraft) -> [String] {
        let poured = draft.withRole(.build, .shake, .stir, .dryShake, .blend, .heat, .layer)
        let (muddled, rinses, tops, glassName, iced) = (draft.muddled, draft.rinses, draft.tops, draft.glassName, draft.iced)
        var steps: [String] = []
        // Lines whisked in a chilled bowl (a sgroppino's sorbet and vodka) go into the glass together,
        // the rest poured after them and a sparkling top added last.
        let whisks = draft.withRole(.whisk)
        if !whisks.isEmpty, muddled.isEmpty, rinses.isEmpty {
            steps.append("Whisk \(listing(whisks))\(whisks.count > 1 ? " together" : "") in a chilled bowl until smooth and frothy.")
            steps.append("Pour into \(iced ? draft.onIce : "a chilled \(glassName)").")
            if !poured.isEmpty { steps.append("Pour in \(listing(poured)).") }
            steps.append(tops.isEmpty ? "Serve at once." : "Top with \(topping(tops)) and serve at once.")
            return steps
        }
        // A scoop of ice cream with a hot pour over it (affogato) is served at once, never stirred.
        let scoops = poured.filter { Self.isFrozen($0.ingredient) }
        // A sparkling top goes on last (a sgroppino's prosecco over its sorbet and vodka).
        // Scoops topped with soda (a float, a vaca preta) go in first and the soda is poured slowly over them.
        if muddled.isEmpty, rinses.isEmpty, !iced, !scoops.isEmpty, scoops.count < poured.count || !tops.isEmpty {
            let shared = draft.servings > 1
            steps.append(shared ? "Share \(listing(scoops)) among \(draft.glasses)." : "Put \(listing(scoops)) in a chilled \(glassName).")
            let rest = hotListing(poured.filter { !scoops.contains($0) })
            if tops.isEmpty {
                steps.append("Pour \(rest) over \(shared || scoops.count > 1 || (scoops.first.map(name(of:))?.hasSuffix("s") ?? false) ? "them" : "it") and serve at once.")
            } else {
                if scoops.count < poured.count { steps.append("Pour in \(rest).") }
                steps.append(draft.fizzyTop ? "Top slowly with \(topping(tops)), letting the foam settle as it rises, and serve at once." : "Top with \(topping(tops)) and serve at once.")
            }
            return steps
        }
        // Two or three glasses are built each in its glass, the lines shared out between them.
        if draft.fewGlasses {
            // A liquid simmered first (and sweetened while hot) is shared out like any other pour.
            return builtInEach(draft, poured: poured + draft.simmered)
        }
        // A sugar cube left whole (a Champagne Cocktail) is soaked with its bitters in the glass and the
        // rest poured over it; the wine goes on slowly, as it foams on the sugar, and is not stirred: the
        // cube dissolves as it is drunk.
        let cubes = poured.filter { Self.isSugarCube($0.ingredient) }
        if !cubes.isEmpty, muddled.isEmpty, rinses.isEmpty, !iced {
            let bitters = poured.filter { categories[$0.ingredient] == .bitters }
            let rest = poured.filter { !cubes.contains($0) && !bitters.contains($0) }
            steps.append("Put \(listing(cubes)) in a chilled \(glassName)\(bitters.isEmpty ? "" : " and soak it with \(listing(bitters))").")
            if !rest.isEmpty { steps.append("Pour in \(listing(rest)).") }
            if !tops.isEmpty { steps.append("Top slowly with \(topping(tops)), without stirring.") }
            return steps
        }
        // Tapioca pearls or jelly go into the glass first, under the ice, and are drunk through a wide straw.
        let spooned = poured.filter(isSpooned)
        if !spooned.isEmpty, muddled.isEmpty, rinses.isEmpty, !draft.hot {
            // Dry tapioca pearls are boiled until chewy before they go in; jelly and cooked pearls go in as they are.
            let raw = spooned.filter(isDryPearl)
            if !raw.isEmpty {
                steps.append("Boil \(naming(raw)) in plenty of water until soft and chewy, as the packet directs, then drain and rinse \(raw.count > 1 || name(of: raw[0]).hasSuffix("s") ? "them" : "it") in cold water.")
            }
            steps.append("Spoon \(raw.isEmpty ? listing(spooned) : "the cooked " + joined(spooned.map { name(of: $0) })) into a \(glassName).")
            if iced { steps.append("Fill the glass with \(draft.iceWord).") }
            let rest = poured.filter { !spooned.contains($0) }
            steps += pouredSteps(rest, hot: false, draft)
            return steps
        }
        // Honey or granulated sugar in a cold drink will not dissolve over ice: it is stirred into the drink's
        // water or juice in the glass first (a canchanchara's honey into its lime juice and water).
        if !draft.hot, muddled.isEmpty, rinses.isEmpty, !poured.contains(where: isCoffee), let (sweet, solvents) = dissolving(poured, draft) {
            steps.append(dissolvingStep(sweet, into: solvents, in: "a \(glassName)"))
            if iced { steps.append("Fill the glass with \(draft.iceWord).") }
            let rest = poured.filter { !sweet.contains($0) && !solvents.contains($0) }
            if !rest.isEmpty { steps.append("Pour in \(listing(rest)).") }
            if !tops.isEmpty { steps.append("Top with \(topping(tops)).") }
            steps.append(draft.fizzyTop ? "Stir gently once to keep the fizz." : "Stir briefly.")
            return steps
        }
        // Coffee poured with no ice is served warm (a carajillo), in a glass warmed first.
        let warmCoffee = !iced && poured.contains { line in
            categories[line.ingredient] == .coffee && !["cold", "iced", "chilled"].contains { line.ingredient.rawValue.contains($0) }
        }
        let hot = draft.hot || warmCoffee
        // A powder worked into its syrup (taro powder into liquid sugar) is stirred to a paste, not pressed.
        let paste = !muddled.isEmpty && muddled.contains { $0.ingredient.rawValue.contains("powder") } && !muddled.contains(where: planner.isMuddleWorthy)
        if paste {
            steps.append("Stir \(listing(muddled)) together in \(rinses.isEmpty ? "a \(glassName)" : "the glass") until smooth.")
            if iced { steps.append("Fill the glass with \(draft.iceWord).") }
        } else if !muddled.isEmpty {
            steps.append("Muddle \(listing(muddled)) in \(rinses.isEmpty ? "a \(glassName)" : "the glass").")
            if iced { steps.append("Fill the glass with \(draft.iceWord).") }
        } else if hot {
            steps.append("Warm a \(glassName) with hot water and discard the water.")
        } else if iced {
            steps.append("Fill \(rinses.isEmpty ? "a \(glassName)" : "the rinsed glass") with \(draft.iceWord).")
        } else if rinses.isEmpty {
            // A neat pour in a snifter is served at room temperature, the glass cupped in the hand.
            steps.append(glassName == "snifter" ? "Take a snifter at room temperature." : "Chill a \(glassName).")
        }
        steps += pouredSteps(poured, hot: hot, draft)
        return steps
    }

    /// A solid cut for the glass (slices, wedges, sprigs, leaves, sticks of fruit, vegetables, herbs or spices)
    /// that a built drink lays in unmuddled.
    func isLaidIn(_ line: RecipeLine) -> Bool {
        guard [.fruit, .vegetable, .herb, .spice].contains(categories[line.ingredient]) else { return false }
        let raw = line.ingredient.rawValue
        if ["juice", "puree", "syrup", "powder", "ground", "zest", "extract", "nectar", "pulp"].contains(where: raw.contains) { return false }
        guard let unit = line.amount.flatMap(AmountParser.parse)?.unit else { return false }
        return [.slice, .wedge, .sprig, .leaf, .stick, .piece].contains(unit)
    }

    /// Tapioca pearls, grass or coconut jelly: spooned into the glass, never poured.
    func isSpooned(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        return ["tapioca", "boba", "jelly", "nata-de-coco"].contains(where: raw.contains) && !raw.contains("jelly-bean") && categories[line.ingredient] != .liqueur
    }

    /// Tapioca pearls bought dry (boba), which are boiled before they go into a drink; not cooked or instant pearls.
    func isDryPearl(_ line: RecipeLine) -> Bool {
        let raw = line.ingredient.rawValue
        return (raw.contains("tapioca") || raw.contains("boba")) && !["cooked", "instant", "jelly", "starch", "flour"].contains(where: raw.contains)
    }

    /// Coffee, which a cold drink pours as it is (an iced coffee sweetened in the glass is stirred, not pre-dissolved).
    func isCoffee(_ line: RecipeLine) -> Bool { categories[line.ingredient] == .coffee }

    /// The lines poured into the glass once it is ready, the top after them, and the stir the drink needs.
    func pouredSteps(_ poured: [RecipeLine], hot: Bool, _ draft: DrinkDraft) -> [String] {
        let (tops, brewed, simmered) = (draft.tops, draft.brewed, draft.simmered)
        var steps: [String] = []
        // Coffee and milk alone (a cappuccino) are poured one onto the other and not stirred.
        let coffeeAndMilk = hot && poured.count > 1 && poured.allSatisfy { line in
            categories[line.ingredient] == .coffee || line.ingredient.rawValue == "milk" || line.ingredient.rawValue.hasSuffix("-milk")
        }
        if poured.isEmpty && simmered.isEmpty {
            // Sparkling lines alone are poured in, and a line our curation tops with goes on last.
            let curated = tops.filter { $0.role == .top }
            let first = curated.count < tops.count ? tops.filter { !curated.contains($0) } : tops
            if !tops.isEmpty { steps.append("Pour in \(listing(first)).") }
            if first.count < tops.count { steps.append("Top with \(topping(curated)).") }
        } else if coffeeAndMilk && brewed.isEmpty && simmered.isEmpty && tops.isEmpty {
            let first = poured.filter { categories[$0.ingredient] == .coffee }
            steps.append("Pour in \(hotListing(first)), then \(hotListing(poured.filter { !first.contains($0) })).")
        } else {
            // Slices or sprigs laid in the glass unmuddled (an elderflower cooler's cucumber) are added, not poured.
            let laid = poured.filter(isLaidIn)
            let liquids = poured.filter { !laid.contains($0) }
            let pour = hot && brewed.isEmpty && simmered.isEmpty ? hotListing(liquids) : mixed(liquids, draft)
            if laid.isEmpty {
                steps.append("Pour in \(pour).")
            } else if liquids.isEmpty && brewed.isEmpty && simmered.isEmpty {
                steps.append("Add \(listing(laid)).")
            } else {
                steps.append("Pour in \(pour), then add \(listing(laid)).")
            }
            // A slammer's soda goes on last; the glass is covered and slammed so it foams, and drunk at once.
            let slams = draft.withRole(.slam)
            if !slams.isEmpty {
                steps.append("Add \(listing(slams)), cover the glass with your palm or a folded napkin, slam it down on the bar so it foams up, and drink it in one.")
                return steps
            }
            if !tops.isEmpty { steps.append("Top with \(topping(tops)).") }
            // Only a sparkling top has fizz to keep; apple juice or espresso poured last is stirred once.
            // A single line poured into an empty glass has nothing to mix.
            // Brewed tea is one liquid, however many lines (leaves, water) it was brewed from.
            let alone = draft.muddled.isEmpty && poured.filter { !brewed.contains($0) }.count + (brewed.isEmpty ? 0 : 1) + (simmered.isEmpty ? 0 : 1) == 1
            let julep = draft.ice == .crushed && draft.glassName.contains("julep")
            // Sugar poured into a hot drink (an Irish coffee's) is stirred until it dissolves.
            let sugar = hot && tops.isEmpty ? poured.filter(dissolvesInHotLiquid) : []
            if !sugar.isEmpty {
                steps.append("Stir until \(naming(sugar)) \(sugar.count > 1 ? "dissolve" : "dissolves").")
            } else if julep && tops.isEmpty {
                // A julep is stirred in its crushed ice until the cup frosts, and crowned with more ice.
                steps.append("Stir until the outside of the glass frosts.")
                steps.append("Heap more crushed ice on top.")
            } else if draft.family == "old fashioned" && tops.isEmpty && draft.iced {
                // An old fashioned built on its ice is stirred until it is cold and diluted, not briefly.
                steps.append("Stir until well chilled.")
            } else if !tops.isEmpty || !alone {
                steps.append(tops.isEmpty ? "Stir briefly." : draft.fizzyTop ? "Stir gently once to keep the fizz." : "Stir gently once.")
            }
        }
        return steps
    }
}
