import Foundation
import LarderCore

/// Structured drink facts recognised in a data set's fields: the mixing method and glass named in a
/// method text, the ice implied by method and glass, a short garnish phrase. Only keywords are
/// looked for; no sentence is kept.
public enum DrinkFacts {
    /// Glasses served without ice ("up").
    static let upGlasses: Set<String> = ["coupe", "cocktail", "nick and nora", "champagne", "shot", "margarita"]

    /// Glass keywords, longest first, mapped to our glass names (bar-assistant's vocabulary).
    static let glassKeywords: [(String, String)] = [
        ("old fashioned glass", "lowball"), ("old-fashioned glass", "lowball"), ("rocks glass", "lowball"),
        ("double rocks", "lowball"), ("old fashioned", "lowball"), ("lowball", "lowball"), ("tumbler", "lowball"),
        ("highball", "highball"), ("collins", "highball"), ("hurricane", "hurricane"), ("nick and nora", "nick and nora"),
        ("nick & nora", "nick and nora"), ("martini glass", "cocktail"), ("cocktail glass", "cocktail"),
        ("coupette", "coupe"), ("coupe", "coupe"), ("flute", "champagne"), ("champagne glass", "champagne"),
        ("wine glass", "wine"), ("copper mug", "copper mug"), ("tiki mug", "tiki"), ("irish coffee", "glass mug"),
        ("mug", "glass mug"), ("shot glass", "shot"), ("shooter", "shot"), ("margarita glass", "margarita"),
        ("julep cup", "julep"), ("julep", "julep"), ("pint glass", "pint"), ("beer glass", "pint"),
        ("snifter", "snifter"), ("goblet", "wine"), ("mason jar", "jar"),
    ]

    /// The glass a method text names, if any.
    public static func glass(in text: String) -> String? {
        let folded = Folding.fold(text)
        return glassKeywords.first { folded.contains($0.0) }?.1
    }

    /// The mixing method a method text names: the first of blend, layer/float, muddle, shake, stir,
    /// throw found, else built when the text pours or builds.
    public static func method(in text: String) -> MixMethod? {
        let folded = Folding.fold(text)
        let keyed: [(String, MixMethod)] = [
            ("blend", .blended), ("layer", .layered), ("muddle", .muddled), ("dry shake", .dryShaken),
            ("shake", .shaken), ("shaker", .shaken), ("stir", .stirred), ("throw", .thrown),
        ]
        // Stirred in the glass with cream floated on top (Irish Coffee) is built, not layered.
        if (folded.contains("layer") || folded.contains("float")) && folded.contains("stir") && !folded.contains("shake") {
            return .built
        }
        if let hit = keyed.first(where: { folded.contains($0.0) }) { return hit.1 }
        if ["pour", "build", "fill", "top", "add", "combine", "mix"].contains(where: folded.contains) { return .built }
        return nil
    }

    /// How the glass is iced, from the method, glass and (optionally) a method text.
    public static func ice(method: MixMethod?, glass: String?, text: String?) -> Ice? {
        let folded = text.map(Folding.fold) ?? ""
        if method == .blended { return blendedIce(text: text) }
        if folded.contains("crushed ice") || glass == "julep" || glass == "tiki" { return .crushed }
        if let glass {
            if upGlasses.contains(glass) { return .noIce }
            if ["lowball", "highball", "copper mug", "hurricane", "wine"].contains(glass) {
                return method == nil ? nil : .cubed
            }
            return glass == "glass mug" ? .noIce : nil
        }
        return nil
    }

    /// The ice of a blended drink from its method text: `crushed` (blended in) when a sentence puts
    /// ice in the blender (or names ice with no glass: an ingredient "ice"), `cubed` when ice only
    /// goes in the glass ("serve over ice"), `none` when the text names no ice (a smoothie of frozen fruit, a shake of ice cream). Without a text (a spec
    /// with no method prose) a blended drink is a frozen one, blended with crushed ice.
    static func blendedIce(text: String?) -> Ice {
        guard let text else { return .crushed }
        var inBlender = false, inGlass = false
        for sentence in Folding.fold(text).split(whereSeparator: { ".!;".contains($0) }) {
            let words = sentence.replacingOccurrences(of: "ice cream", with: "").replacingOccurrences(of: "ice-cream", with: "")
                .split(whereSeparator: { !$0.isLetter }).map(String.init)
            guard words.contains("ice") else { continue }
            let glassy = words.contains { ["glass", "glasses", "cup", "pitcher", "over", "serve", "serving"].contains($0) }
            let blendy = words.contains { $0.hasPrefix("blend") }
            if blendy || !glassy { inBlender = true } else { inGlass = true }
        }
        return inBlender ? .crushed : inGlass ? .cubed : .noIce
    }

    /// Drink families, in the order they are tried.
    static let families = [
        "old fashioned", "manhattan", "martini", "negroni", "margarita", "daiquiri", "sour", "fizz", "collins", "spritz",
        "julep", "smash", "flip", "mule", "swizzle", "toddy", "sling", "rickey", "cobbler", "punch", "highball",
        "tiki", "shot", "smoothie", "milkshake", "lemonade", "coffee", "tea",
    ]

    /// The drink's family ("sour", "spritz"), from its tags or the words of its name; `nil` when none fits.
    public static func family(name: String, tags: [String]) -> String? {
        let folded = tags.map(Folding.fold)
        if let tagged = families.first(where: folded.contains) { return tagged }
        let words = " " + Slug.make(name).replacingOccurrences(of: "-", with: " ") + " "
        return families.first { words.contains(" \($0) ") || words.contains(" \($0)s ") }
    }

    /// The IBA category slug a bar-assistant tag or IBA category names, if any.
    public static func ibaCategory(_ text: String) -> String? {
        switch Folding.fold(text) {
        case "the unforgettables", "unforgettables": "unforgettables"
        case "contemporary classics": "contemporary-classics"
        case "new era drinks", "new era": "new-era"
        default: nil
        }
    }

    /// A garnish as a short lower-case phrase ("orange twist"), from a field that may be a short
    /// phrase or a sentence such as "Garnish with a lemon twist." Sentences with other verbs give `nil`.
    public static func garnishPhrase(_ text: String) -> String? {
        var phrase = Folding.fold(text.normalizingSpaces())
        if phrase == "na" || phrase == "n/a" || phrase.isEmpty { return nil }
        for prefix in ["optionally garnish with ", "garnish optionally with ", "garnish with ", "garnished with ", "optional "] {
            if phrase.hasPrefix(prefix) { phrase.removeFirst(prefix.count) }
        }
        phrase = phrase.replacingOccurrences(of: "(optional)", with: "").replacingOccurrences(of: " for garnish", with: "")
        while let last = phrase.last, last == "." || last == " " || last == "," { phrase.removeLast() }
        for article in ["a ", "an ", "the "] where phrase.hasPrefix(article) { phrase.removeFirst(article.count) }
        let words = phrase.split(separator: " ")
        // A sentence starts with a verb or carries words no garnish name has.
        let leadingVerbs: Set<Substring> = ["rub", "squeeze", "sprinkle", "dip", "place", "float", "twist", "express", "serve", "add", "use", "top"]
        let sentenceWords: Set<Substring> = ["curling", "if", "requested", "over", "discard", "optionally", "well", "aroma", "additional", "onto"]
        guard let first = words.first, words.count <= 7, !phrase.contains("("), !leadingVerbs.contains(first),
            !words.contains(where: sentenceWords.contains)
        else { return nil }
        return phrase.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a note is a short fact (a few words, no sentence) that may be kept with a line.
    public static func isShortFact(_ text: String) -> Bool {
        let words = text.split(separator: " ")
        return !words.isEmpty && words.count <= 4 && !text.contains(".") && !text.contains(")") && !text.contains("(")
    }
}
