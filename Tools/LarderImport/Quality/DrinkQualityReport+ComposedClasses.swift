import LarderCore

/// The composed-step checks of session 19 (issue 9's composer classes), each read from what `larder show`
/// says: a tea or spiced water only warmed, a rim's coating garnished again, milk or matcha steeped like
/// leaves, layers not poured densest first, a batch topped or floated once rather than glass by glass.
extension DrinkQualityReport {
    /// The session 19 composed-step checks `drink` fails, given its composed `steps`.
    static func composedClassFaults(_ drink: Recipe, steps: [String], ingredients byID: [IngredientID: Ingredient]) -> [Check] {
        var faults: [Check] = []
        let lowered = steps.joined(separator: " ").lowercased()
        func name(_ line: RecipeLine) -> String { byID[line.ingredient]?.name ?? line.ingredient.rawValue.replacingHyphens() }
        func category(_ line: RecipeLine) -> IngredientCategory? { byID[line.ingredient]?.category }
        let mixed = drink.lines.filter { !$0.garnish && $0.role != .garnish }

        // A tea's leaves or bags, or water boiled with spices and no spirit, reheated "without boiling".
        let leaves = mixed.contains { category($0) == .tea && !["matcha", "iced-tea", "concentrate", "kombucha"].contains(where: $0.ingredient.rawValue.contains) }
        let infusion = mixed.contains { category($0) == .water } && mixed.contains { [.spice, .herb].contains(category($0)) }
            && !mixed.contains { category($0)?.isAlcoholic == true }
        let onlyWarmed = lowered.contains("heat through without boiling")
            || (lowered.contains("do not let it boil") && !lowered.contains("to the boil"))
        if (leaves || infusion) && onlyWarmed && drink.method != .fermented { faults.append(.teaWarmedNotBoiled) }

        // What a rim is dipped in, named again by the closing garnish (a garnish its fact names apart from the rim is its own).
        if let rim = steps.first(where: { $0.hasPrefix("Moisten") }), let coating = rim.components(separatedBy: " dip it in ").last,
           let garnish = steps.last(where: { $0.hasPrefix("Garnish") })
        {
            let fact = (drink.garnish ?? "").lowercased()
            let restOfFact = fact.components(separatedBy: " rim").dropFirst().joined(separator: " ")
            let again = drink.lines.filter { $0.garnish || $0.role == .garnish }.contains { line in
                InstructionComposer.text(coating, names: name(line)) && InstructionComposer.text(garnish, names: name(line))
                    && !InstructionComposer.text(restOfFact, names: name(line))
            }
            if again { faults.append(.rimGarnishedAgain) }
        }

        // Milk or matcha in the phrase a step steeps: "steep the … in it", or "add the … and let it steep".
        for step in steps {
            let phrase: String
            if let after = step.components(separatedBy: "steep the ").dropFirst().first {
                phrase = after.components(separatedBy: " in it").first ?? after
            } else if let before = step.components(separatedBy: " and let it steep").dropLast().last {
                phrase = before.components(separatedBy: "add the ").last ?? before
            } else {
                continue
            }
            let milky = mixed.contains { line in
                let raw = line.ingredient.rawValue
                let milk = (raw == "milk" || raw.hasSuffix("-milk")) && category(line) == .dairy
                return (milk || raw.contains("matcha")) && InstructionComposer.text(phrase, names: name(line))
            }
            if milky { faults.append(.milkSteeped); break }
        }

        // A layered drink of known densities whose step does not pour them densest first, its order not curated.
        if drink.method == .layered, !mixed.contains(where: { $0.role != nil }), let step = steps.first(where: { $0.hasPrefix("Layer into") || $0.hasPrefix("Layer over") }) {
            let order = step.components(separatedBy: ": ").dropFirst().joined(separator: ": ").lowercased()
            let placed = mixed.compactMap { line -> (Int, Double)? in
                guard let gravity = LayerDensity.gravity(of: line.ingredient),
                      let at = order.range(of: name(line).lowercased())?.lowerBound else { return nil }
                return (order.distance(from: order.startIndex, to: at), gravity)
            }
            if placed.count == mixed.count {
                let gravities = placed.sorted { $0.0 < $1.0 }.map(\.1)
                if zip(gravities, gravities.dropFirst()).contains(where: { $0 < $1 }) { faults.append(.layersOutOfOrder) }
            }
        }

        // A batch poured into glasses, topped, floated or filled once: each glass is finished on its own.
        let glass = drink.glass?.lowercased() ?? ""
        let bowl = glass.contains("punch bowl") || glass.contains("pitcher")
        if (drink.servings ?? 1) > 1 {
            let once = steps.contains { step in
                step.hasPrefix("Top with") || (step.hasPrefix("Float ") && !step.contains("each")) || (step.hasPrefix("Spoon ") && step.hasSuffix("on top."))
                    || (step.hasPrefix("Dash ") && step.hasSuffix("over the top."))
            }
            if once || (!bowl && lowered.contains("just before serving, add")) { faults.append(.batchToppedOnce) }
        }
        return faults
    }
}
