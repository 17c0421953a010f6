import LarderCore
/// Layout quality measured against the graph itself.
public enum LayoutQuality {
    /// Unweighted hop distances from `source` to every node (-1 where unreachable).
    ///
    /// - Complexity: O(n + m).
    public static func breadthFirstDistances(_ graph: LayoutGraph, from source: Int) -> [Int32] {
        var distance = [Int32](repeating: -1, count: graph.nodeCount)
        var queue = [Int32](repeating: 0, count: graph.nodeCount)
        var head = 0, tail = 0
        distance[source] = 0
        queue[tail] = Int32(source); tail += 1
        while head < tail {
            let u = Int(queue[head]); head += 1
            let next = distance[u] + 1
            for e in graph.offsets[u]..<graph.offsets[u + 1] {
                let v = Int(graph.targets[e])
                if distance[v] < 0 { distance[v] = next; queue[tail] = Int32(v); tail += 1 }
            }
        }
        return distance
    }

    /// Sampled source nodes, spread deterministically by `seed`.
    static func sources(count: Int, nodeCount: Int, seed: UInt64) -> [Int] {
        if count >= nodeCount { return Array(0..<nodeCount) }
        var generator = SplitMix64(seed: seed)
        var chosen = Set<Int>()
        while chosen.count < count { chosen.insert(Int(generator.next() % UInt64(nodeCount))) }
        return chosen.sorted()
    }

    /// Normalised stress of `positions` over hop distances from sampled sources, at the optimal scale.
    ///
    /// For pairs (s, j) with s a sampled source, d = hop distance, e = layout distance and w = 1/d²,
    /// the layout is first scaled by α = Σ w·e·d / Σ w·e² (the scale minimising stress, so layouts in
    /// different units compare fairly), then stress = Σ w·(α·e − d)² / Σ w·d². 0 is perfect; unreachable
    /// pairs are skipped.
    ///
    /// - Complexity: O(sources · (n + m)).
    public static func stress(_ graph: LayoutGraph, positions: [Point], sources: Int = 64, seed: UInt64 = 7) -> Double {
        precondition(positions.count == graph.nodeCount, "one position per node")
        return StressSample(graph, sources: sources, seed: seed).stress(positions)
    }

    /// The hop distances ``stress(_:positions:sources:seed:)`` measures a layout against, found once (one
    /// breadth-first search per source) for the stress of many layouts of one graph.
    struct StressSample {
        let sources: [Int]
        /// Row k: hops from `sources[k]` to every node (-1 where unreachable).
        let distances: [[Int32]]

        /// - Complexity: O(sources · (n + m)).
        init(_ graph: LayoutGraph, sources count: Int, seed: UInt64) {
            sources = LayoutQuality.sources(count: count, nodeCount: graph.nodeCount, seed: seed)
            distances = sources.map { LayoutQuality.breadthFirstDistances(graph, from: $0) }
        }

        /// The normalised stress of `positions` (one per node of the graph), at the optimal scale.
        ///
        /// - Complexity: O(sources · n).
        func stress(_ positions: [Point]) -> Double {
            var swed = 0.0, swee = 0.0, swdd = 0.0, swd = 0.0, sw = 0.0
            var pairs: [(e: Double, d: Double)] = []
            for (s, distance) in zip(sources, distances) {
                for j in 0..<positions.count where j != s && distance[j] > 0 {
                    let d = Double(distance[j])
                    let e = positions[s].distance(to: positions[j])
                    let w = 1 / (d * d)
                    swed += w * e * d; swee += w * e * e; swdd += w * d * d; swd += w * d; sw += w
                    pairs.append((e, d))
                }
            }
            guard swdd > 0 else { return 0 }
            let alpha = swee > 0 ? swed / swee : 0
            var total = 0.0
            for (e, d) in pairs { let r = alpha * e - d; total += r * r / (d * d) }
            return total / swdd
        }
    }

    /// Neighbourhood preservation: for sampled nodes, the Jaccard similarity between the node's graph
    /// neighbours and the same number of its nearest nodes in the layout, averaged. 1 is perfect.
    ///
    /// - Complexity: O(samples · n log n).
    public static func neighbourhoodPreservation(
        _ graph: LayoutGraph, positions: [Point], samples: Int = 200, seed: UInt64 = 11
    ) -> Double {
        precondition(positions.count == graph.nodeCount, "one position per node")
        var total = 0.0, counted = 0
        for s in Self.sources(count: samples, nodeCount: graph.nodeCount, seed: seed) {
            let degree = graph.degree(s)
            guard degree > 0, degree < graph.nodeCount - 1 else { continue }
            let neighbours = Set((graph.offsets[s]..<graph.offsets[s + 1]).map { Int(graph.targets[$0]) })
            var nearest: [(Double, Int)] = []
            nearest.reserveCapacity(graph.nodeCount)
            for j in 0..<graph.nodeCount where j != s {
                let dx = positions[j].x - positions[s].x, dy = positions[j].y - positions[s].y
                nearest.append((dx * dx + dy * dy, j))
            }
            let closest = Set(nearest.sorted { $0 < $1 }.prefix(degree).map(\.1))
            total += Double(neighbours.intersection(closest).count) / Double(neighbours.union(closest).count)
            counted += 1
        }
        return counted == 0 ? 1 : total / Double(counted)
    }
}
