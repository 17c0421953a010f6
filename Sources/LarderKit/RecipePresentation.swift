import LarderCatalog
import LarderCore

/// Scaling and unit conversion of a recipe for display.
public enum RecipePresentation {
    /// `detail` with every amount scaled to `servings` (from the recipe's own servings, or 1) and
    /// converted to `units`; the amount text is rewritten to match, and with imperial units a dish's
    /// step temperatures read in °F.
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
        if units == .imperial || units == .us, !detail.steps.isEmpty {
            // Temperatures follow the units: an oven at 180 °C reads 350 °F.
            for index in detail.steps.indices { detail.steps[index].text = detail.steps[index].text(in: .fahrenheit) }
            detail.instructions = detail.steps.map(\.text)
        }
        return detail
    }
}
