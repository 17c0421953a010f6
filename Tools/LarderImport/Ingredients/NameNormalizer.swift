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

    /// Where the ingredient's name ends: brand preferences, serving notes, sentences.
    static let endMarkers = [
        " preferably", " e.g", " eg.", " ie.", " i.e", " such as", " like ", " for garnish", " for the ", " for rim",
        " to serve", " as a garnish", " as garnish", " as additional garnish", " to garnish", " to decorate",
        " to taste", " to marinate", " as needed", " per ", " with ", " if ", " infused", " as required",
    ]

    /// The candidate for `text`.
    ///
    /// - Complexity: O(n) in the length of `text`.
    public func candidate(_ text: String) -> Candidate {
        let (primary, alternatives) = splitAlternatives(cleaned(text))
        let words = primary.split(whereSeparator: { $0 == " " }).map(String.init)
        let singularWords = words.map(Self.singular)
        let kept = singularWords.enumerated().filter {
            !isDescriptor(words[$0.offset]) && !isDescriptor($0.element) && !$0.element.contains(where: \.isNumber)
                && !$0.element.contains("%")
        }.map(\.element)
        var keys: [String] = []
        for key in [
            Slug.make(text), Slug.make(primary), Slug.make(singularWords.joined(separator: " ")),
            Slug.make(kept.joined(separator: " ")),
        ] where !key.isEmpty && !keys.contains(key) {
            keys.append(key)
        }
        let name = kept.joined(separator: " ").trimming("-'. ")
        let slugWords = Slug.make(name).split(separator: "-")
        let plausible = !slugWords.isEmpty && slugWords.count <= 5 && name.contains(where: \.isLetter)
            && !slugWords.contains(where: { Self.sentenceWords.contains(String($0)) || $0.allSatisfy(\.isNumber) })
        return Candidate(keys: keys, name: name, alternatives: alternatives, isPlausible: plausible)
    }

    /// The text folded, without serving notes, parentheticals, preparation after a comma, a leading
    /// amount or measure word, and with "juice of a lime" turned round.
    func cleaned(_ text: String) -> String {
        var t = Folding.fold(text).normalizingSpaces()
        t = t.replacingOccurrences(of: "*", with: "").replacingOccurrences(of: "&", with: " and ")
        for marker in Self.endMarkers {
            if let range = t.range(of: marker) { t = String(t[..<range.lowerBound]) }
        }
        for prefix in ["optional:", "garnish:", "rim:"] where t.hasPrefix(prefix) { t.removeFirst(prefix.count) }
        let juiced = t.contains(", juiced") || t.hasSuffix(" juiced")
        t = removingParentheticals(t)
        // Preparation after a comma goes; "peeled, chopped carrots" keeps what follows a comma
        // when only descriptors precede it.
        while let cut = t.firstIndex(where: { $0 == "," || $0 == ";" || $0 == ":" }) {
            let head = t[..<cut].split(separator: " ").map(String.init)
            if !head.isEmpty, head.allSatisfy(isDescriptor) {
                t = String(t[t.index(after: cut)...]).trimmingWhitespace()
            } else {
                t = String(t[..<cut])
            }
        }
        t = droppingJoinedDescriptors(t).trimmingWhitespace()
        if let first = t.first, first.isNumber || ["a ", "an ", "one ", "two ", "half "].contains(where: t.hasPrefix) {
            let (amount, rest) = AmountParser.split(t)
            if amount != nil { t = rest.trimmingWhitespace() }
        }
        // A sentence after a full stop ("cheese. use a mild one"), but not an abbreviation ("st. germain").
        if let range = t.range(of: ". "), t[..<range.lowerBound].split(separator: " ").last.map({ $0.count >= 4 }) == true {
            t = String(t[..<range.lowerBound])
        }
        t = droppingLeadingMeasures(rephrasedOf(t))
        return juiced ? t + " juice" : t
    }

    /// "bourbon or rye whiskey" → ("bourbon whiskey", ["rye whiskey"]); "thyme/oregano" → ("thyme", ["oregano"]).
    func splitAlternatives(_ text: String) -> (primary: String, alternatives: [String]) {
        var pieces = text.components(separatedBy: " or ").flatMap { $0.components(separatedBy: "/") }
            .map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
        if pieces.isEmpty { pieces = [text] }
        // "fresh or frozen strawberries": a leading piece of descriptors only qualifies the next.
        let qualifiers: Set<String> = ["canned", "dried", "frozen", "whole", "diced"]
        while pieces.count > 1, pieces[0].split(separator: " ").allSatisfy({ isDescriptor(String($0)) || qualifiers.contains(String($0)) }) {
            pieces.removeFirst()
        }
        var primary = pieces[0]
        let alternatives = Array(pieces.dropFirst())
        // "bourbon or rye whiskey", "white or brown rice": a lone modifier shares the other's noun.
        if alternatives.count == 1, let noun = alternatives[0].split(separator: " ").last,
            alternatives[0].split(separator: " ").count >= 2,
            let head = primary.split(separator: " ").last(where: { !isDescriptor(String($0)) }),
            Self.modifiers.contains(String(head)) || primary.split(separator: " ").count == 1,
            !primary.hasSuffix(String(noun))
        {
            primary += " " + noun
        }
        return (primary, alternatives)
    }

    func isDescriptor(_ word: String) -> Bool { descriptors.contains(word) }

    /// Measure words that lead a name without a number ("glass of red wine", "tablespoon olive oil").
    static let measureWords: Set<String> = [
        "bowl", "bowls", "glass", "glasses", "loaf", "head", "block", "couple", "little", "bit", "drizzle", "heaped",
        "rounded", "overfilled", "teensy", "strand", "metric", "x", "inch", "spoonful", "table-spoonful",
        "tea-spoonful", "salt-spoonful", "dl", "g", "to",
    ]

    /// "glass of red wine" → "red wine"; a lone word stays.
    func droppingLeadingMeasures(_ text: String) -> String {
        var words = text.split(separator: " ").map(String.init)
        while words.count > 1, Self.measureWords.contains(words[0]) || UnitAliases.table[words[0]] != nil {
            words.removeFirst()
            if words.count > 1, words[0] == "of" { words.removeFirst() }
        }
        return words.joined(separator: " ")
    }

    /// "peeled and sliced potatoes" → "peeled sliced potatoes": an "and" between descriptors joins no ingredients.
    func droppingJoinedDescriptors(_ text: String) -> String {
        let words = text.split(separator: " ").map(String.init)
        var out: [String] = []
        for (index, word) in words.enumerated() {
            if word == "and" || word == "&", index > 0, isDescriptor(words[index - 1]) { continue }
            out.append(word)
        }
        return out.joined(separator: " ")
    }

    /// "juice of 1 lime" → "lime juice"; "zest of half an orange" → "orange zest"; "sprig of mint" → "mint sprig".
    func rephrasedOf(_ text: String) -> String {
        for part in ["juice", "zest", "peel", "twist", "slice", "wedge", "sprig", "wheel", "rind"] {
            for joiner in [" of ", " from ", "s of "] {
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
