/// An optional last stage of ``ForceLayout``: sweeps of sparse stress majorization (Ortmann, Klimenta
/// and Brandes, 2016) that bring drawn distances into proportion with hop distances.
///
/// Each node moves to the weighted mean of where its terms want it: every graph neighbour wants it one
/// unit away, and each of k pivots wants it at its hop distance d, with weight s/d², where s counts the
/// nodes of the pivot's region (nodes closer to it than to any other pivot) within d/2 of the pivot, so
/// that k pivots stand for all n nodes. Sweeps are damped (each node moves halfway to its target).
struct StressRefinement {
    let graph: LayoutGraph
    let unit: Double
    private let sources: [Int]
    /// Row p: hops from pivot p to every node.
    private let distance: [Int32]
    /// within[p][h]: members of p's region at most h hops from p.
    private let within: [[Double]]

    /// Prepares the pivots: k breadth-first searches and the region counts.
    ///
    /// - Complexity: O(k·(n + m)) time, O(k·n) memory.
    init(graph: LayoutGraph, pivots: Int, seed: UInt64, unit: Double) {
        self.graph = graph
        self.unit = unit
        let n = graph.nodeCount
        let sources = LayoutQuality.sources(count: min(pivots, n), nodeCount: n, seed: seed)
        let k = sources.count
        var distance = [Int32](repeating: 0, count: k * n)  // row p: hops from pivot p
        for (p, s) in sources.enumerated() {
            let row = LayoutQuality.breadthFirstDistances(graph, from: s)
            for i in 0..<n { distance[p * n + i] = row[i] }
        }
        // within[p][h]: members of p's region at most h hops from p.
        var histogram = [[Double]](repeating: [], count: k)
        for i in 0..<n {
            var best = -1, bestDistance = Int32.max
            for p in 0..<k where distance[p * n + i] >= 0 && distance[p * n + i] < bestDistance {
                best = p; bestDistance = distance[p * n + i]
            }
            guard best >= 0 else { continue }
            let h = Int(bestDistance)
            if histogram[best].count <= h { histogram[best] += [Double](repeating: 0, count: h + 1 - histogram[best].count) }
            histogram[best][h] += 1
        }
        self.sources = sources
        self.distance = distance
        self.within = histogram.map { counts in counts.reduce(into: [Double]()) { $0.append(($0.last ?? 0) + $1) } }
    }

    /// Scales `xs`/`ys` so that drawn distances fit the pivots' hop distances best.
    func fitScale(xs: inout [Double], ys: inout [Double]) {
        let n = graph.nodeCount, k = sources.count
        var num = 0.0, den = 0.0
        for p in 0..<k {
            let s = sources[p]
            for i in stride(from: 0, to: n, by: max(1, n / 2000)) where distance[p * n + i] > 0 {
                let d = Double(distance[p * n + i]) * unit
                let dx = xs[i] - xs[s], dy = ys[i] - ys[s]
                let e = (dx * dx + dy * dy).squareRoot()
                num += e / d; den += e * e / (d * d)
            }
        }
        if num > 0, den > 0 {
            let alpha = num / den
            for i in 0..<n { xs[i] *= alpha; ys[i] *= alpha }
        }
    }

    /// One damped sweep: every node moves halfway towards the weighted mean of its terms' targets
    /// (a full step overshoots from a force-directed start).
    ///
    /// - Complexity: O(k·n + m).
    func sweep(xs: inout [Double], ys: inout [Double]) {
        let n = graph.nodeCount, k = sources.count
        let neighbourWeight = 1 / (unit * unit)
        do {
            for i in 0..<n {
                var sx = 0.0, sy = 0.0, sw = 0.0
                let px = xs[i], py = ys[i]
                for e in graph.offsets[i]..<graph.offsets[i + 1] {
                    let j = Int(graph.targets[e])
                    let dx = px - xs[j], dy = py - ys[j]
                    let dist = (dx * dx + dy * dy).squareRoot()
                    guard dist > 1e-12 else { continue }
                    sx += neighbourWeight * (xs[j] + unit * dx / dist); sy += neighbourWeight * (ys[j] + unit * dy / dist)
                    sw += neighbourWeight
                }
                for p in 0..<k {
                    let hops = Int(distance[p * n + i])
                    guard hops > 1 else { continue }  // neighbours are already terms
                    let counts = within[p]
                    guard !counts.isEmpty else { continue }
                    let s = counts[min(hops / 2, counts.count - 1)]
                    guard s > 0 else { continue }
                    let j = sources[p]
                    let d = Double(hops) * unit
                    let w = s / (d * d)
                    let dx = px - xs[j], dy = py - ys[j]
                    let dist = (dx * dx + dy * dy).squareRoot()
                    guard dist > 1e-12 else { continue }
                    sx += w * (xs[j] + d * dx / dist); sy += w * (ys[j] + d * dy / dist)
                    sw += w
                }
                if sw > 0 { xs[i] = 0.5 * (px + sx / sw); ys[i] = 0.5 * (py + sy / sw) }
            }
        }
    }
}
