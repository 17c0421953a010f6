import Foundation

/// A drink's garnish fact (free text such as "orange zest and cherry") read as the list of items it is,
/// each with its own article: "orange zest and a cherry", "a cinnamon stick and star anise".
extension InstructionComposer {
    /// Single words that name a whole garnish piece, not the fruit a shared noun follows ("lemon and orange
    /// twists"): a cherry, an olive.
    static let pieceGarnish: Set<Substring> = ["cherry", "olive", "onion", "strawberry", "raspberry", "blackberry", "blueberry", "orchid", "umbrella"]

    /// Fruit named alone, which in a list may be the first half of a shared noun ("orange and lime peels").
    static let sharedNounFruit: Set<Substring> = ["lime", "lemon", "orange", "grapefruit", "pineapple", "cucumber", "apple"]

    /// Cuts that, alone after "and", share the fruit named before them ("gondoraj lemon wedge and twist").
    static let bareCuts: Set<Substring> = ["peel", "zest", "twist", "wedge", "slice", "wheel", "peels", "twists", "wedges", "slices", "wheels"]

    /// The garnish fact as a step says it: read as a list (``readingAsList(_:)``), each item with its
    /// article when the fact is a plain list of items; as one phrase with one article otherwise (a list
    /// with "or" or "with", or one whose items share a noun).
    func articledGarnish(_ garnish: String) -> String {
        let listed = Self.readingAsList(garnish)
        guard let items = Self.garnishItems(listed) else { return withArticle(halved(listed)) }
        return joined(items.map { withArticle(halved($0)) })
    }

    /// "half orange slice" reads "half an orange slice".
    func halved(_ item: String) -> String {
        guard item.lowercased().hasPrefix("half ") else { return item }
        let rest = String(item.dropFirst(5))
        guard !["a", "an"].contains(rest.split(separator: " ").first.map(String.init) ?? "") else { return item }
        return "half " + withArticle(rest)
    }

    /// The items of a garnish list ("a, b and c"), or nil when it is one phrase: a single item, a choice
    /// ("or", "/"), a description ("with"), or items that share a noun.
    static func garnishItems(_ listed: String) -> [String]? {
        let lowered = listed.lowercased()
        guard ![" or ", "/", " with "].contains(where: lowered.contains) else { return nil }
        var items: [String] = []
        for part in listed.split(separator: ",").map({ $0.trimmingCharacters(in: .whitespaces) }) {
            let split = part.split(separator: " ", omittingEmptySubsequences: true)
            // "and" separates items; a leading "and" after a comma (", and lime peel") joins the list.
            var current: [Substring] = []
            for word in split {
                if word.lowercased() == "and" {
                    if !current.isEmpty { items.append(current.joined(separator: " ")) }
                    current = []
                } else {
                    current.append(word)
                }
            }
            if !current.isEmpty { items.append(current.joined(separator: " ")) }
        }
        guard items.count > 1 else { return nil }
        for item in items.dropLast() where !standsAlone(item) { return nil }
        let last = items[items.count - 1].lowercased()
        if !last.contains(" "), bareCuts.contains(last[...]) { return nil }
        return items
    }

    /// Whether a garnish item before the last names a garnish of its own, not a fruit that shares the next
    /// item's noun: two or more words, a plural, a whole piece (``pieceGarnish``) or a mass such as mint.
    static func standsAlone(_ item: String) -> Bool {
        let words = item.lowercased().split(separator: " ")
        guard words.count == 1, let word = words.first else { return !words.isEmpty }
        if sharedNounFruit.contains(word) { return false }
        let plural = word.hasSuffix("s") && !word.hasSuffix("ss")
        return plural || pieceGarnish.contains(word) || uncountedGarnish.contains(word)
    }
}
