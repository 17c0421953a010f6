/// Parses the amount at the start of recipe text: "1 1/2 oz", "1½ oz", "2-3 dashes", "2 cl", "45ml",
/// "top up", "to taste", "a pinch", "1 (14 oz) can", "2 large eggs" (a count of 2).
///
/// The parser is pure and total: text it does not understand gives `nil`, never an error, so callers
/// can fall back to keeping the raw text.
public enum AmountParser {
    /// The amount `text` starts with, ignoring whatever follows it; `nil` when it starts with none.
    ///
    ///     AmountParser.parse("1 1/2 oz")   // 1.5 oz
    ///     AmountParser.parse("2-3 dashes") // 2–3 dash
    ///     AmountParser.parse("top up")     // top up
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func parse(_ text: String) -> Amount? {
        split(text).amount
    }

    /// Splits a recipe line into its leading amount and the rest ("2 cups all-purpose flour, sifted" →
    /// 2 cup, "all-purpose flour, sifted"). The rest is the whole line when there is no amount.
    ///
    /// - Complexity: O(n) in the length of `line`.
    public static func split(_ line: String) -> (amount: Amount?, rest: String) {
        let tokens = tokenize(line)
        guard let (amount, used) = leadingAmount(tokens) else {
            return (nil, line.trimmingWhitespace())
        }
        let rest = tokens[used...].map(\.text).joined(separator: " ")
        return (amount, rest)
    }

    // MARK: Tokens

    struct Token {
        var text: String
        /// Lower case, trailing commas and colons removed.
        var key: String
    }

    /// Splits on white space after separating numbers from glued units ("45ml"), vulgar fractions
    /// ("1½") and range dashes ("2-3").
    static func tokenize(_ text: String) -> [Token] {
        var spaced = ""
        spaced.reserveCapacity(text.count + 8)
        let chars = Array(text.replacingOccurrences(of: "⁄", with: "/"))
        for (index, char) in chars.enumerated() {
            let previous = index > 0 ? chars[index - 1] : " "
            let next = index + 1 < chars.count ? chars[index + 1] : " "
            switch char {
            case "–", "—":
                spaced += " - "
            case "-" where isNumeric(previous) && (isNumeric(next) || next == " "):
                spaced += " - "
            case "," where previous.isNumber && next.isNumber:
                spaced += "."
            case "/" where previous.isLetter || previous == "." || (previous.isNumber && next == " "):
                // "1 cup/240 ml": a second measure, not a fraction.
                spaced += " / "
            case "~", "≈":
                spaced += " "
            case _ where UnitAliases.vulgarFractions[char] != nil:
                spaced += " \(char) "
            case _ where char.isLetter && previous.isNumber:
                spaced += " \(char)"
            case "(" where previous.isNumber:
                spaced += " ("
            default:
                spaced.append(char)
            }
        }
        return spaced.split(whereSeparator: { $0.isWhitespace }).map { piece in
            var key = piece.lowercased()
            while let last = key.last, last == "," || last == ":" || last == ";" { key.removeLast() }
            return Token(text: String(piece), key: key)
        }
    }

    static func isNumeric(_ char: Character) -> Bool {
        char.isNumber || UnitAliases.vulgarFractions[char] != nil
    }

    // MARK: Grammar

    /// amount := phrase | quantity [parenthetical] [unit] ["of"] | loose-unit ["of"]
    static func leadingAmount(_ tokens: [Token]) -> (Amount, Int)? {
        guard !tokens.isEmpty else { return nil }
        for (words, amount) in UnitAliases.phrases where tokens.count >= words.count {
            if zip(tokens, words).allSatisfy({ $0.key == $1 }) {
                return (amount, skipOf(tokens, words.count))
            }
        }
        var index = 0
        let quantity = parseQuantity(tokens, &index)
        // "2 (14 oz) cans": a size between the number and its unit is part of the amount; with no unit after
        // it ("2 (12 inch) pizza crusts") it stays with the rest of the line, where it is a note, not lost.
        if let (unit, next) = parseUnit(tokens, skipParenthetical(tokens, index)) {
            if quantity == nil && !looseUnits.contains(unit) { return nil }
            index = skipParenthetical(tokens, next)
            // "15 oz can": the container after the size.
            if let (container, after) = parseUnit(tokens, index), containers.contains(container) {
                index = skipParenthetical(tokens, after)
            }
            return (Amount(quantity: quantity ?? Quantity(1), unit: unit), skipAlternative(tokens, skipOf(tokens, index)))
        }
        guard let quantity else { return nil }
        return (Amount(quantity: quantity, unit: nil), skipOf(tokens, index))
    }

    static let containers: Set<MeasureUnit> = [.can, .package, .bottle]

    /// Skips a second measure of the same amount: "450 g / 1 lb", "1 tbsp + 1/2 tsp".
    static func skipAlternative(_ tokens: [Token], _ index: Int) -> Int {
        guard index < tokens.count, ["/", "+", "or"].contains(tokens[index].key) else { return index }
        var probe = index + 1
        guard parseQuantity(tokens, &probe) != nil, let (_, after) = parseUnit(tokens, probe) else { return index }
        return skipOf(tokens, skipParenthetical(tokens, after))
    }

    /// Units that may stand without a number ("pinch of salt", "splash of soda"): one of them.
    static let looseUnits: Set<MeasureUnit> = [.pinch, .dash, .splash, .handful, .sprig, .drop, .bunch, .can, .package, .bottle, .scoop]

    static func skipOf(_ tokens: [Token], _ index: Int) -> Int {
        index < tokens.count && tokens[index].key == "of" ? index + 1 : index
    }

    static func skipParenthetical(_ tokens: [Token], _ start: Int) -> Int {
        guard start < tokens.count, tokens[start].key.hasPrefix("(") else { return start }
        var index = start
        while index < tokens.count {
            defer { index += 1 }
            if tokens[index].key.contains(")") { return index + 1 }
        }
        return start
    }

    /// A number, a mixed number or fraction, optionally a range ("2-3", "2 to 3", "1/2 to 3/4").
    static func parseQuantity(_ tokens: [Token], _ index: inout Int) -> Quantity? {
        if index < tokens.count {
            // "a few dashes", "several drops": read as two to three.
            let key = tokens[index].key
            let article = key == "a" && index + 1 < tokens.count && tokens[index + 1].key == "few"
            if key == "few" || key == "several" || article {
                index += article ? 2 : 1
                return Quantity(2, to: 3)
            }
        }
        guard let low = parseNumber(tokens, &index) else { return nil }
        var probe = index
        if probe < tokens.count, ["-", "to", "or"].contains(tokens[probe].key) {
            probe += 1
            if let high = parseNumber(tokens, &probe) {
                if high > low {
                    index = probe
                    return Quantity(low, to: high)
                }
                // "1-1/2": a mixed number written with a hyphen.
                if tokens[probe - 2].key == "-", high < 1, low == low.rounded() {
                    index = probe
                    return Quantity(low + high)
                }
            }
        }
        return Quantity(low)
    }

    /// A single number: "2", "0.5", "1/2", "½", "1 1/2", "1 ½", "one", "a", "half a", "a quarter of a".
    static func parseNumber(_ tokens: [Token], _ index: inout Int) -> Double? {
        guard index < tokens.count else { return nil }
        let key = tokens[index].key
        if let whole = plainNumber(key) {
            index += 1
            // "2 and 1/4"
            if index + 1 < tokens.count, tokens[index].key == "and", let fraction = plainNumber(tokens[index + 1].key),
                fraction < 1
            {
                index += 2
                return whole + fraction
            }
            if !key.contains("/"), index < tokens.count, let fraction = plainNumber(tokens[index].key),
                fraction < 1, tokens[index].key.contains("/") || tokens[index].key.count == 1
            {
                index += 1
                return whole + fraction
            }
            return whole
        }
        guard let word = UnitAliases.numberWords[key] else { return nil }
        // "half and half" is cream, not a number.
        if key == "half", index + 2 < tokens.count, ["and", "&"].contains(tokens[index + 1].key), tokens[index + 2].key == "half" {
            return nil
        }
        var probe = index + 1
        var value = word
        if key == "a" || key == "an" || key == "one" {
            // "a quarter", "a half", "one and a half"
            if probe < tokens.count, let next = UnitAliases.numberWords[tokens[probe].key], next < 1 || next == 12 {
                value = next
                probe += 1
            } else if key == "one", probe + 2 < tokens.count, tokens[probe].key == "and",
                let next = UnitAliases.numberWords[tokens[probe + 2].key], next < 1
            {
                value = 1 + next
                probe += 3
            }
        }
        // "half a pound", "quarter of a pound"
        if value < 1 {
            if probe < tokens.count, tokens[probe].key == "of" { probe += 1 }
            if probe < tokens.count, tokens[probe].key == "a" || tokens[probe].key == "an" { probe += 1 }
        }
        if key == "a" || key == "an" {
            // A bare article only counts as "1" when a unit follows ("a pinch", "a dash").
            guard value != 1 || parseUnit(tokens, probe) != nil else { return nil }
        }
        index = probe
        return value
    }

    /// "2", "0.5", ".75", "1/2", "½".
    static func plainNumber(_ key: String) -> Double? {
        if key.count == 1, let char = key.first, let value = UnitAliases.vulgarFractions[char] { return value }
        if let slash = key.firstIndex(of: "/") {
            guard let top = Double(key[..<slash]), let bottom = Double(key[key.index(after: slash)...]), bottom > 0
            else { return nil }
            return plausible(top / bottom)
        }
        guard let first = key.first, first.isNumber || first == "." else { return nil }
        return Double(key).flatMap(plausible)
    }

    /// The largest number read as a quantity. A recipe line never measures a million of anything,
    /// so a bigger number ("99999999999999999999 eggs") is text, not an amount to scale and convert.
    public static let largestQuantity = 1_000_000.0

    /// `value` when it can be a recipe quantity: finite, not negative and at most ``largestQuantity``.
    static func plausible(_ value: Double) -> Double? {
        value.isFinite && value >= 0 && value <= largestQuantity ? value : nil
    }

    /// A unit of one or two words ("oz", "fl oz", "bar spoon"); "T" is a tablespoon and "t" a teaspoon.
    static func parseUnit(_ tokens: [Token], _ index: Int) -> (MeasureUnit, Int)? {
        guard index < tokens.count else { return nil }
        if index + 1 < tokens.count, let unit = UnitAliases.table["\(tokens[index].key) \(tokens[index + 1].key)"] {
            return (unit, index + 2)
        }
        let text = tokens[index].text.trimming(".,")
        if text == "T" || text == "Tbs" || text == "Tb" { return (.tbsp, index + 1) }
        if text == "t" { return (.tsp, index + 1) }
        let key = tokens[index].key
        if let unit = UnitAliases.table[key] ?? UnitAliases.table[key.trimming(".")] {
            return (unit, index + 1)
        }
        return nil
    }
}
