import Foundation
import LarderCore

/// One dish ingredient line ("2 cups all-purpose flour, sifted", "salt to taste", "1 can (19oz)
/// Stewed Tomatoes") split into amount, ingredient text, a short note and the optional flag.
enum DishLine {
    /// The lines one list item holds: "8 cups chicken broth + 2 cups water" is two, and so is
    /// "Cumin, Parsley" (short names listed without amounts).
    static func lines(_ raw: String) -> [SourceLine] {
        let text = stripMarkdown(raw)
        let plus = text.components(separatedBy: " + ").map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        if plus.count > 1, plus.allSatisfy({ AmountParser.split($0).amount != nil }) {
            return plus.map(parse)
        }
        let commaPieces = text.split(separator: ",").map { String($0).trimmingWhitespace() }
        if commaPieces.count > 1, !text.contains(where: \.isNumber), !text.contains("("),
            commaPieces.allSatisfy({ piece in
                let words = piece.split(separator: " ")
                return (1...2).contains(words.count)
                    && !words.contains { preparationWords.contains(Folding.fold(String($0))) || $0.hasSuffix("ed") }
                    && !["to taste", "optional", "as needed"].contains(Folding.fold(piece))
            })
        {
            return commaPieces.map(parse)
        }
        return [parse(raw)]
    }

    /// Preparation words that belong in a line's note, not its ingredient's name.
    static let preparationWords: Set<String> = [
        "boiled", "cleaned", "crushed", "chopped", "diced", "minced", "sliced", "grated", "peeled", "julienned", "cubed",
        "beaten", "melted", "softened", "mashed", "shredded", "toasted", "roasted", "cooked", "halved", "quartered",
        "hard-boiled", "rubbed",
    ]
    /// How meat is cut or trimmed, written before its name.
    static let cutWords: Set<String> = ["bone-in", "skin-on", "boneless", "skinless", "boneless skinless"]

    /// Names a preparation word rightly starts (a product, not a preparation).
    static let preparedProducts: Set<String> = [
        "crushed tomato", "crushed tomatoes", "crushed red pepper", "crushed red pepper flakes", "boiled water",
        "roasted peanut", "roasted peanuts", "toasted sesame oil", "crushed ice", "crushed hot red pepper", "rubbed sage",
    ]

    /// "cleaned rabbits" → ("rabbits", "cleaned"); "crushed tomatoes" stays (a product).
    static func movingPreparation(_ name: String) -> (name: String, note: String?) {
        var words = name.split(separator: " ").map(String.init)
        var moved: [String] = []
        while words.count > 1, preparationWords.contains(Folding.fold(words[0])),
            !preparedProducts.contains(Folding.fold(words.joined(separator: " ")))
        {
            moved.append(Folding.fold(words.removeFirst()))
            if words.first.map(Folding.fold) == "and", words.count > 1 { words.removeFirst() }
        }
        return (words.joined(separator: " "), moved.isEmpty ? nil : moved.joined(separator: " and "))
    }

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
        // "2.5 dl/ 1 cup neutral oil": one amount in two systems; the second is in units we read.
        if let slash = text.firstIndex(of: "/"), text.first?.isNumber == true, text[..<slash].last?.isLetter == true,
            text[..<slash].split(separator: " ").count <= 2,
            String(text[text.index(after: slash)...]).trimmingWhitespace().first?.isNumber == true
        {
            text = String(text[text.index(after: slash)...]).trimmingWhitespace()
        }
        var (amount, rest) = AmountParser.split(text)
        // "2.5 dl/ 1 cup neutral oil": the same amount in other units goes.
        if amount != nil, rest.hasPrefix("/") {
            let (_, afterAlternative) = AmountParser.split(strippingLeadIn(String(rest.dropFirst())))
            rest = afterAlternative
        }
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
        var notes: [String] = []
        // "Oil - little to grease": what follows a spaced dash is a note.
        if let dash = rest.range(of: " - ") ?? rest.range(of: " – ") {
            let tail = String(rest[dash.upperBound...]).trimmingWhitespace()
            if tail.split(separator: " ").count == 1 {
                // "active dry - yeast": a stray dash inside the name.
                rest = String(rest[..<dash.lowerBound]) + " " + tail
            } else {
                rest = String(rest[..<dash.lowerBound])
                if DrinkFacts.isShortFact(tail) { notes.append(Folding.fold(tail)) }
            }
        }
        if let comma = rest.firstIndex(of: ",") {
            let head = String(rest[..<comma]).trimmingWhitespace()
            var tail = String(rest[rest.index(after: comma)...]).trimmingWhitespace()
            if cutWords.contains(Folding.fold(head)) {
                // "bone-in, skin-on chicken thighs": the cut leads, the ingredient follows.
                let (name, more) = movingPreparation(tail)
                notes.append(Folding.fold(head))
                if let more { notes.append(more) }
                tail = name
                let words = tail.split(separator: " ")
                if let first = words.first, cutWords.contains(Folding.fold(String(first))), words.count > 1 {
                    notes.append(Folding.fold(String(first)))
                    tail = words.dropFirst().joined(separator: " ")
                }
                rest = tail
            } else {
                rest = head
                if DrinkFacts.isShortFact(tail) { notes.append(Folding.fold(tail)) }
            }
        }
        let (name, preparation) = movingPreparation(rest.trimmingWhitespace())
        if let preparation { notes.insert(preparation, at: 0) }
        return SourceLine(name: name, amount: amount, note: notes.isEmpty ? nil : notes.joined(separator: ", "), optional: optional)
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
