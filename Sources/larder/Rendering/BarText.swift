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
        if let unchecked = e.unchecked, !unchecked.isEmpty { notes.append(terminal.dim("not checked: " + unchecked.joined(separator: ", "))) }
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
    /// The list as aligned text or Markdown with `- [ ]` checkboxes: aisles in the shop's order, each
    /// item with its amounts and the recipes needing it, then optional lines apart, then what the
    /// pantry covers.
    static func render(_ report: ShoppingReport, markdown: Bool, terminal: Terminal) -> String {
        let recipes = report.recipes.map { request in
            request.factor == 1 ? request.recipe.name : "\(request.recipe.name) (×\(number(request.factor)))"
        }.joined(separator: ", ")
        var out = markdown ? "# Shopping list\n\nFor: \(recipes)\n" : terminal.dim("For: \(recipes)") + "\n"
        for note in report.notes { out += markdown ? "\n_Note: \(note)._\n" : terminal.dim("Note: \(note)") + "\n" }
        if report.isEmpty {
            out += markdown ? "\nNothing to buy.\n" : "Nothing to buy: you have everything.\n"
        }
        func line(_ item: ShoppingReport.Item) -> String {
            var amounts = item.amounts
            if item.unmeasured { amounts.append(amounts.isEmpty ? "some" : "some more") }
            var detail = amounts.joined(separator: " + ")
            if let pantry = item.pantry { detail += " (after \(pantry) in the pantry)" }
            if !item.notes.isEmpty { detail += " (" + item.notes.joined(separator: "; ") + ")" }
            let names = item.recipes.map(\.name).joined(separator: ", ")
            return markdown
                ? "- [ ] \(item.ingredient.name): \(detail) — \(names)\n"
                : "  \(item.ingredient.name)  \(detail)  \(terminal.dim(names))\n"
        }
        func heading(_ text: String) -> String {
            markdown ? "\n## \(text.capitalized(first: true))\n\n" : "\n" + terminal.bold(text.capitalized(first: true)) + "\n"
        }
        for section in report.sections {
            out += heading(section.aisle)
            for item in section.items { out += line(item) }
        }
        if !report.optional.isEmpty {
            out += heading("optional")
            for item in report.optional { out += line(item) }
        }
        if !report.covered.isEmpty {
            let names = report.covered.map { item in item.pantry.map { "\(item.ingredient.name) (\($0))" } ?? item.ingredient.name }
            out += markdown ? "\n_Covered by the pantry: \(names.joined(separator: ", "))._\n" : "\n" + terminal.dim("Covered by the pantry: " + names.joined(separator: ", ")) + "\n"
        }
        return out
    }

    static func number(_ value: Double) -> String {
        value == value.rounded() ? String(Int(value)) : FixedDecimal.text(value, digits: 2)
    }
}
