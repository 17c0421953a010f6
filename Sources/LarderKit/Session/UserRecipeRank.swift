import LarderCatalog
import LarderCore

/// Where one of the user's own recipes ranks for a query, by the catalog's tiers (see
/// ``CatalogStore/search(_:)``), so that the two kinds of recipe mix in one list.
///
/// Tiers, best first: 0 the title is the query; 1 the title starts with the query's words; 2 every word
/// whole in the title; 3 every word whole in the title or the ingredient lines; 5 the title starts with
/// the query as typed; 6 every word starts a word of the title; 7 every word starts a word of the title or
/// the ingredient lines. Within a tier the score counts the words' occurrences, a title word ten times an
/// ingredient word (the index's column weights), over the recipe's length.
struct UserRecipeRank: Comparable {
    var tier: Int
    var score: Double

    static func < (a: UserRecipeRank, b: UserRecipeRank) -> Bool { (a.tier, -a.score) < (b.tier, -b.score) }

    /// The rank of a recipe titled `title` with ingredient lines `lines` for the folded query `words`;
    /// `nil` when some word starts no word of the title or the lines. No words: tier 0 for every recipe.
    static func rank(title: String, lines: [String], words: [String]) -> UserRecipeRank? {
        guard !words.isEmpty else { return UserRecipeRank(tier: 0, score: 0) }
        let titleWords = FTSQuery(title)?.words ?? []
        let lineWords = lines.flatMap { FTSQuery($0)?.words ?? [] }
        let all = titleWords + lineWords
        guard words.allSatisfy({ word in all.contains { $0.hasPrefix(word) } }) else { return nil }
        let query = words.joined(separator: " ")
        let name = titleWords.joined(separator: " ")
        let tier: Int
        if name == query {
            tier = 0
        } else if name.hasPrefix(query + " ") {
            tier = 1
        } else if words.allSatisfy(titleWords.contains) {
            tier = 2
        } else if words.allSatisfy(all.contains) {
            tier = 3
        } else if name.hasPrefix(query) {
            tier = 5
        } else if words.allSatisfy({ word in titleWords.contains { $0.hasPrefix(word) } }) {
            tier = 6
        } else {
            tier = 7
        }
        let weight = CatalogIndex.weights
        let hits = words.reduce(0.0) { sum, word in
            sum + weight.name * Double(titleWords.count { $0.hasPrefix(word) })
                + weight.ingredients * Double(lineWords.count { $0.hasPrefix(word) })
        }
        return UserRecipeRank(tier: tier, score: hits / Double(max(1, all.count)))
    }
}
