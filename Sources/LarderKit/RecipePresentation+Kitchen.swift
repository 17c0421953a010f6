import LarderCatalog
import LarderCore

extension RecipePresentation {
    /// `detail` scaled by `decision` with every amount shown as a cook measures it in `units` (as
    /// written when `nil`): kitchen rounding, plurals, counts whole with a note when rounding moved
    /// them, pinches and a dish's garnish scaled gently, "to taste" unscaled. Temperatures read in °F
    /// for US and imperial units.
    public static func kitchen(
        _ detail: RecipeDetail, decision: ScaleDecision, units: MeasurementSystem?, ingredients: [IngredientID: KitchenIngredient]
    ) -> RecipeDetail {
        var detail = detail
        let drink = detail.summary.kind == .drink
        func adjust(_ line: LineDetail) -> LineDetail {
            guard let amount = line.amount else { return line }
            var line = line
            let ingredient = ingredients[line.ingredient.id]
                ?? KitchenIngredient(noun: line.ingredient.name, measure: nil, handling: .asWritten)
            let rule = LineScaling.rule(for: amount, garnish: line.garnish, drink: drink)
            guard let shown = KitchenLine.present(amount, of: ingredient, factor: decision.factor, rule: rule, in: units, drink: drink)
            else { return line }
            line.amount = Amount(shown.quantity, shown.unit)
            // A bare count reads before the ingredient's own name: "2 Egg", not "2 eggs Egg".
            // A range of a bare count keeps its ends: "6–7 Onions".
            let count = shown.text.contains("–") ? String(shown.text.prefix { $0 != " " }) : AmountFormatter.format(shown.quantity)
            line.amountText = shown.unit == nil ? count : shown.text
            if let note = shown.roundingNote { line.note = [line.note, note].compactMap { $0 }.joined(separator: "; ") }
            return line
        }
        detail.lines = detail.lines.map(adjust)
        detail.variants = detail.variants.map { variant in
            var variant = variant
            variant.lines = variant.lines.map(adjust)
            return variant
        }
        if let volume = detail.volumeMillilitres, decision.factor != 1 { detail.volumeMillilitres = volume * decision.factor }
        if decision.factor != 1, let servings = detail.servings {
            detail.servings = max(1, Int((Double(servings) * decision.factor).rounded()))
        }
        if let note = decision.note { detail.notes.append(note) }
        if units == .us || units == .imperial, !detail.steps.isEmpty {
            for index in detail.steps.indices { detail.steps[index].text = detail.steps[index].text(in: .customary) }
            detail.instructions = detail.steps.map(\.text)
        }
        return detail
    }
}
