import Foundation
import LarderCore

/// The weighted ingredient graph: nodes are canonical ingredients, edges carry their evidence
/// (shared compounds, recipe co-occurrence, FlavorGraph pairings) and one combined score
/// (see ``PairingEvidence``). A value type; build once, query many times.
public struct FlavorGraph: Sendable {
    /// The ingredients, sorted by id; indices into this array are node numbers.
    public let nodes: [FlavorNode]
    /// The thresholds and weights the graph was built with.
    public let options: FlavorGraphOptions
    /// Number of recipes the co-occurrence counts come from.
    public let recipeCount: Int
    let index: [IngredientID: Int]
    let compoundSets: [CompoundSet?]
    /// Taste profiles by node (nil where the ingredient has none, or an empty one).
    let profiles: [TasteProfile?]
    let together: [NodePair: Int]
    let pairingScores: [NodePair: Double]
    let maximumPairingScore: Double
    /// Recipes as sorted node lists (for counting recipes that use a whole set).
    let recipeNodes: [[Int32]]
    /// Compound-only edge candidates: each node's few most similar compound sets (see ``keptEdges()``).
    let compoundNeighbours: [NodePair]
    /// Kept edges per node, strongest first.
    var adjacency: [[Edge]]

    /// A kept edge seen from one end.
    public struct Edge: Sendable, Hashable {
        /// The node at the other end, as an index into ``nodes``.
        public var target: Int
        /// The pair's evidence and combined score.
        public var evidence: PairingEvidence
    }

    /// Builds the graph.
    ///
    /// With `precomputed` (what ``precomputed`` gave for the same input and options, as the catalog
    /// compiler stores it), the compound sets and each ingredient's nearest compound sets are taken from
    /// it instead of computed (the O(n²) part), and `input.compounds` is not read; the edges' evidence is
    /// computed from them and the recipes as without it.
    ///
    /// - Complexity: O(R·k² + n²·c/64) for R recipes of at most k ingredients, n nodes and c compounds;
    ///   O(R·k² + e·c/64 + e log e) for e candidate edges with `precomputed`.
    public init(
        input: FlavorGraphInput, options: FlavorGraphOptions = FlavorGraphOptions(),
        precomputed: FlavorGraphEvidence? = nil
    ) {
        self.options = options
        var nodes = input.nodes.sorted { $0.id < $1.id }
        var index: [IngredientID: Int] = [:]
        for (i, node) in nodes.enumerated() { index[node.id] = i }
        // Recipes → popularity and pair counts.
        var together: [NodePair: Int] = [:]
        var recipeNodes: [[Int32]] = []
        var popularity = [Int](repeating: 0, count: nodes.count)
        for recipe in input.recipes {
            let members = Set(recipe.compactMap { index[$0] }).sorted()
            guard !members.isEmpty else { continue }
            recipeNodes.append(members.map { Int32($0) })
            for (k, a) in members.enumerated() {
                popularity[a] += 1
                for b in members[(k + 1)...] { together[NodePair(a, b), default: 0] += 1 }
            }
        }
        for i in nodes.indices { nodes[i].popularity = popularity[i] }
        // Compounds → bit sets, one bit a compound id in sorted order (so the sets do not depend on
        // dictionary order, and stored sets are the same on every build).
        var sets = [CompoundSet?](repeating: nil, count: nodes.count)
        if let precomputed {
            for (i, node) in nodes.enumerated() { sets[i] = precomputed.compoundSets[node.id] }
        } else {
            var compoundIndex: [String: Int] = [:]
            for c in Set(input.compounds.values.joined()).sorted() { compoundIndex[c] = compoundIndex.count }
            let universe = compoundIndex.count
            for (id, list) in input.compounds {
                guard let i = index[id], !list.isEmpty else { continue }
                sets[i] = CompoundSet(list.compactMap { compoundIndex[$0] }, universe: universe)
            }
        }
        var pairingScores: [NodePair: Double] = [:]
        for (a, b, s) in input.pairings {
            guard let i = index[a], let j = index[b], i != j, s.isFinite else { continue }
            pairingScores[NodePair(i, j)] = max(pairingScores[NodePair(i, j)] ?? 0, s)
        }
        self.nodes = nodes
        self.index = index
        self.compoundSets = sets
        self.profiles = nodes.map { node in input.profiles[node.id].flatMap { $0.isEmpty ? nil : $0 } }
        self.together = together
        self.pairingScores = pairingScores
        self.maximumPairingScore = pairingScores.values.max() ?? 1
        self.recipeNodes = recipeNodes
        self.recipeCount = recipeNodes.count
        self.adjacency = []
        if let precomputed {
            self.compoundNeighbours = precomputed.compoundNeighbours.compactMap { pair in
                guard let i = index[pair.a], let j = index[pair.b], i != j else { return nil }
                return NodePair(i, j)
            }
        } else {
            self.compoundNeighbours = Self.compoundNeighbours(sets, options: options)
        }
        self.adjacency = keptEdges()
    }

    /// Compound-only edge candidates: each node's few most similar (not identical) compound sets, as
    /// sorted unique pairs.
    ///
    /// - Complexity: O(n²·c/64) for n nodes with compounds and c compounds.
    static func compoundNeighbours(_ compoundSets: [CompoundSet?], options: FlavorGraphOptions) -> [NodePair] {
        var pairs = Set<NodePair>()
        let withCompounds = compoundSets.indices.filter { compoundSets[$0] != nil }
        for i in withCompounds {
            var best: [(Double, Int)] = []
            for j in withCompounds where j != i {
                let jaccard = compoundSets[i]!.jaccard(with: compoundSets[j]!)
                if jaccard >= options.compoundEdgeJaccard && jaccard < 0.999 { best.append((jaccard, j)) }
            }
            best.sort { ($0.0, $1.1) > ($1.0, $0.1) }
            for (_, j) in best.prefix(options.compoundNeighbours) { pairs.insert(NodePair(i, j)) }
        }
        return pairs.sorted { ($0.a, $0.b) < ($1.a, $1.b) }
    }

    /// The edges to keep: pairs with enough co-occurrence, a FlavorGraph pairing, or enough shared
    /// compounds (``compoundNeighbours``), whose combined score reaches the minimum.
    private func keptEdges() -> [[Edge]] {
        var candidates = Set(together.filter { $0.value >= options.minimumSupport }.keys)
        candidates.formUnion(pairingScores.keys)
        candidates.formUnion(compoundNeighbours)
        var adjacency = [[Edge]](repeating: [], count: nodes.count)
        for pair in candidates {
            let evidence = evidence(Int(pair.a), Int(pair.b))
            guard evidence.score >= options.minimumEdgeScore else { continue }
            adjacency[Int(pair.a)].append(Edge(target: Int(pair.b), evidence: evidence))
            adjacency[Int(pair.b)].append(Edge(target: Int(pair.a), evidence: evidence))
        }
        return strongestFirst(adjacency)
    }

    /// Each node's edges sorted strongest first (ties by target id, so the order is total).
    ///
    /// Ids are compared through their rank among all nodes' ids, worked out once, instead of as strings
    /// in every comparison: the same order for far fewer string comparisons and copies.
    func strongestFirst(_ adjacency: [[Edge]]) -> [[Edge]] {
        var idRank = Array(nodes.indices)
        if !nodes.indices.dropFirst().allSatisfy({ nodes[$0 - 1].id < nodes[$0].id }) {
            for (rank, i) in nodes.indices.sorted(by: { nodes[$0].id < nodes[$1].id }).enumerated() { idRank[i] = rank }
        }
        return adjacency.map { edges in
            edges.sorted { ($0.evidence.score, idRank[$1.target]) > ($1.evidence.score, idRank[$0.target]) }
        }
    }

    /// The node index of `id`, if the ingredient is in the graph.
    public func nodeIndex(of id: IngredientID) -> Int? { index[id] }

    /// The node of `id`, if the ingredient is in the graph.
    public func node(_ id: IngredientID) -> FlavorNode? { index[id].map { nodes[$0] } }

    /// The kept edges of node `i`, strongest first.
    public func edges(of i: Int) -> [Edge] { adjacency[i] }

    /// The taste-profile affinity of two ingredients (see ``ProfileAffinity``), if both have a profile.
    public func profileAffinity(_ a: IngredientID, _ b: IngredientID) -> ProfileAffinity.Result? {
        guard let i = index[a], let j = index[b], let x = profiles[i], let y = profiles[j] else { return nil }
        return ProfileAffinity.of(x, y)
    }

    /// Whether the ingredient at `i` has a taste profile.
    public func hasProfile(_ i: Int) -> Bool { profiles[i] != nil }

    /// Whether the ingredient at `i` has flavor-compound data.
    public func hasCompounds(_ i: Int) -> Bool { compoundSets[i] != nil }

    /// Number of kept (undirected) edges.
    public var edgeCount: Int { adjacency.reduce(0) { $0 + $1.count } / 2 }

    /// All evidence about the pair (`i`, `j`), whether or not it is a kept edge.
    ///
    /// - Complexity: O(c / 64) for c compounds.
    public func evidence(_ i: Int, _ j: Int) -> PairingEvidence {
        let pair = NodePair(i, j)
        var evidence = PairingEvidence()
        var weighted = 0.0, totalWeight = options.weights.cooccurrence
        let count = together[pair] ?? 0
        evidence.recipesTogether = count
        if count >= options.minimumSupport, recipeCount > 0 {
            let n = Double(recipeCount)
            let pab = Double(count) / n
            let pa = Double(nodes[i].popularity) / n, pb = Double(nodes[j].popularity) / n
            let npmi = pab >= 1 ? 1 : log(pab / (pa * pb)) / -log(pab)
            let cosine = Double(count) / (Double(nodes[i].popularity) * Double(nodes[j].popularity)).squareRoot()
            evidence.npmi = npmi
            evidence.cooccurrenceCosine = cosine
            weighted += options.weights.cooccurrence * (max(0, npmi) + cosine) / 2
        }
        if let a = compoundSets[i], let b = compoundSets[j] {
            evidence.sharedCompounds = a.sharedCount(with: b)
            let jaccard = a.jaccard(with: b)
            evidence.compoundJaccard = jaccard
            weighted += options.weights.compounds * jaccard
            totalWeight += options.weights.compounds + options.weights.pairing
            if let s = pairingScores[pair] {
                evidence.flavorGraphScore = s
                weighted += options.weights.pairing * min(1, max(0, s / maximumPairingScore))
            }
        } else {
            if let s = pairingScores[pair] {
                evidence.flavorGraphScore = s
                weighted += options.weights.pairing * min(1, max(0, s / maximumPairingScore))
                totalWeight += options.weights.pairing
            }
            // Without compounds for both, the taste profiles stand in for them, with the compounds' weight.
            if let a = profiles[i], let b = profiles[j] {
                let affinity = ProfileAffinity.of(a, b).affinity
                evidence.profileAffinity = affinity
                weighted += options.weights.compounds * affinity
                totalWeight += options.weights.compounds
            }
        }
        evidence.score = totalWeight > 0 ? weighted / totalWeight : 0
        return evidence
    }

    /// Recipes using every ingredient of `members`.
    ///
    /// - Complexity: O(R·k) for R recipes of at most k ingredients.
    public func recipesUsing(all members: [Int]) -> Int {
        let wanted = Set(members.map { Int32($0) })
        return recipeNodes.reduce(0) { $0 + (wanted.isSubset(of: $1) ? 1 : 0) }
    }
}
