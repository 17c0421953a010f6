import LarderCore

/// A selection of the flavor graph to draw or export: nodes, the kept edges among them, and the nodes
/// the selection was centred on.
public struct FlavorSubgraph: Sendable, Equatable {
    /// The selected ingredients, sorted by id.
    public var nodes: [FlavorNode]
    /// Edges as indices into ``nodes`` (`a < b`) with their evidence.
    public var edges: [SubgraphEdge]
    /// Indices of the nodes the selection started from (the `--around` ingredient, the recipe's ingredients).
    public var focus: [Int]

    /// A subgraph; `focus` indexes into `nodes` and is empty unless given.
    public init(nodes: [FlavorNode], edges: [SubgraphEdge], focus: [Int] = []) {
        self.nodes = nodes
        self.edges = edges
        self.focus = focus
    }

    /// The subgraph as the layout engine's input, edge weight = combined score.
    public var layoutGraph: LayoutGraph {
        LayoutGraph(nodeCount: nodes.count, edges: edges.map { ($0.a, $0.b, $0.evidence.score) })
    }
}

/// An edge of a ``FlavorSubgraph``.
public struct SubgraphEdge: Sendable, Equatable, Hashable {
    /// One end, as an index into ``FlavorSubgraph/nodes``; below `b`.
    public var a: Int
    /// The other end, as an index into ``FlavorSubgraph/nodes``.
    public var b: Int
    /// The pair's evidence and combined score.
    public var evidence: PairingEvidence
}

/// What part of the graph to select.
public enum SubgraphSelection: Sendable, Equatable {
    /// Everything within `depth` edges of the ingredient.
    case around(IngredientID, depth: Int)
    /// A recipe's ingredients and, for each, its ``FlavorGraph/recipePartners`` strongest partners.
    case ingredients([IngredientID])
    /// The whole graph.
    case all
    /// Exactly these ingredients and the kept edges among them (no partners added).
    case nodes([IngredientID])
}

extension FlavorGraph {
    /// How many of each ingredient's strongest partners a ``SubgraphSelection/ingredients(_:)`` selection adds.
    public static let recipePartners = 5

    /// Selects a subgraph: edges below `minimumWeight` are ignored; when more than `maximumNodes` nodes
    /// qualify, the focus nodes are kept and then the closest, most popular others.
    ///
    /// - Complexity: O(n log n + m).
    public func subgraph(
        _ selection: SubgraphSelection, minimumWeight: Double = 0, maximumNodes: Int = .max
    ) throws(FlavorQueryError) -> FlavorSubgraph {
        var focus: [Int] = []
        var rank: [Int: Int] = [:]  // node → hop distance from the focus (0 = focus)
        switch selection {
        case .around(let id, let depth):
            guard let s = index[id] else { throw .unknownIngredient(id) }
            focus = [s]
            rank = hops(from: focus, depth: max(0, depth), minimumWeight: minimumWeight)
        case .ingredients(let ids):
            guard !ids.isEmpty else { throw .emptyQuery }
            for id in ids {
                guard let i = index[id] else { throw .unknownIngredient(id) }
                if !focus.contains(i) { focus.append(i) }
            }
            for i in focus { rank[i] = 0 }
            for i in focus {
                let strongest = adjacency[i].filter { $0.evidence.score >= minimumWeight }
                    .sorted { ($0.evidence.score, nodes[$1.target].id) > ($1.evidence.score, nodes[$0.target].id) }
                for edge in strongest.prefix(Self.recipePartners) where rank[edge.target] == nil { rank[edge.target] = 1 }
            }
        case .nodes(let ids):
            for id in ids {
                guard let i = index[id] else { throw .unknownIngredient(id) }
                rank[i] = 1
            }
        case .all:
            for i in nodes.indices where adjacency[i].contains(where: { $0.evidence.score >= minimumWeight }) { rank[i] = 1 }
        }
        let chosen = rank.keys.sorted {
            (rank[$0]!, -nodes[$0].popularity, -adjacency[$0].count, nodes[$0].id)
                < (rank[$1]!, -nodes[$1].popularity, -adjacency[$1].count, nodes[$1].id)
        }.prefix(max(0, maximumNodes))
        let kept = chosen.sorted { nodes[$0].id < nodes[$1].id }
        var local: [Int: Int] = [:]
        for (k, i) in kept.enumerated() { local[i] = k }
        var edges: [SubgraphEdge] = []
        for i in kept {
            for edge in adjacency[i] where edge.evidence.score >= minimumWeight && i < edge.target {
                if let a = local[i], let b = local[edge.target] { edges.append(SubgraphEdge(a: a, b: b, evidence: edge.evidence)) }
            }
        }
        edges.sort { ($0.a, $0.b) < ($1.a, $1.b) }
        return FlavorSubgraph(nodes: kept.map { nodes[$0] }, edges: edges, focus: focus.compactMap { local[$0] })
    }

    private func hops(from sources: [Int], depth: Int, minimumWeight: Double) -> [Int: Int] {
        var rank: [Int: Int] = [:]
        var frontier = sources
        for s in sources { rank[s] = 0 }
        for level in 0..<depth {
            var next: [Int] = []
            for u in frontier {
                for edge in adjacency[u] where edge.evidence.score >= minimumWeight && rank[edge.target] == nil {
                    rank[edge.target] = level + 1
                    next.append(edge.target)
                }
            }
            frontier = next
        }
        return rank
    }
}
