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

    /// A run of words that is, as a whole, an alias of other names ("spring onion" → green onion): the run
    /// matches as its words or as any of the alternatives, each a phrase.
    public struct Phrase: Sendable, Hashable {
        /// The index of the run's first word in ``FTSQuery/words``.
        public var start: Int
        /// The words in the run (two or more).
        public var count: Int
        /// The names the run counts as, matched as phrases.
        public var alternatives: [String]

        /// A run of `count` words from word `start` that counts as any of `alternatives`.
        public init(start: Int, count: Int, alternatives: [String]) {
            self.start = start
            self.count = count
            self.alternatives = alternatives
        }
    }

    /// Runs of words with alternatives as a whole, in word order and not overlapping. Empty by default.
    public var phrases: [Phrase] = []

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

    /// The words with their alternatives as FTS5 terms joined by `AND`: `"gin"*`, or `("whisky"* OR "whiskey")`;
    /// a run with phrase alternatives is one term: `(("spring"* AND "onion"*) OR "green onion")`.
    func terms(prefix: Bool) -> String { phraseTree(prefix: prefix, firstPhrase: 0).expression }

    /// An FTS5 expression with its AND/OR tree of phrases written as a program for the catalog's `larder_match`.
    public struct PhraseTree: Sendable, Hashable {
        /// The expression (``FTSQuery/terms(prefix:)``).
        public var expression: String
        /// The tree in postfix order: phrase numbers, `&k` and `|k` (see `CSQLiteSearch.h`).
        public var postfix: [String]
        /// The phrases the expression holds (each quoted string is one).
        public var phrases: Int

        /// The program for `larder_match` on an expression of `total` phrases in all.
        public func program(total: Int) -> String { "\(total):" + postfix.joined(separator: " ") }
    }

    /// ``terms(prefix:)`` with its tree, the phrases numbered from `firstPhrase` in the order FTS5 numbers them
    /// (left to right): one traversal writes both, so that the numbers are those of the expression.
    public func phraseTree(prefix: Bool, firstPhrase: Int) -> PhraseTree {
        var tree = PhraseTree(expression: "", postfix: [], phrases: 0)
        func leaf(_ text: String) -> String {
            tree.postfix.append(String(firstPhrase + tree.phrases))
            tree.phrases += 1
            return text
        }
        func join(_ operands: Int, _ symbol: String) {
            if operands > 1 { tree.postfix.append(symbol + String(operands)) }
        }
        // The word at `index` with its alternatives as one term.
        func term(at index: Int) -> String {
            let word = leaf(Self.quoted(words[index]) + (prefix ? "*" : ""))
            let others = (index < alternatives.count ? alternatives[index] : []).map { leaf(Self.quoted($0)) }
            join(1 + others.count, "|")
            return others.isEmpty ? word : "(" + ([word] + others).joined(separator: " OR ") + ")"
        }
        var out: [String] = []
        var index = 0
        while index < words.count {
            if let phrase = phrases.first(where: { $0.start == index && $0.count > 1 && $0.start + $0.count <= words.count }) {
                let run = (index..<(index + phrase.count)).map { term(at: $0) }.joined(separator: " AND ")
                join(phrase.count, "&")
                let others = phrase.alternatives.map { " OR " + leaf(Self.quoted($0)) }
                join(1 + others.count, "|")
                out.append("((" + run + ")" + others.joined() + ")")
                index += phrase.count
            } else {
                out.append(term(at: index))
                index += 1
            }
        }
        join(out.count, "&")
        tree.expression = out.joined(separator: " AND ")
        return tree
    }

    /// `text` as an FTS5 string (a phrase when it holds several words).
    private static func quoted(_ text: String) -> String { "\"" + text.escaping("\"", with: "\"") + "\"" }
}
