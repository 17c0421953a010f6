import LarderCore

/// What building a ``FlavorGraph`` computes from its input, as plain values: each ingredient's compound
/// set and the kept edges with their evidence. The catalog compiler stores it, so that a process loads
/// the graph (``FlavorGraph/init(input:options:precomputed:)``) instead of scanning every pair of
/// ingredients again; the graph loaded with it equals the graph built without it from the same input
/// and options.
public struct FlavorGraphEvidence: Sendable, Equatable {
    /// A kept edge with its evidence, `a` before `b` in id order.
    public struct Edge: Sendable, Equatable {
        public var a: IngredientID
        public var b: IngredientID
        public var evidence: PairingEvidence

        public init(a: IngredientID, b: IngredientID, evidence: PairingEvidence) {
            self.a = a
            self.b = b
            self.evidence = evidence
        }
    }

    /// Compound sets by ingredient, for the ingredients that have compound data (bits over the input's
    /// compound ids in sorted order).
    public var compoundSets: [IngredientID: CompoundSet]
    /// The kept edges, sorted by (`a`, `b`).
    public var edges: [Edge]

    public init(compoundSets: [IngredientID: CompoundSet], edges: [Edge]) {
        self.compoundSets = compoundSets
        self.edges = edges
    }
}

extension FlavorGraph {
    /// The compound sets and kept edges this graph computed, for storing.
    ///
    /// - Complexity: O(n + e log e) for n nodes and e kept edges.
    public var precomputed: FlavorGraphEvidence {
        var sets: [IngredientID: CompoundSet] = [:]
        for (i, set) in compoundSets.enumerated() { if let set { sets[nodes[i].id] = set } }
        var edges: [FlavorGraphEvidence.Edge] = []
        for (i, list) in adjacency.enumerated() {
            for edge in list where nodes[i].id < nodes[edge.target].id {
                edges.append(FlavorGraphEvidence.Edge(a: nodes[i].id, b: nodes[edge.target].id, evidence: edge.evidence))
            }
        }
        edges.sort { ($0.a, $0.b) < ($1.a, $1.b) }
        return FlavorGraphEvidence(compoundSets: sets, edges: edges)
    }

    /// The adjacency lists of stored edges (edges naming an ingredient not in the graph are left out).
    func adjacency(from edges: [FlavorGraphEvidence.Edge]) -> [[Edge]] {
        var adjacency = [[Edge]](repeating: [], count: nodes.count)
        for edge in edges {
            guard let i = index[edge.a], let j = index[edge.b], i != j else { continue }
            adjacency[i].append(Edge(target: j, evidence: edge.evidence))
            adjacency[j].append(Edge(target: i, evidence: edge.evidence))
        }
        return strongestFirst(adjacency)
    }
}
