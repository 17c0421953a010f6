import LarderCore

/// Words people wrap a search in that name no recipe: "gin cocktails", "what can I do with leftover rice",
/// "margarita on the rocks" (how a drink is served: on the rocks, neat, up).
///
/// A plural kind word ("cocktails", "drinks", "dishes") beside other words is the kind filter. The other
/// filler words are dropped only when the text as typed matches nothing, so that a name holding one
/// ("Chicken with Rice", "Between the Sheets") still matches as written.
enum FillerWords {
    /// Plural words that name a kind of recipe.
    static let kinds: [String: RecipeKind] = ["cocktails": .drink, "drinks": .drink, "dishes": .dish, "meals": .dish]

    /// Words of a question or a request around the ingredient or dish that is searched for.
    static let filler: Set<String> = [
        "a", "an", "and", "any", "best", "can", "cocktail", "cocktails", "cook", "do", "dish", "dishes", "drink", "drinks",
        "easy", "for", "good", "how", "i", "idea", "ideas", "in", "is", "it", "leftover", "leftovers", "make", "me",
        "meal", "meals", "my", "neat", "of", "on", "please", "recipe", "recipes", "rocks", "some", "something", "the", "to",
        "up", "use", "using", "what", "with", "you",
    ]

    /// `query` with a plural kind word in its text moved into the kind filter, when other words remain and
    /// no kind is set.
    static func applyKinds(to query: SearchQuery) -> SearchQuery {
        guard query.kind == nil, let text = query.text else { return query }
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        guard words.count > 1 else { return query }
        let kept = words.filter { kinds[Folding.fold($0)] == nil }
        guard kept.count < words.count, !kept.isEmpty,
              let kind = words.lazy.compactMap({ kinds[Folding.fold($0)] }).first
        else { return query }
        var query = query
        query.kind = kind
        query.text = kept.joined(separator: " ")
        return query
    }

    /// The text without its filler words, when it has some and other words remain; `nil` otherwise.
    static func withoutFiller(_ text: String) -> String? {
        let words = text.split(whereSeparator: \.isWhitespace).map(String.init)
        let kept = words.filter { !filler.contains(Folding.fold($0).filter { $0 != "'" && $0 != "?" && $0 != "," }) }
        guard !kept.isEmpty, kept.count < words.count else { return nil }
        return kept.joined(separator: " ")
    }
}
