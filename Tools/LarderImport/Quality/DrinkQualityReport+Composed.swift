import LarderCore

/// The checks read from a drink's composed steps (issue 9's method classes): what a reader of `larder show`
/// would find wrong, whatever rule of the composer or the curation made it so.
extension DrinkQualityReport {
    /// The composed-step checks `drink` fails, given its `steps` from ``InstructionComposer``.
    static func composedFaults(_ drink: Recipe, steps: [String], ingredients byID: [IngredientID: Ingredient]) -> [Check] {
        var faults: [Check] = []
        let text = steps.joined(separator: " ")
        let lowered = text.lowercased()
        // Water the steps bring to the boil that no line measures, so the drink's volume leaves it out.
        if ["a cup of water", "a little hot water", "a saucepan of water", "a jug of water"].contains(where: lowered.contains) {
            faults.append(.waterNotALine)
        }
        let servings = drink.servings ?? 1
        let glass = drink.glass?.lowercased() ?? ""
        if (2...3).contains(servings), lowered.contains("pitcher"), !glass.contains("punch bowl"), !glass.contains("pitcher") {
            faults.append(.pitcherForFew)
        }
        if drink.method == .blended, drink.category == "punch", servings >= 4, drink.ice == nil || drink.ice == .noIce,
           !lowered.contains("chill"), !drink.lines.contains(where: { $0.ingredient.rawValue.contains("frozen") })
        {
            faults.append(.batchNotChilled)
        }
        let garnishLines = drink.lines.filter { $0.role.map { $0 == .garnish } ?? $0.garnish }
        if garnishLines.contains(where: { !InstructionComposer.text(text, names: byID[$0.ingredient]?.name ?? $0.ingredient.rawValue.replacingHyphens()) }) {
            faults.append(.hiddenGarnishLine)
        }
        if steps.contains(where: { step in
            let words = step.split(separator: " ")
            return step.hasPrefix("Garnish") && step.contains(",") && !words.contains { ["and", "or", "and/or"].contains($0) }
        }) {
            faults.append(.garnishListWithoutAnd)
        }
        return faults + composedClassFaults(drink, steps: steps, ingredients: byID)
    }
}
