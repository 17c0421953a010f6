import LarderCore

/// Turns what a user types ("Bourbon", "fresh lime juice", "whisky") into one catalog ingredient.
///
/// Order: the id or slug, then the name, then aliases. Several ingredients sharing a name or alias is
/// an ambiguity listing them; nothing found lists close names ("did you mean").
struct IngredientResolver: Sendable {
    private let byID: Set<IngredientID>
    private let byName: [String: [IngredientID]]
    private let byAlias: [String: [IngredientID]]
    private let names: [String]
    private let nameOf: [IngredientID: String]

    init(_ ingredients: [Ingredient]) {
        byID = Set(ingredients.map(\.id))
        byName = Dictionary(grouping: ingredients, by: { Self.key($0.name) }).mapValues { $0.map(\.id).sorted() }
        var aliases: [String: Set<IngredientID>] = [:]
        for ingredient in ingredients {
            for alias in ingredient.aliases { aliases[Self.key(alias), default: []].insert(ingredient.id) }
        }
        byAlias = aliases.mapValues { $0.sorted() }
        names = ingredients.map(\.name) + ingredients.flatMap(\.aliases)
        nameOf = Dictionary(ingredients.map { ($0.id, $0.name) }, uniquingKeysWith: { a, _ in a })
    }

    private static func key(_ text: String) -> String {
        Folding.fold(text).split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    func resolve(_ text: String) throws(LarderError) -> IngredientID {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .message("an ingredient name must not be empty") }
        let slug = IngredientID(Slug.make(trimmed))
        if byID.contains(IngredientID(trimmed)) { return IngredientID(trimmed) }
        for candidates in [byName[Self.key(trimmed)], byAlias[Self.key(trimmed)]] {
            guard let candidates else { continue }
            if candidates.count == 1 { return candidates[0] }
            let listed = candidates.map { "\(nameOf[$0] ?? $0.rawValue) (\($0.rawValue))" }
            throw .message("'\(trimmed)' is ambiguous: " + listed.joined(separator: ", "))
        }
        if byID.contains(slug) { return slug }
        let close = EditDistance.suggestions(for: trimmed, among: names)
        throw .message("unknown ingredient '\(trimmed)'" + (close.isEmpty ? "" : "; did you mean " + close.map { "'\($0)'" }.joined(separator: ", ") + "?"))
    }
}
