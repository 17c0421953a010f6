import LarderCatalog
import LarderCore

/// How much of the catalog's recipes the nutrition facts cover: per recipe, the share of its weighed
/// weight with facts (``NutritionSummary/coverage``), counted over drinks and dishes.
public struct NutritionCoverageReport: Sendable, Codable {
    public var recipes = 0
    /// Recipes whose weighed lines are at least 90 % covered by weight.
    public var coveredAt90 = 0
    /// Of those, recipes where every counted line with a quantity could also be weighed.
    public var coveredAt90AllWeighed = 0
    public var drinks = 0
    public var drinksAt90 = 0
    public var dishes = 0
    public var dishesAt90 = 0
    /// Ingredients most often left unweighed though measured, or uncovered in recipes under 90 %, with counts.
    public var topMisses: [String] = []
    /// Recipes under 90 %, each with the ingredients weighed but not covered.
    public var under90: [String] = []

    /// The share of recipes at least 90 % covered.
    public var share: Double { recipes > 0 ? Double(coveredAt90) / Double(recipes) : 0 }

    /// Measures `sources` (its recipes' main specs, against its nutrition records).
    public static func measure(_ sources: CatalogSources) -> NutritionCoverageReport {
        let facts = Dictionary(sources.nutrition.map { ($0.ingredient, $0.per100g) }, uniquingKeysWith: { first, _ in first })
        let measures = Dictionary(sources.nutrition.map { ($0.ingredient, $0.measure) }, uniquingKeysWith: { first, _ in first })
        let calculator = NutritionCalculator(facts: facts, measures: measures, unitGrams: unitGrams(sources.nutrition))
        var report = NutritionCoverageReport()
        var misses: [String: Int] = [:]
        for recipe in sources.recipes {
            let lines = recipe.lines.map { line in
                NutritionLine(
                    ingredient: line.ingredient, name: line.ingredient.rawValue, amount: line.amount.flatMap(AmountParser.parse),
                    note: line.note, counted: !line.optional && !line.garnish)
            }
            let summary = calculator.summarize(lines, servings: recipe.servings, isDrink: recipe.kind == .drink)
            let good = summary.coverage >= 0.9
            report.recipes += 1
            if recipe.kind == .drink {
                report.drinks += 1
                if good { report.drinksAt90 += 1 }
            } else {
                report.dishes += 1
                if good { report.dishesAt90 += 1 }
            }
            if good {
                report.coveredAt90 += 1
                if summary.unweighed.isEmpty { report.coveredAt90AllWeighed += 1 }
            }
            if !good {
                report.under90.append("\(recipe.id) \(Int((summary.coverage * 100).rounded()))% [\(summary.uncovered.joined(separator: " "))]")
            }
            if !good || !summary.unweighed.isEmpty {
                for name in Set(summary.uncovered).union(summary.unweighed.map { "\($0) (unweighed)" }) { misses[name, default: 0] += 1 }
            }
        }
        report.topMisses = misses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(60).map { "\($0.key) \($0.value)" }
        return report
    }

    /// The records' household units keyed for ``NutritionCalculator``.
    public static func unitGrams(_ records: [IngredientNutrition]) -> [IngredientID: [MeasureUnit: Double]] {
        var out: [IngredientID: [MeasureUnit: Double]] = [:]
        for record in records {
            for (key, grams) in record.unitGrams ?? [:] {
                if let unit = MeasureUnit(rawValue: key) { out[record.ingredient, default: [:]][unit] = grams }
            }
        }
        return out
    }

    public func summary() -> String {
        func percent(_ a: Int, _ b: Int) -> String { b > 0 ? String(format: "%.1f%%", 100 * Double(a) / Double(b)) : "-" }
        return """
            nutrition coverage: \(coveredAt90) of \(recipes) recipes (\(percent(coveredAt90, recipes))) have ≥ 90% of their weighed \
            weight covered (\(coveredAt90AllWeighed) with every measured line weighed); drinks \(percent(drinksAt90, drinks)), dishes \(percent(dishesAt90, dishes))
            """
    }
}
