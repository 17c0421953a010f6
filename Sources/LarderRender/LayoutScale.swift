import FlavorGraph

/// The scale that turns layout units into points for drawing, shared by the DOT and HTML writers.
enum LayoutScale {
    /// Points per unit that put the median nearest-neighbour distance (over up to 300 sampled nodes)
    /// at `spacing` points, clamped to 8…2,000.
    ///
    /// - Complexity: O(n · min(n, 300)).
    static func automatic(_ positions: [Point], spacing: Double) -> Double {
        guard positions.count > 1 else { return 64 }
        let step = max(1, positions.count / 300)
        var nearest: [Double] = []
        for i in stride(from: 0, to: positions.count, by: step) {
            var best = Double.infinity
            for j in positions.indices where j != i { best = min(best, positions[i].distance(to: positions[j])) }
            if best > 1e-9, best.isFinite { nearest.append(best) }
        }
        guard !nearest.isEmpty else { return 64 }
        let median = nearest.sorted()[nearest.count / 2]
        return min(max(spacing / median, 8), 2_000)
    }
}
