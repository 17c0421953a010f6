import Foundation
import LarderCore

/// One ingredient line of an imported recipe: the source's text and what the amount parser reads in it.
///
///     ImportedLine("2 ½ cups plain flour, sifted")
///     // amount 2 1/2 cup, name "plain flour", note "sifted"
public struct ImportedLine: Hashable, Codable, Sendable {
    /// The line as the source gives it, cleaned of markup.
    public var text: String
    /// The amount at the start of the line, as canonical text ("2 1/2 cup", "2-3 dash"), when it has one.
    public var amount: String?
    /// What is measured: the line without its amount and note ("plain flour").
    public var name: String
    /// What follows a comma or sits in brackets ("sifted", "about 2 limes").
    public var note: String?
    /// Whether the recipe is complete without the line ("(optional)" or ", optional" in the source).
    public var optional: Bool

    /// A line whose parts are given as they are, unparsed (as an export stores them).
    public init(text: String, amount: String?, name: String, note: String?, optional: Bool = false) {
        self.text = text
        self.amount = amount
        self.name = name
        self.note = note
        self.optional = optional
    }

    /// Parses `text` with the catalog's ``AmountParser``.
    public init(_ text: String) {
        let clean = Self.withoutPluralMarks(TextCleaner.inline(text))
        self.text = clean
        let (amount, rest) = AmountParser.split(clean)
        self.amount = amount.map(AmountFormatter.format)
        var name = rest
        var notes: [String] = []
        var optional = false
        var measured: String?
        // Bracketed asides, nested ones whole: "(optional)", "(about 2 limes)", "((Note 2))", "(200g)".
        while let open = name.firstIndex(of: "(") {
            guard let close = Self.matchingClose(in: name, from: open) else {
                name.remove(at: open)
                continue
            }
            var inside = String(name[name.index(after: open)..<close])
            while inside.hasPrefix("("), inside.hasSuffix(")") { inside = String(inside.dropFirst().dropLast()) }
            inside = inside.trimmingCharacters(in: .whitespacesAndNewlines.union(.punctuationCharacters).subtracting(["."]))
            let (bracketAmount, bracketRest) = AmountParser.split(inside)
            if inside.lowercased() == "optional" {
                optional = true
            } else if self.amount == nil, measured == nil, let bracketAmount, bracketRest.isEmpty {
                // "Halloumi (200g)": the only amount the line gives.
                measured = AmountFormatter.format(bracketAmount)
            } else if !inside.isEmpty {
                notes.append(inside)
            }
            name = String(name[..<open]) + " " + String(name[name.index(after: close)...])
        }
        if let comma = name.firstIndex(of: ",") {
            let after = String(name[name.index(after: comma)...]).trimmingWhitespace()
            if !after.isEmpty {
                if after.lowercased() == "optional" { optional = true } else { notes.insert(after, at: 0) }
            }
            name = String(name[..<comma])
        }
        if name.lowercased().hasSuffix(" optional") {
            optional = true
            name.removeLast(" optional".count)
        }
        // "Salt and pepper to taste": how much is a note, not part of the name.
        for phrase in Self.trailingNotes where name.lowercased().hasSuffix(" " + phrase) && name.count > phrase.count + 1 {
            name.removeLast(phrase.count + 1)
            notes.insert(phrase, at: 0)
            break
        }
        // A count after the name, as meal kits write it: "Ciabatta x2".
        var words = name.split(separator: " ")
        if let last = words.last, let mark = last.first, mark == "x" || mark == "×", let count = Int(last.dropFirst()), words.count > 1 {
            words.removeLast()
            name = words.joined(separator: " ")
            if self.amount == nil, measured == nil, count > 0 { measured = String(count) }
        }
        if self.amount == nil { self.amount = measured }
        self.name = TextCleaner.inline(name)
        self.note = notes.isEmpty ? nil : notes.joined(separator: "; ")
        self.optional = optional
    }

    /// Phrases that end a line's name but say how much or what for ("to taste", "for garnish").
    static let trailingNotes = ["to taste", "as needed", "as required", "for garnish", "to garnish", "for serving", "to serve", "for dusting", "for frying"]

    /// `text` without the plural marks glued to a word ("pincée(s)", "clove(s)", "tomato(es)"), which
    /// say nothing about the ingredient and would otherwise become a note.
    static func withoutPluralMarks(_ text: String) -> String {
        guard text.contains("(") else { return text }
        var out = text
        for mark in ["(s)", "(es)", "(S)", "(ES)"] {
            while let range = out.range(of: mark), range.lowerBound > out.startIndex,
                out[out.index(before: range.lowerBound)].isLetter {
                out.removeSubrange(range)
            }
        }
        return out
    }

    /// The index of the ")" that closes the "(" at `open`, counting nested pairs.
    static func matchingClose(in text: String, from open: String.Index) -> String.Index? {
        var depth = 0
        for index in text[open...].indices {
            if text[index] == "(" { depth += 1 }
            if text[index] == ")" {
                depth -= 1
                if depth == 0 { return index }
            }
        }
        return nil
    }
}
