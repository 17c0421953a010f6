import Foundation
import LarderCore

/// A dish method written by us in Cooklang (`Bundle/dishes/ID.cook`): `>> key: value` metadata,
/// steps as paragraphs, `@ingredient{qty%unit}(note)` (`@?` marks it optional), `#cookware{}`,
/// `~{qty%unit}` timers, `--` comments. Temperatures are written "180°C" in the prose.
///
/// Only the parts we use are read: a name needs braces when it has several words (`@olive oil{}`),
/// a single word may go without (`@salt`).
public struct CooklangRecipe: Sendable, Equatable {
    /// One ingredient mention.
    public struct Mention: Sendable, Equatable {
        public var name: String
        /// The quantity and unit as written ("1 1/2 cup", "2", "to taste"); `nil` for a plain reference.
        public var amount: String?
        public var note: String?
        public var optional: Bool
    }

    /// One step: its text and what it mentions, in order.
    public struct Step: Sendable, Equatable {
        public var text: String
        public var mentions: [Mention]
        public var cookware: [String]
        public var timers: [StepTimer]
        public var temperaturesCelsius: [Double]
    }

    /// `>> key: value` lines, keys folded to lower case.
    public var metadata: [String: String] = [:]
    public var steps: [Step] = []

    /// Why a method file could not be read.
    public struct SyntaxError: Error, Equatable, CustomStringConvertible {
        public var line: Int
        public var reason: String
        public var description: String { "line \(line): \(reason)" }
    }

    /// Lengths and volumes that are no catalog unit: a line must not be written in them.
    static let unknownMeasures: Set<String> = ["cm", "mm", "m", "inch", "inches", "in", "dl", "deciliter", "decilitre"]

    /// Parses one file's text.
    ///
    /// - Complexity: O(n) in the length of the text.
    public init(_ source: String) throws(SyntaxError) {
        var paragraph: [String] = []
        var paragraphStart = 0
        func flush() throws(SyntaxError) {
            defer { paragraph = [] }
            let text = paragraph.joined(separator: " ").normalizingSpaces()
            guard !text.isEmpty else { return }
            steps.append(try Self.step(text, line: paragraphStart))
        }
        for (number, raw) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = String(raw)
            if let comment = line.range(of: "--"), !line[..<comment.lowerBound].hasSuffix("-") {
                line = String(line[..<comment.lowerBound])
            }
            line = line.trimmingWhitespace()
            if line.hasPrefix(">>") {
                let body = line.dropFirst(2)
                guard let colon = body.firstIndex(of: ":") else {
                    throw SyntaxError(line: number + 1, reason: "metadata without a colon")
                }
                metadata[String(body[..<colon]).trimmingWhitespace().lowercased()] = String(body[body.index(after: colon)...]).trimmingWhitespace()
                continue
            }
            if line.isEmpty {
                try flush()
                continue
            }
            if paragraph.isEmpty { paragraphStart = number + 1 }
            paragraph.append(line)
        }
        try flush()
    }

    /// Every ingredient mention of every step, in order.
    public var mentions: [Mention] { steps.flatMap(\.mentions) }

    static func step(_ source: String, line: Int) throws(SyntaxError) -> Step {
        var step = Step(text: "", mentions: [], cookware: [], timers: [], temperaturesCelsius: [])
        var text = ""
        var chars = Substring(source)
        while let char = chars.first {
            guard char == "@" || char == "#" || char == "~" else {
                text.append(char)
                chars = chars.dropFirst()
                continue
            }
            chars = chars.dropFirst()
            var optional = false
            if char == "@", chars.first == "?" {
                optional = true
                chars = chars.dropFirst()
            }
            let name = takeName(&chars)
            var content: String? = nil
            if chars.first == "{" {
                guard let close = chars.firstIndex(of: "}") else { throw SyntaxError(line: line, reason: "unclosed {") }
                content = String(chars[chars.index(after: chars.startIndex)..<close]).trimmingWhitespace()
                chars = chars[chars.index(after: close)...]
            }
            var note: String? = nil
            if char == "@", chars.first == "(" {
                guard let close = chars.firstIndex(of: ")") else { throw SyntaxError(line: line, reason: "unclosed (") }
                note = String(chars[chars.index(after: chars.startIndex)..<close]).trimmingWhitespace()
                if note?.contains(where: { "@#~{}".contains($0) }) == true {
                    throw SyntaxError(line: line, reason: "a note holds a mention; close the note before it")
                }
                chars = chars[chars.index(after: close)...]
            }
            switch char {
            case "@":
                guard !name.isEmpty else { throw SyntaxError(line: line, reason: "@ without an ingredient name") }
                let amount = content.flatMap { $0.isEmpty ? nil : $0.replacingOccurrences(of: "%", with: " ").normalizingSpaces() }
                // A length or volume the catalog does not know ("2%cm", "1%dl") would be dropped and leave a bare
                // count ("2 gingers"); piece words ("2%stalk") count pieces and may stay.
                let unit = content.flatMap { $0.split(separator: "%", maxSplits: 1).dropFirst().first }.map { String($0).trimmingWhitespace() }
                if let content, let unit, Self.unknownMeasures.contains(unit.lowercased()),
                    AmountParser.parse(amount ?? "")?.unit == nil
                {
                    throw SyntaxError(line: line, reason: "@\(name){\(content)}: unknown unit; write a weight, a volume or a count")
                }
                step.mentions.append(Mention(name: name, amount: amount, note: note, optional: optional))
                text += Self.shownName(name, amount: amount)
            case "#":
                guard !name.isEmpty else { throw SyntaxError(line: line, reason: "# without a cookware name") }
                step.cookware.append(name)
                text += name
            default:
                guard let content, let timer = timer(content) else {
                    throw SyntaxError(line: line, reason: "timer needs {quantity%unit}")
                }
                step.timers.append(timer.timer)
                text += (name.isEmpty ? "" : name + " ") + timer.text
            }
        }
        let (rendered, temperatures) = temperatures(text.normalizingSpaces())
        step.text = rendered
        step.temperaturesCelsius = temperatures
        return step
    }

    /// A name: several words up to an opening brace, else one word.
    static func takeName(_ chars: inout Substring) -> String {
        let nameChars: (Character) -> Bool = { $0.isLetter || $0.isNumber || $0 == " " || $0 == "-" || $0 == "'" || $0 == "’" }
        let run = chars.prefix(while: nameChars)
        if chars.dropFirst(run.count).first == "{" {
            chars = chars.dropFirst(run.count)
            return String(run).trimmingWhitespace()
        }
        let word = chars.prefix { nameChars($0) && $0 != " " }
        chars = chars.dropFirst(word.count)
        return String(word)
    }

    /// How a mention reads in its step: a count of more than one in the plural ("Whisk @egg{3}" → "Whisk eggs",
    /// "@bay leaf{2}" → "bay leaves"); a measured amount ("@garlic{2%cloves}", "@flour{200%g}", "@rice paper{8%sheet}")
    /// leaves the name as written.
    static func shownName(_ name: String, amount: String?) -> String {
        guard let amount, !amount.contains(where: \.isLetter), let parsed = AmountParser.parse(amount), parsed.unit == nil,
            let quantity = parsed.quantity, (quantity.high ?? quantity.low) > 1
        else { return name }
        return Plural.plural(of: name)
    }

    /// "25%minutes" → 25 min; "25-30%min" → 25–30 min; "1%hour" → 60 min; with the text to print.
    static func timer(_ content: String) -> (timer: StepTimer, text: String)? {
        let parts = content.split(separator: "%", maxSplits: 1).map { String($0).trimmingWhitespace() }
        guard parts.count == 2 else { return nil }
        let bounds = parts[0].split(whereSeparator: { $0 == "-" || $0 == "–" }).map { number(String($0)) }
        guard let low = bounds.first ?? nil, bounds.count <= 2 else { return nil }
        let high = bounds.count == 2 ? bounds[1] : nil
        if bounds.count == 2 && high == nil { return nil }
        let unit = parts[1].lowercased()
        let scale: Double
        if unit.hasPrefix("h") { scale = 60 } else if unit.hasPrefix("m") { scale = 1 } else if unit.hasPrefix("s") {
            scale = 1.0 / 60
        } else if unit.hasPrefix("d") { scale = 1440 } else { return nil }
        let plural = (high ?? low) == 1 ? String(parts[1].dropLast(parts[1].hasSuffix("s") ? 1 : 0)) : parts[1]
        let written = parts[0].replacingOccurrences(of: " ", with: "\u{1}").split(whereSeparator: { $0 == "-" || $0 == "–" })
            .map { String($0).replacingOccurrences(of: "\u{1}", with: " ").trimmingWhitespace() }.joined(separator: "–")
        let text = "\(written) \(plural)"
        return (StepTimer(minutes: low * scale, maxMinutes: high.map { $0 * scale }), text)
    }

    /// "2", "1.5", "1/2", "2 1/2" as a number.
    static func number(_ text: String) -> Double? {
        var total = 0.0
        let words = text.split(separator: " ")
        guard !words.isEmpty else { return nil }
        for word in words {
            let fraction = word.split(separator: "/")
            if fraction.count == 2, let top = Double(fraction[0]), let bottom = Double(fraction[1]), bottom != 0 {
                total += top / bottom
            } else if fraction.count == 1, let value = Double(word) {
                total += value
            } else {
                return nil
            }
        }
        return total
    }

    /// Temperatures written "180°C" or "180 °C" become "180 °C", each also returned as a number; a range
    /// "180-190°C" or "180–190 °C" becomes "180–190 °C" and returns both ends, low first.
    static func temperatures(_ text: String) -> (String, [Double]) {
        var out = ""
        var found: [Double] = []
        var chars = Substring(text)
        while let char = chars.first {
            if char.isNumber, out.last.map({ !$0.isNumber && $0 != "." && $0 != "," }) ?? true {
                let digits = chars.prefix { $0.isNumber || $0 == "." }
                var rest = chars.dropFirst(digits.count)
                if let (high, after) = rangeEnd(rest), let low = Double(digits), let value = Double(high) {
                    out += "\(digits)–\(high) °C"
                    found += [low, value]
                    chars = after
                    continue
                }
                rest = rest.drop { $0 == " " }
                if rest.hasPrefix("°C") || rest.hasPrefix("ºC"), let value = Double(digits) {
                    out += "\(digits) °C"
                    found.append(value)
                    chars = rest.dropFirst(2)
                    continue
                }
                out += digits
                chars = chars.dropFirst(digits.count)
                continue
            }
            out.append(char)
            chars = chars.dropFirst()
        }
        return (out, found)
    }

    /// After a range's first number: "-190°C" or "–190 °C" gives the second number and the text after
    /// the degree sign; anything else (a date, "2-3 cm") gives nil.
    private static func rangeEnd(_ text: Substring) -> (Substring, Substring)? {
        guard let dash = text.first, dash == "-" || dash == "–" else { return nil }
        let digits = text.dropFirst().prefix { $0.isNumber || $0 == "." }
        guard !digits.isEmpty else { return nil }
        let rest = text.dropFirst(1 + digits.count).drop { $0 == " " }
        guard rest.hasPrefix("°C") || rest.hasPrefix("ºC") else { return nil }
        return (digits, rest.dropFirst(2))
    }
}
