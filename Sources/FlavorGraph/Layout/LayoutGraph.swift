import Foundation

/// An undirected weighted graph in compressed sparse row form: the input of the layout engine.
///
/// Nodes are `0..<nodeCount`. Every undirected edge appears twice in the adjacency (once from each end);
/// parallel edges are merged (weights summed) and self-loops dropped.
public struct LayoutGraph: Sendable, Equatable {
    /// Number of nodes.
    public let nodeCount: Int
    /// `offsets[i]..<offsets[i + 1]` indexes the neighbours of node `i` in ``targets`` and ``weights``.
    public let offsets: [Int]
    /// Neighbour of each adjacency entry.
    public let targets: [Int32]
    /// Weight (> 0) of each adjacency entry.
    public let weights: [Double]

    /// A graph from an edge list.
    ///
    /// - Parameters:
    ///   - nodeCount: number of nodes; endpoints outside `0..<nodeCount` are ignored.
    ///   - edges: `(a, b, weight)`; weights ≤ 0 or not finite are treated as 1.
    /// - Complexity: O(n + m log d) for m edges and maximal degree d.
    public init(nodeCount: Int, edges: [(Int, Int, Double)]) {
        var degree = [Int](repeating: 0, count: nodeCount + 1)
        for (a, b, _) in edges where a != b && a >= 0 && b >= 0 && a < nodeCount && b < nodeCount {
            degree[a] += 1
            degree[b] += 1
        }
        var start = [Int](repeating: 0, count: nodeCount + 1)
        for i in 0..<nodeCount { start[i + 1] = start[i] + degree[i] }
        var fill = start
        var rawTargets = [Int32](repeating: 0, count: start[nodeCount])
        var rawWeights = [Double](repeating: 0, count: start[nodeCount])
        for (a, b, w) in edges where a != b && a >= 0 && b >= 0 && a < nodeCount && b < nodeCount {
            let weight = w.isFinite && w > 0 ? w : 1
            rawTargets[fill[a]] = Int32(b); rawWeights[fill[a]] = weight; fill[a] += 1
            rawTargets[fill[b]] = Int32(a); rawWeights[fill[b]] = weight; fill[b] += 1
        }
        // Sort each row and merge parallel edges.
        var offsets = [Int](repeating: 0, count: nodeCount + 1)
        var targets: [Int32] = []
        var weights: [Double] = []
        targets.reserveCapacity(rawTargets.count)
        weights.reserveCapacity(rawTargets.count)
        for i in 0..<nodeCount {
            let row = (start[i]..<start[i + 1]).sorted { rawTargets[$0] < rawTargets[$1] }
            for k in row {
                if let last = targets.last, targets.count > offsets[i], last == rawTargets[k] {
                    weights[weights.count - 1] += rawWeights[k]
                } else {
                    targets.append(rawTargets[k])
                    weights.append(rawWeights[k])
                }
            }
            offsets[i + 1] = targets.count
        }
        self.nodeCount = nodeCount
        self.offsets = offsets
        self.targets = targets
        self.weights = weights
    }

    /// A graph from already-built rows (used by coarsening, which produces sorted merged rows).
    init(nodeCount: Int, offsets: [Int], targets: [Int32], weights: [Double]) {
        self.nodeCount = nodeCount
        self.offsets = offsets
        self.targets = targets
        self.weights = weights
    }

    /// Number of undirected edges.
    public var edgeCount: Int { targets.count / 2 }

    /// Degree of node `i`.
    public func degree(_ i: Int) -> Int { offsets[i + 1] - offsets[i] }

    /// The neighbours of node `i` with their weights.
    public func neighbours(_ i: Int) -> some Sequence<(node: Int, weight: Double)> {
        (offsets[i]..<offsets[i + 1]).lazy.map { (Int(targets[$0]), weights[$0]) }
    }

    /// The same graph with every weight w replaced by wᵖ.
    func withWeightsRaised(to exponent: Double) -> LayoutGraph {
        LayoutGraph(nodeCount: nodeCount, offsets: offsets, targets: targets, weights: weights.map { Foundation.pow($0, exponent) })
    }
}
