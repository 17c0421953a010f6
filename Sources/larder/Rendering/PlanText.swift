import Foundation
import LarderKit

/// The plan as a text table or a Markdown table, one row a day, one column a meal slot.
enum PlanText {
    /// The slots with anything planned in `view`, in the day's order (dinner when nothing is planned).
    static func slots(_ view: PlanView) -> [MealSlot] {
        let used = Set(view.days.flatMap { $0.meals.map(\.slot) })
        return used.isEmpty ? [.dinner] : MealSlot.allCases.filter(used.contains)
    }

    static func cell(_ day: PlannedDay, _ slot: MealSlot) -> String {
        day.meals.filter { $0.slot == slot }.map { meal in meal.name + (meal.servings.map { " ×\($0)" } ?? "") }.joined(separator: "; ")
    }

    /// "1,840 kcal · 72 g protein (covers 93%)", or "" for a day without meals.
    static func total(_ day: PlannedDay) -> String {
        guard let facts = day.perPerson else { return "" }
        var text = FixedDecimal.text(facts.kcal, digits: 0) + " kcal"
        if let protein = facts.protein { text += " · " + FixedDecimal.text(protein, digits: 0) + " g protein" }
        if let coverage = day.coverage, coverage < 0.9 { text += " (covers \(Int((coverage * 100).rounded()))%)" }
        return text
    }

    static func header(_ view: PlanView) -> String {
        "Plan \(view.from) – \(view.to)"
    }

    static func plain(_ view: PlanView, terminal: Terminal) -> String {
        let columns = slots(view)
        let head = ["Day"] + columns.map { $0.rawValue.capitalized } + ["Per person"]
        let rows = view.days.map { day in
            ["\(day.weekday.prefix(3)) \(day.day)"] + columns.map { cell(day, $0).escapingControlCharacters } + [total(day)]
        }
        var widths = head.map(\.count)
        for row in rows { for (i, text) in row.enumerated() { widths[i] = min(max(widths[i], text.count), 40) } }
        func line(_ row: [String]) -> String {
            row.enumerated().map { i, text in
                let clipped = text.count > widths[i] ? String(text.prefix(widths[i] - 1)) + "…" : text
                return TextColumn.padded(clipped, to: widths[i])
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        var out = terminal.bold(header(view)) + "\n" + terminal.bold(line(head)) + "\n"
        for row in rows { out += line(row) + "\n" }
        out += terminal.dim("Per person: one serving of each meal (USDA SR figures).") + "\n"
        return out
    }

    static func markdown(_ view: PlanView) -> String {
        let columns = slots(view)
        func escape(_ text: String) -> String { text.escapingControlCharacters.replacingOccurrences(of: "|", with: "\\|") }
        var out = "# \(header(view))\n\n"
        out += "| Day | " + columns.map { $0.rawValue.capitalized }.joined(separator: " | ") + " | Per person |\n"
        out += "|---|" + columns.map { _ in "---|" }.joined() + "---|\n"
        for day in view.days {
            out += "| \(day.weekday) \(day.day) | " + columns.map { escape(cell(day, $0)) }.joined(separator: " | ") + " | \(total(day)) |\n"
        }
        out += "\nPer person: one serving of each meal (USDA SR figures).\n"
        return out
    }

    static func history(_ history: PlanHistory) -> String {
        var out = "Before today\n"
        if history.past.isEmpty { out += "  nothing planned or cooked yet\n" }
        for entry in history.past {
            let what = entry.cooked ? "cooked" : entry.slot?.rawValue ?? "planned"
            out += "  \(entry.day)  \(TextColumn.padded(what, to: 9)) \(entry.name.escapingControlCharacters)"
            out += (entry.servings.map { " ×\($0)" } ?? "") + "\n"
        }
        if !history.mostPlanned.isEmpty {
            out += "\nPlanned most\n"
            for favourite in history.mostPlanned { out += "  \(favourite.times)×  \(favourite.name.escapingControlCharacters)\n" }
        }
        return out
    }
}
