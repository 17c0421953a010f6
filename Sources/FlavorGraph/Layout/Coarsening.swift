import LarderCore
/// One coarsening step of the multilevel layout: heavy-edge matching, then every node left unmatched
/// joins its heaviest neighbour's group (so stars around hubs, common in ingredient graphs, still shrink).
struct Coarsening {
    /// The coarser graph; its edge weights are the sums of the fine weights between groups.
    var coarse: LayoutGraph
    /// For each fine node, the coarse node that holds it.
    var parent: [Int32]

    /// Coarsens `graph`, visiting nodes in an order shuffled by `generator`.
    ///
    /// - Complexity: O(n + m log d).
    init(_ graph: LayoutGraph, size: [Int32], generator: inout SplitMix64) {
        let n = graph.nodeCount
        var order = Array(0..<n)
        order.shuffle(using: &generator)
        var group = [Int32](repeating: -1, count: n)
        var groupSize: [Int32] = []
        // Heavy-edge matching, weight normalised by the sizes of the two ends.
        for u in order where group[u] < 0 {
            var best = -1
            var bestScore = 0.0
            for e in graph.offsets[u]..<graph.offsets[u + 1] {
                let v = Int(graph.targets[e])
                guard group[v] < 0, v != u else { continue }
                let score = graph.weights[e] / Double(size[u] * size[v])
                if score > bestScore { bestScore = score; best = v }
            }
            if best >= 0 {
                group[u] = Int32(groupSize.count); group[best] = Int32(groupSize.count)
                groupSize.append(size[u] + size[best])
            }
        }
        // Unmatched nodes join their heaviest neighbour's group while that group stays small.
        for u in order where group[u] < 0 {
            var best: Int32 = -1
            var bestScore = 0.0
            for e in graph.offsets[u]..<graph.offsets[u + 1] {
                let g = group[Int(graph.targets[e])]
                guard g >= 0, groupSize[Int(g)] < 4 * size[u] + 4 else { continue }
                let score = graph.weights[e] / Double(groupSize[Int(g)])
                if score > bestScore { bestScore = score; best = g }
            }
            if best >= 0 {
                group[u] = best
                groupSize[Int(best)] += size[u]
            } else {
                group[u] = Int32(groupSize.count)
                groupSize.append(size[u])
            }
        }
        let coarseCount = groupSize.count
        // Members of each group, then merged rows.
        var memberStart = [Int](repeating: 0, count: coarseCount + 1)
        for u in 0..<n { memberStart[Int(group[u]) + 1] += 1 }
        for g in 0..<coarseCount { memberStart[g + 1] += memberStart[g] }
        var fill = memberStart
        var members = [Int32](repeating: 0, count: n)
        for u in 0..<n { members[fill[Int(group[u])]] = Int32(u); fill[Int(group[u])] += 1 }
        var offsets = [Int](repeating: 0, count: coarseCount + 1)
        var targets: [Int32] = []
        var weights: [Double] = []
        var accumulated = [Double](repeating: 0, count: coarseCount)
        var touched: [Int32] = []
        for g in 0..<coarseCount {
            touched.removeAll(keepingCapacity: true)
            for k in memberStart[g]..<memberStart[g + 1] {
                let u = Int(members[k])
                for e in graph.offsets[u]..<graph.offsets[u + 1] {
                    let h = group[Int(graph.targets[e])]
                    if Int(h) == g { continue }
                    if accumulated[Int(h)] == 0 { touched.append(h) }
                    accumulated[Int(h)] += graph.weights[e]
                }
            }
            touched.sort()
            for h in touched {
                targets.append(h)
                weights.append(accumulated[Int(h)])
                accumulated[Int(h)] = 0
            }
            offsets[g + 1] = targets.count
        }
        coarse = LayoutGraph(nodeCount: coarseCount, offsets: offsets, targets: targets, weights: weights)
        parent = group
    }
}
