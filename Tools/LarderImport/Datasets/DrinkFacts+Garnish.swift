import Foundation
import LarderCore

/// The garnish a record's directions state ("Garnish with a slice of orange.", "Decorate with
/// cherries.", "(Optional) Add an orange slice to garnish."), kept as a fact: the garnish's name
/// ("orange slice"), never the sentence. Only a clause whose every word is a garnish word is kept;
/// anything else (a brand, a serving note, an expressed and discarded twist) is left for curation.
extension DrinkFacts {
    /// Clauses that introduce the garnish after them: "garnish with …", "decorate the glass with …".
    static let garnishLeads = try! NSRegularExpression(
        pattern: #"\b(?:garnish(?:ed)?|granish|decorate[d]?)(?: it| the (?:cocktail|drink|glass|glasses)| your (?:cocktail|drink|glass)| each glass)? with (.+)"#)

    /// Clauses that name the garnish before them: "add an orange slice to garnish", "use the
    /// pineapple peel as garnish".
    static let garnishTails = try! NSRegularExpression(
        pattern: #"\b(?:add|use|put) (.+?) (?:as (?:a )?garnish|to garnish|for garnish)\b"#)

    /// "slice of orange" → "orange slice"; "sprigs of mint" → "mint sprigs"; "a spring of mint" (a
    /// record's typo) → "mint sprig".
    static let cutOfFruit = try! NSRegularExpression(
        pattern: #"\b(twist|slice|wedge|wheel|sprig|spring|peel|leaf|stick|spear)(s?) of (?:a |an |the |fresh )?((?:pink |green |red |blood )?[a-z]+(?: zest| peel)?)"#)

    /// Where the garnish's name ends in a clause: the rest says how or when, not what.
    static let garnishClauseEnds = [
        ",? and serve", ",? if ", ",? then ", " to taste", " before ", " on the ", " over the ", " into ", " in the ",
        " squeezed over", " and enjoy", " on top",
    ]

    /// Every word a garnish's name may have: the fruits, herbs, spices and sweets bars put on a
    /// drink, their cuts, a few adjectives, and the words that join them.
    static let garnishWords: Set<String> = [
        // cuts and shapes
        "twist", "twists", "wheel", "wheels", "wedge", "wedges", "slice", "slices", "sprig", "sprigs", "leaf", "leaves",
        "peel", "zest", "stick", "sticks", "spear", "spears", "half", "rim", "shavings", "pieces", "pod",
        // fruit
        "lime", "lemon", "orange", "grapefruit", "pineapple", "cucumber", "celery", "cherry", "cherries", "maraschino",
        "olive", "olives", "strawberry", "strawberries", "raspberries", "blueberries", "blackberries", "berries",
        "apple", "peach", "banana", "kiwi", "mango", "watermelon", "pomegranate", "seeds", "coconut",
        // herbs, spices, flowers
        "mint", "basil", "thyme", "rosemary", "lavender", "curry", "cinnamon", "nutmeg", "star", "anise", "ginger",
        "cardamom", "vanilla", "flowers", "flower", "petals", "rose", "chili", "chilli", "jalapeno",
        // sweets and toppings
        "chocolate", "cocoa", "powder", "whipped", "cream", "coffee", "beans", "sugar", "salt",
        // adjectives
        "cocktail", "green", "red", "pink", "fresh", "dried", "grated", "ground", "thin", "edible", "candied", "toasted",
        "shredded", "sliced",
        // joining words
        "a", "an", "and", "or", "of", "with",
    ]

    /// The garnish the direction sentences of a record state, or `nil` when none states one a rule
    /// can read. The first sentence that gives one wins.
    public static func garnish(inDirections directions: [String]) -> String? {
        for sentence in directions.flatMap(sentences) {
            if let garnish = garnish(inSentence: sentence) { return garnish }
        }
        return nil
    }

    /// The sentences of a direction text: split after ".", "!" and ";", and before a numbered step ("2.").
    static func sentences(_ text: String) -> [String] {
        text.replacingOccurrences(of: #"(?:^|\s)\d+\.\s"#, with: "|", options: .regularExpression)
            .replacingOccurrences(of: #"([.!;])\s+"#, with: "$1|", options: .regularExpression)
            .split(separator: "|").map { String($0).trimmingWhitespace() }.filter { !$0.isEmpty }
    }

    /// The garnish one sentence states, if it states one in garnish words only.
    static func garnish(inSentence sentence: String) -> String? {
        let folded = Folding.fold(sentence.normalizingSpaces())
        // A twist expressed and discarded is not on the drink.
        guard !folded.contains("discard") else { return nil }
        let range = NSRange(folded.startIndex..., in: folded)
        let clause: String
        if let hit = garnishLeads.firstMatch(in: folded, range: range), let captured = Range(hit.range(at: 1), in: folded) {
            // "…, or garnish with olives if requested": an alternative to another garnish, not the garnish.
            guard let start = Range(hit.range, in: folded), !folded[..<start.lowerBound].hasSuffix("or ") else { return nil }
            clause = String(folded[captured])
        } else if let hit = garnishTails.firstMatch(in: folded, range: range), let captured = Range(hit.range(at: 1), in: folded) {
            clause = String(folded[captured])
        } else {
            return nil
        }
        return garnishName(clause)
    }

    /// The garnish's name in a clause that follows or precedes a garnish verb: parentheses dropped
    /// ("(optional)"), cut where the clause goes on to say how or when, leading articles dropped,
    /// "slice of orange" written "orange slice", no article after the first; `nil` unless every word is a garnish word.
    static func garnishName(_ clause: String) -> String? {
        var name = clause.replacingOccurrences(of: #"\([^)]*\)"#, with: "", options: .regularExpression)
        if let stop = name.firstIndex(where: { ".;!:(".contains($0) }) { name = String(name[..<stop]) }
        for end in garnishClauseEnds {
            if let range = name.range(of: end, options: .regularExpression) { name = String(name[..<range.lowerBound]) }
        }
        name = name.replacingOccurrences(of: " / ", with: "/").normalizingSpaces()
        while let last = name.last, last == "," || last == " " { name.removeLast() }
        for lead in ["a few ", "some ", "few ", "a ", "an ", "the "] where name.hasPrefix(lead) {
            name.removeFirst(lead.count)
        }
        let range = NSRange(name.startIndex..., in: name)
        var out = ""
        var cursor = name.startIndex
        for hit in cutOfFruit.matches(in: name, range: range) {
            guard let whole = Range(hit.range, in: name), let cut = Range(hit.range(at: 1), in: name),
                let plural = Range(hit.range(at: 2), in: name), let fruit = Range(hit.range(at: 3), in: name)
            else { continue }
            let word = name[cut] == "spring" ? "sprig" : String(name[cut])
            out += name[cursor..<whole.lowerBound] + "\(name[fruit]) \(word)\(name[plural])"
            cursor = whole.upperBound
        }
        name = (out + name[cursor...]).trimmingWhitespace()
        // "sliced lime" is lime slices.
        name = name.replacingOccurrences(of: #"^sliced ([a-z]+)$"#, with: "$1 slices", options: .regularExpression)
        // One article, which the composer writes before the whole garnish: "a mint sprig and a lime
        // slice" is "mint sprig and lime slice".
        name = name.replacingOccurrences(of: #"\b(and|or|,) (?:a|an|some) "#, with: "$1 ", options: .regularExpression)
        let words = name.split(whereSeparator: { !$0.isLetter }).map(String.init)
        guard (1...8).contains(words.count), words.allSatisfy(garnishWords.contains),
            !["a", "an", "and", "or", "of", "with"].contains(words.last!)
        else { return nil }
        return name
    }

    /// Words of an ingredient line's name that say how the garnish is cut, not what it is.
    static let cutWords: Set<String> = [
        "fresh", "slice", "slices", "sliced", "wedge", "wedges", "wheel", "wheels", "leaf", "leaves", "sprig", "sprigs", "twist", "peel",
    ]

    /// Whether a record's ingredient line is the garnish its directions name rather than part of the
    /// drink: the garnish names the line's ingredient, and the line is at most two cut pieces (a
    /// slice, a wedge, a leaf or sprig; or a count whose name says the cut, "2 lemon wedges") or has
    /// no amount. Four lime wedges muddled in a caipirinha are more than a garnish.
    public static func isGarnishLine(name: String, amount: Amount?, garnish: String) -> Bool {
        let garnishWords = Set(Folding.fold(garnish).split(whereSeparator: { !$0.isLetter }).map(String.init))
        let words = Folding.fold(name).split(whereSeparator: { !$0.isLetter }).map(String.init)
        let named = words.filter { !cutWords.contains($0) }
        guard !named.isEmpty, named.allSatisfy(garnishWords.contains) else { return false }
        guard let amount else { return true }
        if let quantity = amount.quantity, (quantity.high ?? quantity.low) > 2 { return false }
        switch amount.unit {
        case .slice?, .wedge?, .leaf?, .sprig?: return true
        case nil, .piece?: return words.contains { cutWords.contains($0) && $0 != "fresh" }
        default: return false
        }
    }
}
