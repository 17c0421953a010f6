import LarderCore

/// Turns ingredient text as the data sets write it ("Fresh Lime Juice", "lime juice (fresh)",
/// "juice of 1 lime", "1 large yellow onion, diced", "Bourbon or Rye Whiskey") into lookup keys
/// and a clean singular name.
public struct NameNormalizer: Sendable {
    /// Words stripped before lookup ("fresh", "chopped", "large").
    public let descriptors: Set<String>

    public init(descriptors: Set<String>) { self.descriptors = descriptors }

    /// What the text names, ready for lookup.
    public struct Candidate: Sendable, Equatable {
        /// Slug keys to try, most specific first.
        public var keys: [String]
        /// The clean singular name ("yellow onion"), lower case.
        public var name: String
        /// Other ingredients the text offers in its place ("rye whiskey" in "bourbon or rye whiskey").
        public var alternatives: [String]
        /// Whether `name` reads as an ingredient name rather than a sentence or a leftover.
        public var isPlausible: Bool
    }

    /// Words that never occur in an ingredient name but do in sentences.
    static let sentenceWords: Set<String> = [
        "i", "you", "we", "it", "if", "that", "this", "want", "found", "recipe", "like", "doesn", "don", "t", "ve",
        "taste", "ie", "eg", "etc", "should", "can", "will", "use", "used", "make", "see", "note", "prefer",
        "needed", "serve", "serving", "s", "as", "with", "and", "or", "from", "is", "are", "per", "each",
    ]

    /// The candidate for `text`.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func candidate(_ text: String) -> Candidate {
        let whole = Slug.make(text)
        var t = Folding.fold(text).normalizingSpaces()
        t = t.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "&", with: " and ")
        for marker in [" preferably", " e.g", " eg.", " ie.", " i.e", " such as", " like ", " for garnish", " for the ", " for rim", " to serve", " to garnish", " to decorate", " to taste", " as needed", " per ", " with ", " if ", " infused", " as required"] {
            if let range = t.range(of: marker) { t = String(t[..<range.lowerBound]) }
        }
        if t.hasPrefix("optional:") { t = String(t.dropFirst(9)) }
        if t.hasPrefix("garnish:") { t = String(t.dropFirst(8)) }
        let juiced = t.contains(", juiced") || t.hasSuffix(" juiced")
        t = removingParentheticals(t)
        if let cut = t.firstIndex(where: { $0 == "," || $0 == ";" || $0 == ":" }) { t = String(t[..<cut]) }
        t = t.trimmingWhitespace()
        if let first = t.first, first.isNumber || ["a ", "an ", "one ", "two ", "half "].contains(where: t.hasPrefix) {
            let (amount, rest) = AmountParser.split(t)
            if amount != nil { t = rest.trimmingWhitespace() }
        }
        if let range = t.range(of: ". "), t[..<range.lowerBound].split(separator: " ").last.map({ $0.count >= 4 }) == true {
            t = String(t[..<range.lowerBound])
        }
        t = rephrasedOf(t)
        if juiced { t += " juice" }
        // Alternatives: "bourbon or rye whiskey", "thyme/oregano"
        var pieces = t.components(separatedBy: " or ").flatMap { $0.components(separatedBy: "/") }
            .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        if pieces.isEmpty { pieces = [t] }
        // "fresh or frozen strawberries": a leading piece of descriptors only qualifies the next.
        while pieces.count > 1, pieces[0].split(separator: " ").allSatisfy({ descriptors.contains(String($0)) || ["canned", "dried", "frozen", "whole", "diced"].contains(String($0)) }) {
            pieces.removeFirst()
        }
        var primary = pieces[0]
        var alternatives = Array(pieces.dropFirst())
        // "bourbon or rye whiskey", "white or brown rice": a lone modifier shares the other's noun.
        if alternatives.count == 1, let noun = alternatives[0].split(separator: " ").last,
            alternatives[0].split(separator: " ").count >= 2,
            let head = primary.split(separator: " ").last(where: { !descriptors.contains(String($0)) }),
            Self.modifiers.contains(String(head)) || primary.split(separator: " ").count == 1,
            !primary.hasSuffix(String(noun))
        {
            primary += " " + noun
        }
        let words = primary.split(whereSeparator: { $0 == " " }).map(String.init)
        let singularWords = words.map(Self.singular)
        let kept = singularWords.enumerated().filter {
            !descriptors.contains(words[$0.offset]) && !descriptors.contains($0.element) && !$0.element.contains(where: \.isNumber)
                && !$0.element.contains("%")
        }.map(\.element)
        var keys: [String] = []
        for key in [whole, Slug.make(primary), Slug.make(singularWords.joined(separator: " ")), Slug.make(kept.joined(separator: " "))]
        where !key.isEmpty && !keys.contains(key) {
            keys.append(key)
        }
        let name = kept.joined(separator: " ").trimming("-'. ")
        let slugWords = Slug.make(name).split(separator: "-")
        let plausible = !name.isEmpty && slugWords.count <= 5 && !slugWords.isEmpty
            && !slugWords.contains(where: { Self.sentenceWords.contains(String($0)) || $0.allSatisfy(\.isNumber) })
            && name.contains(where: \.isLetter)
        return Candidate(keys: keys, name: name, alternatives: alternatives, isPlausible: plausible)
    }

    /// "juice of 1 lime" → "lime juice"; "zest of half an orange" → "orange zest"; "sprig of mint" → "mint sprig".
    func rephrasedOf(_ text: String) -> String {
        for part in ["juice", "zest", "peel", "twist", "slice", "wedge", "sprig", "wheel", "rind"] {
            for joiner in [" of ", " from "] {
                let marker = part + joiner
                guard let range = text.range(of: marker) else { continue }
                let (_, rest) = AmountParser.split(String(text[range.upperBound...]))
                let subject = rest.split(separator: " ").map { Self.singular(String($0)) }.joined(separator: " ")
                return subject.isEmpty ? text : "\(subject) \(part)"
            }
        }
        return text
    }

    func removingParentheticals(_ text: String) -> String {
        var out = ""
        var depth = 0
        for char in text {
            if char == "(" || char == "[" { depth += 1; continue }
            if char == ")" || char == "]" { depth = max(0, depth - 1); continue }
            if depth == 0 { out.append(char) }
        }
        return out.normalizingSpaces()
    }

    /// Words that qualify a noun rather than name an ingredient ("white" in "white or brown rice").
    static let modifiers: Set<String> = [
        "white", "brown", "red", "green", "yellow", "black", "dark", "light", "sweet", "dry", "smoked", "unsalted",
        "salted", "golden", "aged", "spiced", "blanco", "reposado",
    ]

    /// Words whose final "s" is not a plural.
    static let invariant: Set<String> = [
        "bitters", "molasses", "grits", "hummus", "couscous", "asparagus", "citrus", "swiss", "anise", "schnapps",
        "lees", "brussels", "bass", "pastis", "cassis", "jus", "tapas", "chips", "greens", "oats", "peas", "its",
        "mars", "this", "plus", "bus", "gas", "mojitos", "series", "species", "is", "has", "was", "as", "us",
        "peychauds", "hennessys", "gordons", "jamesons", "myers", "pimms", "baileys", "lea", "perrins", "lees",
        "glass", "grass", "lemongrass", "cress", "watercress", "hibiscus", "octopus", "cactus", "walnuts",
        "molasse", "quinoa", "gnocchi", "pus",
    ]
    static let irregular: [String: String] = [
        "leaves": "leaf", "loaves": "loaf", "halves": "half", "calves": "calf", "knives": "knife",
        "cookies": "cookie", "pies": "pie", "brownies": "brownie", "smoothies": "smoothie", "chillies": "chilli",
        "chilies": "chili", "anchovies": "anchovy", "potatoes": "potato", "tomatoes": "tomato", "mangoes": "mango",
        "walnuts": "walnut", "oats": "oat", "peas": "pea", "greens": "green", "chips": "chip", "dice": "die",
        "geese": "goose", "mice": "mouse", "teeth": "tooth", "feet": "foot", "women": "woman", "men": "man",
        "cloves": "clove", "olives": "olive", "chives": "chive", "endives": "endive", "sprouts": "sprout",
        "fries": "fry", "berries": "berry",
    ]

    /// The singular of one lower-case word ("limes" → "lime", "berries" → "berry", "bitters" stays).
    public static func singular(_ word: String) -> String {
        if let mapped = irregular[word] { return mapped }
        if word.count <= 3 || invariant.contains(word) || !word.hasSuffix("s") { return word }
        if word.hasSuffix("ss") || word.hasSuffix("us") || word.hasSuffix("is") || word.hasSuffix("'s") { return word }
        if word.hasSuffix("ies") { return String(word.dropLast(3)) + "y" }
        for ending in ["ches", "shes", "sses", "xes", "zes", "oes"] where word.hasSuffix(ending) {
            return String(word.dropLast(2))
        }
        return String(word.dropLast())
    }
}
