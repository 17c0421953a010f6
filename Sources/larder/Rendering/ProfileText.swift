import Foundation
import LarderKit

/// A taste profile as a compact bar chart: one row an axis that reaches 0.5, four cells a point.
enum ProfileText {
    /// The "Taste" section of `larder show`, or nothing when the recipe has no profile.
    static func section(_ info: RecipeProfileInfo?, terminal: Terminal) -> String {
        guard let info, !info.profile.isEmpty else { return "" }
        var out = "\n" + terminal.bold("Taste") + terminal.dim("  (0-5, from the ingredients' profiles)") + "\n"
        out += bars(info.profile, terminal: terminal)
        if info.coverage < 0.95 {
            out += "  " + terminal.dim(FixedDecimal.text(info.coverage * 100, digits: 0) + "% of the recipe has a profile") + "\n"
        }
        if let note = info.balance { out += "  " + terminal.warning("Balance: " + note) + "\n" }
        return out
    }

    /// One row an axis at or above `minimum`, in axis order.
    static func bars(_ profile: TasteProfile, minimum: Double = 0.5, terminal: Terminal) -> String {
        let rows = profile.nonZero.filter { $0.value >= minimum }.map { (label: $0.axis.label, value: $0.value) }
        let width = rows.map(\.label.count).max() ?? 0
        var out = ""
        for row in rows {
            out += "  " + TextColumn.padded(row.label, to: width) + " " + terminal.accent(bar(row.value)) + " " + FixedDecimal.text(row.value, digits: 1) + "\n"
        }
        return out
    }

    /// A bar of `value` (0–5) in eighth blocks, 20 cells for 5, filled with spaces to 20 cells.
    static func bar(_ value: Double) -> String {
        let eighths = Int((max(0, min(5, value)) * 4 * 8).rounded())
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        // At most 160 eighths: 20 full cells, or 19 and a partial one; never more than 20 cells.
        let cells = eighths / 8 + (partial.isEmpty ? 0 : 1)
        return String(repeating: "█", count: eighths / 8) + partial + String(repeating: " ", count: 20 - cells)
    }
}

extension TasteAxis {
    /// The axis as shown ("cocoa/coffee"): its raw value with "/" for "-" (a byte-for-byte swap in UTF-8).
    var label: String { String(decoding: rawValue.utf8.map { $0 == UInt8(ascii: "-") ? UInt8(ascii: "/") : $0 }, as: UTF8.self) }
}
