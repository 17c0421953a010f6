import LarderCore

/// What building a ``FlavorGraph`` computes from its compound data alone, as plain values: each
/// ingredient's compound set and each ingredient's few nearest compound sets (the compound-only edge
/// candidates, the O(n²) part of building). The catalog compiler stores it, so that a process loads the
/// graph (``FlavorGraph/init(input:options:precomputed:)``) instead of comparing every pair of
/// ingredients again; the graph loaded with it equals the graph built without it from the same input
/// and options.
///
/// Nothing here depends on the recipes: the edges' co-occurrence evidence (NPMI, cosine) and their
/// scores are computed on load from the recipes, so a catalog update that adds or removes a recipe
/// leaves these rows as they were (storing the scored edges rewrote thousands of rows whenever the
/// recipe count changed).
public struct FlavorGraphEvidence: Sendable, Equatable {
    /// Two ingredients, `a` before `b` in id order.
    public struct Pair: Sendable, Hashable {
        /// The ingredient first in id order.
        public var a: IngredientID
        /// The ingredient second in id order.
        public var b: IngredientID

        /// The pair `a`, `b`; the caller puts `a` first in id order.
        public init(a: IngredientID, b: IngredientID) {
            self.a = a
            self.b = b
        }
    }

    /// Compound sets by ingredient, for the ingredients that have compound data (bits over the input's
    /// compound ids in sorted order).
    public var compoundSets: [IngredientID: CompoundSet]
    /// The compound-only edge candidates, sorted by (`a`, `b`).
    public var compoundNeighbours: [Pair]

    /// Evidence from stored values (as ``FlavorGraph/precomputed`` gave them).
    public init(compoundSets: [IngredientID: CompoundSet], compoundNeighbours: [Pair]) {
        self.compoundSets = compoundSets
        self.compoundNeighbours = compoundNeighbours
    }
}

extension FlavorGraph {
    /// The compound sets and compound-only edge candidates this graph computed, for storing.
    ///
    /// - Complexity: O(n + p log p) for n nodes and p candidate pairs.
    public var precomputed: FlavorGraphEvidence {
        var sets: [IngredientID: CompoundSet] = [:]
        for (i, set) in compoundSets.enumerated() { if let set { sets[nodes[i].id] = set } }
        let pairs = compoundNeighbours.map { pair in
            let x = nodes[Int(pair.a)].id, y = nodes[Int(pair.b)].id
            return FlavorGraphEvidence.Pair(a: min(x, y), b: max(x, y))
        }
        return FlavorGraphEvidence(compoundSets: sets, compoundNeighbours: pairs.sorted { ($0.a, $0.b) < ($1.a, $1.b) })
    }
}
