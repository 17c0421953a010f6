import Foundation
import LarderCore

/// `Bundle/curation/taste-profiles.tsv`, parsed: our own taste profiles for ingredients.
///
/// One ingredient a line, tab-separated: `id`, then space-separated terms.
/// - `axis=N` sets an axis (0–5, halves allowed); axes left out are 0;
/// - a line whose terms start with `^` starts from the parent's resolved profile and adjusts it:
///   `axis=N` replaces the parent's value, `axis+N` / `axis-N` move it;
/// - `like=ID` starts from another ingredient's resolved profile (lime wedge like lime);
/// - `potency=N` says how concentrated the ingredient tastes (bitters, extracts); inherited;
/// - a line `@category` (`@spice`, `@meat`) gives the default for ingredients of that category that have
///   no line of their own and no profiled ancestor.
/// `#` starts a comment line.
public struct TasteProfileFile: Sendable {
    /// A term of a line.
    public enum Term: Sendable, Hashable {
        case set(TasteAxis, Double)
        case adjust(TasteAxis, Double)
        case like(IngredientID)
        case potency(Double)
    }

    /// One line: whether it starts from the parent, and its terms.
    public struct Entry: Sendable, Hashable {
        public var fromParent: Bool
        public var terms: [Term]
    }

    public var entries: [IngredientID: Entry]
    public var categoryDefaults: [IngredientCategory: Entry]

    /// Parses the text of the file; `path` names it in errors.
    public static func parse(_ text: String, path: String) throws(ImportError) -> TasteProfileFile {
        var entries: [IngredientID: Entry] = [:]
        var defaults: [IngredientCategory: Entry] = [:]
        var keys = CurationKeys(path)
        for (number, raw) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let cells = line.split(separator: "\t", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
            func fail(_ why: String) -> ImportError { .malformed(path, "line \(number + 1): \(why)") }
            // An id alone is a profile of zeros: something with no taste of its own (water, ice).
            guard !cells[0].isEmpty, !cells[0].contains(" ") else { throw fail("expected an id, a tab and the profile") }
            var words = cells.count > 1 ? cells[1].split(separator: " ").map(String.init) : []
            var fromParent = false
            if words.first == "^" {
                fromParent = true
                words.removeFirst()
            }
            var terms: [Term] = []
            for word in words {
                guard let parsed = term(word) else { throw fail("cannot read '\(word)'") }
                terms.append(parsed)
            }
            let entry = Entry(fromParent: fromParent, terms: terms)
            try keys.insert(cells[0], line: number + 1)
            if cells[0].hasPrefix("@") {
                guard let category = IngredientCategory(rawValue: String(cells[0].dropFirst())) else {
                    throw fail("unknown category \(cells[0])")
                }
                defaults[category] = entry
            } else {
                let id = IngredientID(cells[0])
                entries[id] = entry
            }
        }
        return TasteProfileFile(entries: entries, categoryDefaults: defaults)
    }

    private static func term(_ word: String) -> Term? {
        if let eq = word.firstIndex(of: "=") {
            let key = String(word[..<eq]), value = String(word[word.index(after: eq)...])
            if key == "like" { return value.isEmpty ? nil : .like(IngredientID(value)) }
            guard let number = Double(value), number >= 0 else { return nil }
            if key == "potency" { return number > 0 && number <= 100 ? .potency(number) : nil }
            guard let axis = TasteAxis(name: key), number <= 5 else { return nil }
            return .set(axis, number)
        }
        for sign in ["+", "-"] {
            if let at = word.lastIndex(of: Character(sign)), at != word.startIndex,
                let axis = TasteAxis(name: String(word[..<at])), let number = Double(word[word.index(after: at)...]), number <= 5
            {
                return .adjust(axis, sign == "+" ? number : -number)
            }
        }
        return nil
    }

    /// Reads and parses the file at `url`.
    public static func load(_ url: URL) throws(ImportError) -> TasteProfileFile {
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            throw .missingFile(url.path)
        }
        return try parse(text, path: url.lastPathComponent)
    }
}
