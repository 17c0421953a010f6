import LarderCore

/// Turns user text into a safe FTS5 query.
///
/// User text never reaches FTS5 syntax: it is folded and cut into words of letters and digits, and each
/// word becomes a quoted prefix term (`"sour"*`). FTS5 operators typed by a user (`AND`, `NEAR`, `-`,
/// `*`, quotes, parentheses) are thereby plain words or dropped punctuation.
public struct FTSQuery: Sendable, Hashable {
    /// The most words taken from one query; the rest are ignored.
    public static let maximumWords = 16
    /// The longest word kept; longer runs are cut.
    public static let maximumWordLength = 48

    /// The searchable words, folded.
    public let words: [String]

    /// `nil` when `text` holds no searchable word.
    public init?(_ text: String) {
        var words: [String] = []
        var current = ""
        func flush() {
            if !current.isEmpty && words.count < Self.maximumWords { words.append(String(current.prefix(Self.maximumWordLength))) }
            current = ""
        }
        for scalar in Folding.fold(text).unicodeScalars {
            if (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9") {
                current.unicodeScalars.append(scalar)
            } else if scalar.properties.isAlphabetic {
                current.unicodeScalars.append(scalar)
            } else if scalar == "&" {
                // "Gin & Tonic" is "gin and tonic": the index writes the ampersand as the word too.
                flush()
                current = "and"
                flush()
            } else if scalar != "'" {
                flush()
            }
        }
        flush()
        guard !words.isEmpty else { return nil }
        self.words = words
    }

    /// Other terms that count the same as each word, by position (ingredient names the word is an alias of,
    /// spelling variants, typo corrections): whole words or phrases, matched exactly. Empty by default.
    public var alternatives: [[String]] = []

    /// A run of words that together count the same as other phrases ("icing sugar" → "powdered sugar").
    public struct PhraseAlternative: Sendable, Hashable {
        /// The positions of the words the phrases stand for.
        public var range: Range<Int>
        /// The phrases, matched as whole adjacent words.
        public var phrases: [String]

        public init(range: Range<Int>, phrases: [String]) {
            self.range = range
            self.phrases = phrases
        }
    }

    /// Runs of words with the phrases they count as (an ingredient a several-word alias names);
    /// the runs do not overlap. Empty by default.
    public var phraseAlternatives: [PhraseAlternative] = []

    /// The words joined by single spaces ("pina colada"): compared with folded names.
    public var normalized: String { words.joined(separator: " ") }

    /// All words, each as a prefix term (or one of its alternatives), anywhere in the document.
    public var matchExpression: String { terms(prefix: true) }

    /// All words, each as a prefix term, within the name and alias columns.
    public var nameExpression: String { "{name aliases} : (\(terms(prefix: true)))" }

    /// All words as whole words within the name and alias columns.
    public var nameWordsExpression: String { "{name aliases} : (\(terms(prefix: false)))" }

    /// All words as whole words within the name, alias and ingredient columns.
    public var wholeWordsExpression: String { "{name aliases ingredients} : (\(terms(prefix: false)))" }

    /// The words with their alternatives as FTS5 terms joined by `AND`: `"gin"*`, or `("whisky"* OR "whiskey")`.
    /// A run with phrase alternatives is `(("icing"* AND "sugar"*) OR "powdered sugar")`.
    func terms(prefix: Bool) -> String {
        func quoted(_ text: String) -> String { "\"" + text.replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
        func term(_ index: Int) -> String {
            let word = "\"\(words[index])\"" + (prefix ? "*" : "")
            let others = index < alternatives.count ? alternatives[index] : []
            guard !others.isEmpty else { return word }
            return "(" + ([word] + others.map(quoted)).joined(separator: " OR ") + ")"
        }
        var parts: [String] = []
        var index = 0
        while index < words.count {
            if let run = phraseAlternatives.first(where: { $0.range.lowerBound == index && $0.range.upperBound <= words.count && !$0.phrases.isEmpty }) {
                let inner = run.range.map(term).joined(separator: " AND ")
                parts.append("((\(inner)) OR " + run.phrases.map(quoted).joined(separator: " OR ") + ")")
                index = max(run.range.upperBound, index + 1)
            } else {
                parts.append(term(index))
                index += 1
            }
        }
        return parts.joined(separator: " AND ")
    }
}
