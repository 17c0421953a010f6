import LarderKit

/// `larder make` as text: one group per number missing, each recipe with what it lacks and relies on.
enum MakeText {
    static func render(_ entries: [MakeEntry], limit: Int, maxMissing: Int, terminal: Terminal) -> String {
        var out = ""
        let titles = ["Makeable now", "Missing one", "Missing two"]
        for missing in 0...maxMissing {
            let group = entries.filter { $0.missingCount == missing }
            out += terminal.bold("\(titles[missing]) (\(group.count))") + "\n"
            for entry in group.prefix(limit) { out += line(entry, terminal: terminal) }
            if group.count > limit { out += terminal.dim("  … \(group.count - limit) more (--limit)") + "\n" }
        }
        return out
    }

    static func line(_ e: MakeEntry, terminal: Terminal) -> String {
        var notes: [String] = []
        if !e.missing.isEmpty { notes.append(terminal.warning("missing " + e.missing.map(\.name).joined(separator: ", "))) }
        if let variant = e.variant { notes.append("as \(variant.name)") }
        notes += e.substitutes.map { "\($0.replacement.name) for \($0.original.name) (\($0.origin) substitute)" }
        notes += e.kinds.map { "\($0.owned.name) as \($0.asked.name)" }
        notes += e.homemade.map { "homemade \($0.ingredient.name) (\($0.parts.map(\.name).joined(separator: " + ")))" }
        if !e.optionalMissing.isEmpty { notes.append(terminal.dim("optional, missing: " + e.optionalMissing.map(\.name).joined(separator: ", "))) }
        return "  \(terminal.bold(e.recipe.name))  \(terminal.dim(e.recipe.id))" + (notes.isEmpty ? "" : " — " + notes.joined(separator: "; ")) + "\n"
    }
}

/// `larder buy-next` as text.
enum PurchaseText {
    static func render(_ report: PurchaseReport, terminal: Terminal) -> String {
        var out = terminal.bold("Makeable now: \(report.makeableNow)") + "\n\n" + terminal.bold("Best single purchases") + "\n"
        if report.ranking.isEmpty { out += "  nothing you could buy completes or advances a recipe\n" }
        for option in report.ranking {
            var text = "  \(option.ingredient.name): makes \(option.completes.count)"
            if !option.completes.isEmpty { text += " (" + option.completes.prefix(5).map(\.name).joined(separator: ", ") + (option.completes.count > 5 ? ", …" : "") + ")" }
            if option.advances > 0 { text += terminal.dim(", brings \(option.advances) closer") }
            out += text + "\n"
        }
        out += "\n" + terminal.bold("Plan") + "\n"
        for (index, step) in report.plan.enumerated() {
            out += "  \(index + 1). \(step.ingredient.name) → \(step.makeableAfter) makeable"
            out += step.unlocks.isEmpty ? "\n" : ": " + step.unlocks.map(\.name).joined(separator: ", ") + "\n"
        }
        return out
    }
}

/// `larder shopping-list` as text or Markdown.
enum ShoppingText {
    static func render(_ report: ShoppingReport, markdown: Bool, terminal: Terminal) -> String {
        var out = markdown ? "# Shopping list\n\nFor: " + report.recipes.map(\.name).joined(separator: ", ") + "\n" : ""
        if report.sections.isEmpty { return out + (markdown ? "\nNothing to buy.\n" : "Nothing to buy: you have everything.\n") }
        for section in report.sections {
            out += markdown ? "\n## \(section.category.capitalized)\n\n" : terminal.bold(section.category.capitalized) + "\n"
            for item in section.items {
                var amounts = item.amounts
                if item.unmeasured { amounts.append("some") }
                let detail = amounts.joined(separator: " + ") + (item.optional ? " (optional)" : "")
                let recipes = item.recipes.map(\.name).joined(separator: ", ")
                out += markdown
                    ? "- [ ] \(item.ingredient.name): \(detail) — \(recipes)\n"
                    : "  \(item.ingredient.name)  \(detail)  \(terminal.dim(recipes))\n"
            }
        }
        return out
    }
}
