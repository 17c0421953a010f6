import LarderCatalog
import LarderCore

/// Scaling and unit conversion of a recipe for display.
public enum RecipePresentation {
    /// `detail` with every amount scaled to `servings` (from the recipe's own servings, or 1) and
    /// converted to `units`; the amount text is rewritten to match.
    public static func adjust(_ detail: RecipeDetail, servings: Int?, units: MeasurementSystem?) -> RecipeDetail {
        var detail = detail
        let base = detail.servings ?? 1
        let target = servings ?? base
        func adjust(_ line: LineDetail) -> LineDetail {
            guard var amount = line.amount else { return line }
            var line = line
            amount = UnitConversion.scale(amount, from: base, to: target)
            if let units { amount = UnitConversion.convert(amount, to: units) }
            line.amount = amount
            line.amountText = AmountFormatter.format(amount)
            return line
        }
        detail.lines = detail.lines.map(adjust)
        detail.variants = detail.variants.map { variant in
            var variant = variant
            variant.lines = variant.lines.map(adjust)
            return variant
        }
        if let volume = detail.volumeMillilitres, target != base {
            detail.volumeMillilitres = volume * Double(target) / Double(base)
        }
        if servings != nil { detail.servings = target }
        return detail
    }
}
