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
        let rows = profile.nonZero.filter { $0.value >= minimum }
        let width = rows.map(\.axis.label.count).max() ?? 0
        return rows.map { row in
            let name = padded(row.axis.label, to: width)
            return "  \(name) \(terminal.accent(bar(row.value))) \(FixedDecimal.text(row.value, digits: 1))\n"
        }.joined()
    }

    /// A bar of `value` (0–5) in eighth blocks, 20 cells for 5.
    static func bar(_ value: Double) -> String {
        let eighths = Int((max(0, min(5, value)) * 4 * 8).rounded())
        let partial = ["", "▏", "▎", "▍", "▌", "▋", "▊", "▉"][eighths % 8]
        let full = String(repeating: "█", count: eighths / 8) + partial
        return padded(full, to: 20)
    }

    /// `text` cut or filled with spaces to `width` characters, as `NSString.padding(toLength:withPad:startingAt:)`
    /// does for the one-unit characters of labels and bars, without bridging to `NSString`.
    static func padded(_ text: String, to width: Int) -> String {
        let count = text.count
        return count >= width ? String(text.prefix(width)) : text + String(repeating: " ", count: width - count)
    }
}

extension TasteAxis {
    /// The axis as shown ("cocoa/coffee").
    var label: String { String(String.UnicodeScalarView(rawValue.unicodeScalars.map { $0 == "-" ? "/" : $0 })) }
}
