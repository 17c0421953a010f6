import Foundation
import LarderCore

/// One dish ingredient line ("2 cups all-purpose flour, sifted", "salt to taste", "1 can (19oz)
/// Stewed Tomatoes") split into amount, ingredient text, a short note and the optional flag.
enum DishLine {
    static func parse(_ raw: String) -> SourceLine {
        var text = stripMarkdown(raw)
        var optional = false
        for marker in ["(optional)", "optional:", ", optional"] {
            if let range = text.range(of: marker, options: .caseInsensitive) {
                optional = true
                text.removeSubrange(range)
                text = text.normalizingSpaces()
            }
        }
        text = strippingLeadIn(text)
        var (amount, rest) = AmountParser.split(text)
        if amount == nil, let trailing = trailingAmount(rest) {
            amount = trailing.amount
            rest = trailing.name
        }
        // "salt to taste", "pepper, to taste"
        let restFolded = Folding.fold(rest)
        for suffix in [", to taste", " to taste", " as needed", ", as needed", " for garnish"] where restFolded.hasSuffix(suffix) {
            rest = String(rest.dropLast(suffix.count))
            if amount == nil { amount = Amount(quantity: nil, unit: .toTaste) }
        }
        var note: String? = nil
        if let comma = rest.firstIndex(of: ",") {
            let tail = String(rest[rest.index(after: comma)...]).trimmingWhitespace()
            rest = String(rest[..<comma])
            if DrinkFacts.isShortFact(tail) { note = Folding.fold(tail) }
        }
        return SourceLine(name: rest.trimmingWhitespace(), amount: amount, note: note, optional: optional)
    }

    /// Without a leading "~", "x", "about", "or", "and", "+", "/" or dash before the amount.
    static func strippingLeadIn(_ text: String) -> String {
        var text = text
        var changed = true
        while changed {
            changed = false
            while let first = text.first, "~<>+-–—/•≈".contains(first) {
                text.removeFirst()
                changed = true
            }
            text = text.trimmingWhitespace()
            for word in ["about ", "around ", "approx. ", "approximately ", "or ", "and ", "up to ", "from ", "x "] {
                if text.lowercased().hasPrefix(word) {
                    text.removeFirst(word.count)
                    changed = true
                }
            }
        }
        return text
    }

    /// "butter 50 g", "sugar 2 tbsp", "garlic cloves 3": an amount after the name.
    static func trailingAmount(_ text: String) -> (amount: Amount, name: String)? {
        let words = text.split(separator: " ")
        guard let index = words.indices.first(where: { $0 > 0 && (words[$0].first?.isNumber ?? false) }) else { return nil }
        let (amount, rest) = AmountParser.split(words[index...].joined(separator: " "))
        guard let amount else { return nil }
        let name = words[..<index].joined(separator: " ") + (rest.isEmpty ? "" : " " + rest)
        return (amount, name)
    }

    /// Removes links (`[text](url)` → text), emphasis markers and a trailing full stop.
    static func stripMarkdown(_ text: String) -> String {
        var out = ""
        var chars = Array(text)[...]
        while let char = chars.first {
            chars = chars.dropFirst()
            if char == "]", chars.first == "(", let close = chars.firstIndex(of: ")") {
                chars = chars[(close + 1)...]
                continue
            }
            if char == "[" || char == "]" || char == "*" || char == "_" { continue }
            out.append(char)
        }
        var result = out.normalizingSpaces()
        while result.hasSuffix(".") { result.removeLast() }
        return result
    }
}
