import Foundation
import LarderKit

/// Nutrition per serving as a short block of text.
enum NutritionText {
    /// "512 kcal · protein 21 g · fat 30 g (saturated 12 g) · …"
    static func facts(_ f: NutritionFacts) -> String {
        func g(_ v: Double?) -> String { v.map { FixedDecimal.text($0, digits: $0 >= 10 ? 0 : 1) + " g" } ?? "?" }
        var parts = [FixedDecimal.text(f.kcal, digits: 0) + " kcal", "protein \(g(f.protein))"]
        parts.append("fat \(g(f.fat)) (saturated \(g(f.saturatedFat)))")
        parts.append("carbohydrate \(g(f.carbohydrate)) (sugars \(g(f.sugars)))")
        parts.append("fibre \(g(f.fibre))")
        parts.append("sodium " + (f.sodiumMg.map { FixedDecimal.text($0, digits: 0) + " mg" } ?? "?"))
        return parts.joined(separator: " · ")
    }

    /// The lines of the block: what a serving holds, then what the figures cover.
    static func lines(_ summary: NutritionSummary) -> [String] {
        guard summary.weighedGrams > 0 else {
            return ["no line could be weighed" + named(summary.unweighed + summary.unmeasured, "not weighed")]
        }
        let per = summary.servingsStated ? "per serving" + (summary.servings > 1 ? " (of \(summary.servings))" : "") : "whole recipe (no servings given)"
        var coverage = "covers \(Int((summary.coverage * 100).rounded()))% of ingredients by weight (USDA SR)"
        coverage += named(summary.uncovered, "no figures for")
        coverage += named(summary.unweighed, "not weighed, so not in these figures")
        coverage += named(summary.unmeasured, "no amount")
        coverage += named(summary.drained, "left out, drained away with the cooking water")
        if !summary.energyOnly.isEmpty {
            coverage += "; energy from alcohol only (sugar unknown) for: " + summary.energyOnly.joined(separator: ", ")
        }
        return ["\(per): " + facts(summary.perServing), coverage]
    }

    static func named(_ names: [String], _ label: String) -> String {
        names.isEmpty ? "" : "; \(label): " + names.joined(separator: ", ")
    }

    static func plain(_ summary: NutritionSummary?, terminal: Terminal) -> String {
        guard let summary else { return "" }
        return "\n" + terminal.bold("Nutrition") + "\n" + lines(summary).map { "  " + $0 }.joined(separator: "\n") + "\n"
    }

    static func markdown(_ summary: NutritionSummary?) -> String {
        guard let summary else { return "" }
        return "\n## Nutrition\n\n" + lines(summary).map { "- " + $0 }.joined(separator: "\n") + "\n"
    }
}
