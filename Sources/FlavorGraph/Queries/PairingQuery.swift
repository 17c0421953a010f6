import Foundation
import LarderCore

/// A suggested partner for one ingredient or a set of ingredients.
public struct PairingSuggestion: Sendable, Hashable, Codable {
    /// The suggested partner.
    public var ingredient: FlavorNode
    /// Combined score against the whole set: the geometric mean of the per-ingredient scores.
    public var score: Double
    /// Evidence against each ingredient of the query, in query order.
    public var evidence: [PairingEvidence]
    /// Recipes that use the candidate together with every ingredient of the query.
    public var recipesWithAll: Int
}

/// Errors of graph queries.
public enum FlavorQueryError: Error, Equatable, Sendable {
    /// The ingredient is not in the graph.
    case unknownIngredient(IngredientID)
    /// The query named no ingredient.
    case emptyQuery
}

extension FlavorGraph {
    /// The best partners of every ingredient in `ids` together. Candidates are the first ingredient's
    /// kept edges and recipe partners, and each ingredient's best taste-profile partners where compound
    /// data is missing (``profileNeighbours(of:limit:minimumRecipes:)``); they must have some evidence with
    /// each of them and must not be a kind of the same thing (parent, child or sibling); they are ranked by the geometric mean of their combined scores, then by recipes
    /// using them all.
    ///
    /// - Complexity: O(n·q·c/64) for n nodes, q query ingredients and c compounds.
    public func pairs(for ids: [IngredientID], limit: Int = 10) throws(FlavorQueryError) -> [PairingSuggestion] {
        guard !ids.isEmpty else { throw .emptyQuery }
        var query: [Int] = []
        for id in ids {
            guard let i = index[id] else { throw .unknownIngredient(id) }
            if !query.contains(i) { query.append(i) }
        }
        // Candidates: neighbours of the first ingredient (kept edges), plus anything sharing recipes, plus
        // each query ingredient's best taste-profile partners where compounds are missing.
        var candidates = Set(adjacency[query[0]].map(\.target))
        for (pair, _) in together where Int(pair.a) == query[0] || Int(pair.b) == query[0] {
            candidates.insert(Int(pair.a) == query[0] ? Int(pair.b) : Int(pair.a))
        }
        for q in query { candidates.formUnion(profileNeighbours(of: q, limit: options.profileNeighbours)) }
        candidates.subtract(query)
        // Kinds of the same thing (gin and London dry gin) are not partners.
        candidates = candidates.filter { c in !query.contains { isFamily($0, c) } }
        var results: [PairingSuggestion] = []
        for c in candidates {
            let evidence = query.map { self.evidence($0, c) }
            guard evidence.allSatisfy({ $0.score > 0 }) else { continue }
            let score = exp(evidence.reduce(0) { $0 + log($1.score) } / Double(evidence.count))
            let all = query.count == 1 ? evidence[0].recipesTogether : recipesUsing(all: query + [c])
            results.append(PairingSuggestion(ingredient: nodes[c], score: score, evidence: evidence, recipesWithAll: all))
        }
        results.sort {
            ($0.score, $0.recipesWithAll, $1.ingredient.id) > ($1.score, $1.recipesWithAll, $0.ingredient.id)
        }
        return Array(results.prefix(max(0, limit)))
    }

    /// Whether `a` and `b` are parent and child, or siblings, in the ingredient hierarchy.
    func isFamily(_ a: Int, _ b: Int) -> Bool {
        let x = nodes[a], y = nodes[b]
        return x.parent == y.id || y.parent == x.id || (x.parent != nil && x.parent == y.parent)
    }
}
