import Foundation
import LarderCore

/// A possible stand-in for an ingredient.
public struct SubstituteSuggestion: Sendable, Hashable, Codable {
    /// The suggested stand-in.
    public var ingredient: FlavorNode
    /// Combined similarity (0…1).
    public var score: Double
    /// Weighted cosine similarity of the two ingredients' graph neighbourhoods (0…1).
    public var neighbourhoodSimilarity: Double
    /// Jaccard similarity of their compound sets, if both have compound data.
    public var compoundSimilarity: Double?
    /// Partners they share among their kept edges.
    public var sharedPartners: Int
    /// Whether one is a kind of the other or both are kinds of one ingredient (Cointreau and Grand Marnier,
    /// both orange liqueurs).
    public var related: Bool
    /// Cosine similarity of their taste profiles (0…1), if both have one.
    public var profileSimilarity: Double? = nil
    /// Why a person vouches for it, when it is a curated stand-in (the catalog's substitutes, which a bartender
    /// or cook wrote down): curated stand-ins come before the graph's own suggestions.
    public var curatedReason: String? = nil

    /// A short reason in words.
    public var reason: String {
        var parts = ["\(sharedPartners) shared partner\(sharedPartners == 1 ? "" : "s")"]
        if let compoundSimilarity { parts.append("\(Int((compoundSimilarity * 100).rounded()))% of compounds in common") }
        if let profileSimilarity { parts.append("taste \(Int((profileSimilarity * 100).rounded()))% alike") }
        if related { parts.append("same family") }
        let evidence = parts.joined(separator: ", ")
        return curatedReason.map { "curated: \($0); \(evidence)" } ?? evidence
    }
}

extension IngredientCategory {
    /// Categories whose members can plausibly stand in for one another.
    var substituteGroup: Int {
        switch self {
        case .spirit: 0
        case .liqueur: 1
        case .fortifiedWine, .wine: 2
        case .beer: 3
        case .bitters: 4
        case .syrup, .sweetener: 5
        case .juice, .fruit: 6
        case .soda, .water, .tea, .coffee: 7
        case .herb, .spice: 8
        case .dairy, .egg: 9
        case .vegetable, .produce: 10
        case .meat, .seafood: 11
        case .grain, .baking: 12
        case .nut: 13
        case .oil, .condiment, .pantry: 14
        case .other: 15
        }
    }
}

extension FlavorGraph {
    /// Ingredients that could stand in for `id`: same substitute group of categories, used by at least
    /// two recipes, sharing at least one partner, ranked by
    /// `0.6·neighbourhood + 0.25·compounds + 0.25·taste + 0.15·family` (weights renormalised over the
    /// signals available: compounds and taste need data for both), where *taste* is the cosine similarity
    /// of their taste profiles and *neighbourhood* is the cosine
    /// similarity of their co-occurrence vectors (the co-occurrence signal of every partner) and *family*
    /// is 1 when the two share an ancestor in the hierarchy or one is the other's.
    ///
    /// - Complexity: O(n·(d + c/64)) for n nodes of degree at most d and c compounds.
    public func substitutes(for id: IngredientID, limit: Int = 10) throws(FlavorQueryError) -> [SubstituteSuggestion] {
        try substitutes(for: id, curated: [], limit: limit)
    }

    /// ``substitutes(for:limit:)`` with curated stand-ins first: each of `curated` (an ingredient and why
    /// it serves, in the order given) that is in the graph, with the same evidence as a ranked suggestion
    /// and its reason, then the ranked suggestions that are not among them.
    ///
    /// - Complexity: as ``substitutes(for:limit:)``, plus O(d + c/64) per curated stand-in.
    public func substitutes(
        for id: IngredientID, curated: [(ingredient: IngredientID, reason: String)], limit: Int = 10
    ) throws(FlavorQueryError) -> [SubstituteSuggestion] {
        guard let s = index[id] else { throw .unknownIngredient(id) }
        let source = SubstituteSource(graph: self, index: s)
        var results: [SubstituteSuggestion] = []
        var vouched: Set<IngredientID> = [id]
        for stand in curated {
            guard let c = index[stand.ingredient], vouched.insert(stand.ingredient).inserted else { continue }
            var suggestion = substituteEvidence(source, candidate: c, requireShared: false)!
            suggestion.curatedReason = stand.reason
            results.append(suggestion)
        }
        var ranked: [SubstituteSuggestion] = []
        for c in nodes.indices where !vouched.contains(nodes[c].id) && Self.mayStandIn(nodes[c], for: nodes[s]) {
            if let suggestion = substituteEvidence(source, candidate: c, requireShared: true), suggestion.score > 0 {
                ranked.append(suggestion)
            }
        }
        ranked.sort { ($0.score, $1.ingredient.id) > ($1.score, $0.ingredient.id) }
        return Array((results + ranked).prefix(max(0, limit)))
    }

    /// Whether `candidate` is one the ranked suggestions for `source` consider: used by at least two
    /// recipes, in the same substitute group of categories.
    static func mayStandIn(_ candidate: FlavorNode, for source: FlavorNode) -> Bool {
        candidate.popularity >= 2 && candidate.category.substituteGroup == source.category.substituteGroup
    }

    /// The nodes whose co-occurrence edges ``substitutes(for:curated:limit:)`` of `source` reads: the
    /// source, the `curated` stand-ins, and every node among `nodes` it ranks. A graph loaded with those
    /// nodes' co-occurrence edges only (see ``StoredFlavorGraph``) answers that query exactly.
    ///
    /// - Complexity: O(n) for n nodes.
    public static func substituteReads(of source: FlavorNode, curated: [IngredientID], among nodes: [FlavorNode]) -> Set<IngredientID> {
        var reads = Set(curated)
        reads.insert(source.id)
        for node in nodes where mayStandIn(node, for: source) { reads.insert(node.id) }
        return reads
    }

    /// What a substitutes query needs of its source node, computed once.
    private struct SubstituteSource {
        let index: Int
        let vector: [Int: Double]
        let norm: Double
        let lineage: Set<IngredientID>

        init(graph: FlavorGraph, index: Int) {
            self.index = index
            vector = graph.cooccurrenceVector(index)
            // Sums in target order: a dictionary's order changes from process to process, and the last bits
            // of a floating-point sum with it.
            norm = vector.sorted { $0.key < $1.key }.reduce(0) { $0 + $1.value * $1.value }.squareRoot()
            lineage = graph.lineage(index)
        }
    }

    /// The evidence that node `c` could stand in for the source, scored as ``substitutes(for:limit:)``
    /// ranks; `nil` when `requireShared` and the two share no partner.
    private func substituteEvidence(_ source: SubstituteSource, candidate c: Int, requireShared: Bool) -> SubstituteSuggestion? {
        let s = source.index
        var dot = 0.0, norm = 0.0, shared = 0
        for (target, w) in cooccurrenceVector(c).sorted(by: { $0.key < $1.key }) where target != s {
            norm += w * w
            if let v = source.vector[target] { dot += w * v; shared += 1 }
        }
        if requireShared, shared == 0 { return nil }
        let cosine = source.norm > 0 && norm > 0 ? dot / (source.norm * norm.squareRoot()) : 0
        let compounds: Double? = (compoundSets[s] != nil && compoundSets[c] != nil)
            ? compoundSets[s]!.jaccard(with: compoundSets[c]!) : nil
        let related = !lineage(c).isDisjoint(with: source.lineage)
        var weighted = 0.6 * cosine + 0.15 * (related ? 1 : 0), total = 0.75
        if let compounds { weighted += 0.25 * compounds; total += 0.25 }
        var taste: Double? = nil
        if let a = profiles[s], let b = profiles[c] {
            taste = ProfileAffinity.likeness(a, b)
            weighted += 0.25 * (taste ?? 0)
            total += 0.25
        }
        var suggestion = SubstituteSuggestion(
            ingredient: nodes[c], score: weighted / total, neighbourhoodSimilarity: cosine, compoundSimilarity: compounds,
            sharedPartners: shared, related: related)
        suggestion.profileSimilarity = taste
        return suggestion
    }

    /// The node's ingredient and its ancestors in the hierarchy (Cointreau, triple sec, orange liqueur).
    private func lineage(_ i: Int) -> Set<IngredientID> {
        var out: Set<IngredientID> = [nodes[i].id]
        var parent = nodes[i].parent
        while let id = parent, out.insert(id).inserted { parent = index[id].flatMap { nodes[$0].parent } }
        return out
    }

    /// Partner → co-occurrence signal, for the kept edges of `i` with enough recipe support.
    private func cooccurrenceVector(_ i: Int) -> [Int: Double] {
        var vector: [Int: Double] = [:]
        for edge in adjacency[i] {
            guard let npmi = edge.evidence.npmi, let cosine = edge.evidence.cooccurrenceCosine else { continue }
            vector[edge.target] = (max(0, npmi) + cosine) / 2
        }
        return vector
    }
}
