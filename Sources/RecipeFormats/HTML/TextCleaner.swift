import Foundation
import LarderCore

/// Turns text from a page or an app into plain text: tags removed, character references decoded,
/// white space collapsed.
public enum TextCleaner {
    /// Elements that end a line of text ("<br>", "</p>", "<li>").
    static let blockTags: Set<String> = ["br", "p", "li", "div", "ol", "ul", "h1", "h2", "h3", "h4", "h5", "h6", "tr", "section"]

    /// One line: tags dropped, references decoded, every run of white space one space.
    public static func inline(_ text: String) -> String {
        collapse(HTMLEntities.decode(stripTags(text, lineBreaks: false)))
    }

    /// Lines: tags that end a line of text become line breaks; empty lines are dropped.
    public static func lines(_ text: String) -> [String] {
        HTMLEntities.decode(stripTags(text, lineBreaks: true))
            .split(whereSeparator: { $0 == "\n" || $0 == "\r" })
            .map { collapse(String($0)) }
            .filter { !$0.isEmpty }
    }

    /// `text` cut where a sentence runs into the next with no space between ("…hours.When ready…"),
    /// as pages do that join their steps' paragraphs; `[text]` when it has no such place.
    static func gluedSentences(_ text: String) -> [String] {
        var parts: [String] = []
        var current = ""
        var previous: Character?
        var beforePrevious: Character?
        for char in text {
            // ".W" after a lower-case letter or a closing bracket: not "U.S." or "e.g.".
            if let mark = previous, ".!?".contains(mark), char.isUppercase, char.isLetter,
                let word = beforePrevious, word.isLowercase || word == ")" || word.isNumber,
                current.count > 1 {
                parts.append(current)
                current = ""
            }
            current.append(char)
            beforePrevious = previous
            previous = char
        }
        parts.append(current)
        let cleaned = parts.map { collapse($0) }.filter { !$0.isEmpty }
        return cleaned.count > 1 ? cleaned : [collapse(text)]
    }

    /// Lower case without diacritics or surrounding space, for comparing titles and lines.
    public static func fold(_ text: String) -> String {
        collapse(text).folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
    }

    /// Runs of white space as one space, trimmed at both ends.
    ///
    /// Control characters (C0, DEL, C1: a JSON string's "\u001b[2J", "\u0007", "\u0000") count as spaces, so
    /// that no imported text can move a terminal's cursor, clear its screen or retitle its window.
    static func collapse(_ text: String) -> String {
        text.split(whereSeparator: { $0.isWhitespace || isControl($0) }).joined(separator: " ")
    }

    /// Whether `character` is a control character (C0, DEL or C1).
    static func isControl(_ character: Character) -> Bool {
        character.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) }
    }

    /// Removes `<…>` tags; with `lineBreaks`, block tags leave a line break.
    static func stripTags(_ text: String, lineBreaks: Bool) -> String {
        guard text.contains("<") else { return text }
        var out = ""
        var rest = Substring(text)
        while let open = rest.firstIndex(of: "<") {
            out += rest[..<open]
            let after = rest[rest.index(after: open)...]
            // "<" not starting a tag ("a < b") stays as text.
            guard let first = after.first, first.isLetter || first == "/" || first == "!",
                let close = after.firstIndex(of: ">")
            else {
                out += "<"
                rest = after
                continue
            }
            if lineBreaks {
                let name = after[..<close].drop(while: { $0 == "/" }).prefix(while: { $0.isLetter || $0.isNumber }).lowercased()
                if blockTags.contains(name) { out += "\n" }
            }
            rest = after[after.index(after: close)...]
        }
        out += rest
        return out
    }
}
