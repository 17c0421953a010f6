import LarderCore

/// A built ``FlavorGraph`` as the catalog stores it (its nodes with their popularity and tastes, its kept
/// edges with their evidence) read back, with only the recipe facts one query needs: the graph it
/// loads (``FlavorGraph/init(stored:)``) answers without comparing every pair of ingredients again.
///
/// What it holds decides what the loaded graph answers exactly, as the graph built from the whole
/// catalog would:
/// - always: nodes, compound sets, taste profiles, so ``FlavorGraph/pairingScore(of:samples:seed:)``,
///   ``FlavorGraph/profileAffinity(_:_:)`` and the node lookups;
/// - with every kept edge (``edges``): ``FlavorGraph/substitutes(for:limit:)``,
///   ``FlavorGraph/subgraph(_:minimumWeight:maximumNodes:)`` and ``FlavorGraph/edges(of:)`` of any node;
///   with the edges touching ``focus`` only, ``FlavorGraph/edges(of:)`` of those; with the co-occurrence
///   edges (NPMI and cosine known) touching ``FlavorGraph/substituteReads(of:curated:among:)`` of a source,
///   ``FlavorGraph/substitutes(for:curated:limit:)`` of that source with those curated stand-ins;
/// - with the recipes and pairings touching ``focus``: ``FlavorGraph/evidence(_:_:)`` of a pair with a focus
///   ingredient, ``FlavorGraph/recipesUsing(all:)`` of a set with one, and so
///   ``FlavorGraph/pairs(for:limit:)`` of focus ingredients.
public struct StoredFlavorGraph: Sendable {
    /// A kept edge, `a` before `b` in id order, with its evidence and score.
    public struct Edge: Sendable, Equatable {
        /// The ingredient first in id order.
        public var a: IngredientID
        /// The ingredient second in id order.
        public var b: IngredientID
        /// The pair's evidence and combined score.
        public var evidence: PairingEvidence

        /// An edge between `a` and `b`; the caller puts `a` first in id order.
        public init(a: IngredientID, b: IngredientID, evidence: PairingEvidence) {
            self.a = a
            self.b = b
            self.evidence = evidence
        }
    }

    /// Every node, with its popularity (recipes using it) filled in.
    public var nodes: [FlavorNode]
    /// Recipes the co-occurrence counts came from.
    public var recipeCount: Int
    /// The largest FlavorGraph pairing score between two nodes (1 when there is none).
    public var maximumPairingScore: Double
    /// Compound sets by ingredient, for the nodes that have compound data.
    public var compoundSets: [IngredientID: CompoundSet]
    /// Taste profiles by ingredient, for the nodes that have a non-empty one.
    public var profiles: [IngredientID: TasteProfile]
    /// Kept edges: every one, or at least every one touching ``focus``.
    public var edges: [Edge]
    /// The ingredients whose pair facts are here.
    public var focus: Set<IngredientID>
    /// The ingredients of every recipe that uses a ``focus`` ingredient (others may be left out).
    public var recipes: [[IngredientID]]
    /// FlavorGraph's scored pairings: at least every one touching ``focus``.
    public var pairings: [(IngredientID, IngredientID, Double)]

    /// A stored graph; `focus`, `recipes` and `pairings` default to empty (see each for what it must hold).
    public init(
        nodes: [FlavorNode], recipeCount: Int, maximumPairingScore: Double, compoundSets: [IngredientID: CompoundSet],
        profiles: [IngredientID: TasteProfile], edges: [Edge], focus: Set<IngredientID> = [], recipes: [[IngredientID]] = [],
        pairings: [(IngredientID, IngredientID, Double)] = []
    ) {
        self.nodes = nodes
        self.recipeCount = recipeCount
        self.maximumPairingScore = maximumPairingScore
        self.compoundSets = compoundSets
        self.profiles = profiles
        self.edges = edges
        self.focus = focus
        self.recipes = recipes
        self.pairings = pairings
    }
}

extension FlavorGraph {
    /// Loads a graph from what the catalog stored (see ``StoredFlavorGraph`` for what it then answers).
    /// Recipe co-occurrence counts and pairings are kept for the pairs touching `stored.focus` only, so
    /// a partial read of the recipes gives the same counts as the whole catalog.
    ///
    /// - Complexity: O(n + e log e + R·k) for n nodes, e edges and R recipes of at most k ingredients.
    public init(stored: StoredFlavorGraph, options: FlavorGraphOptions = FlavorGraphOptions()) {
        self.options = options
        let nodes = stored.nodes.sorted { $0.id < $1.id }
        var index = [IngredientID: Int](minimumCapacity: nodes.count)
        for (i, node) in nodes.enumerated() { index[node.id] = i }
        let focus = Set(stored.focus.compactMap { index[$0] })
        var together: [NodePair: Int] = [:]
        var recipeNodes: [[Int32]] = []
        for recipe in stored.recipes {
            let members = Set(recipe.compactMap { index[$0] }).sorted()
            guard members.contains(where: focus.contains) else { continue }
            recipeNodes.append(members.map { Int32($0) })
            for (k, a) in members.enumerated() {
                for b in members[(k + 1)...] where focus.contains(a) || focus.contains(b) {
                    together[NodePair(a, b), default: 0] += 1
                }
            }
        }
        var pairingScores: [NodePair: Double] = [:]
        for (a, b, s) in stored.pairings {
            guard let i = index[a], let j = index[b], i != j, s.isFinite, focus.contains(i) || focus.contains(j) else { continue }
            pairingScores[NodePair(i, j)] = max(pairingScores[NodePair(i, j)] ?? 0, s)
        }
        var lists = [[Edge]](repeating: [], count: nodes.count)
        for edge in stored.edges {
            guard let i = index[edge.a], let j = index[edge.b], i != j else { continue }
            lists[i].append(Edge(target: j, evidence: edge.evidence))
            lists[j].append(Edge(target: i, evidence: edge.evidence))
        }
        self.nodes = nodes
        self.index = index
        // By the sets stored (about half the nodes have one), not a lookup for every node.
        var compoundSets = [CompoundSet?](repeating: nil, count: nodes.count)
        for (id, set) in stored.compoundSets {
            if let i = index[id] { compoundSets[i] = set }
        }
        self.compoundSets = compoundSets
        self.profiles = nodes.map { node in stored.profiles[node.id].flatMap { $0.isEmpty ? nil : $0 } }
        self.together = together
        self.pairingScores = pairingScores
        self.maximumPairingScore = stored.maximumPairingScore
        self.recipeNodes = recipeNodes
        self.recipeCount = stored.recipeCount
        self.compoundNeighbours = []
        self.adjacency = []
        self.adjacency = strongestFirst(lists)
    }

    /// What the catalog stores of this graph: its nodes, compound sets, profiles and every kept edge
    /// (no focus, recipes or pairings: those are read per query).
    ///
    /// - Complexity: O(n + e).
    public var stored: StoredFlavorGraph {
        var sets: [IngredientID: CompoundSet] = [:]
        var tastes: [IngredientID: TasteProfile] = [:]
        var edges: [StoredFlavorGraph.Edge] = []
        for (i, node) in nodes.enumerated() {
            if let set = compoundSets[i] { sets[node.id] = set }
            if let profile = profiles[i] { tastes[node.id] = profile }
            for edge in adjacency[i] where i < edge.target {
                edges.append(StoredFlavorGraph.Edge(a: node.id, b: nodes[edge.target].id, evidence: edge.evidence))
            }
        }
        return StoredFlavorGraph(
            nodes: nodes, recipeCount: recipeCount, maximumPairingScore: maximumPairingScore, compoundSets: sets,
            profiles: tastes, edges: edges)
    }
}
