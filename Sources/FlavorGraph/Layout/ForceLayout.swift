import LarderCore
/// Our force-directed layout: multilevel (coarsen by matching, lay out the coarsest graph, then
/// prolong and refine level by level) with Barnes–Hut repulsion on every level.
///
/// Deterministic: the same graph, pins and ``LayoutOptions/seed`` give the same positions.
public struct ForceLayout: Sendable {
    /// The settings the layout runs with (seed, forces, iteration budget).
    public var options: LayoutOptions

    /// A layout with `options` (the defaults unless given).
    public init(options: LayoutOptions = LayoutOptions()) { self.options = options }

    /// The result of a layout run.
    public struct Result: Sendable, Equatable {
        /// One position per node, in layout units (edges come out about ``LayoutOptions/idealEdgeLength`` long).
        public var positions: [Point]
        /// Number of levels used (1 without coarsening).
        public var levels: Int
        /// Iterations run over all levels.
        public var iterations: Int
        /// Whether the finest level stopped on convergence rather than on its budget.
        public var converged: Bool
    }

    /// Lays out `graph`. Nodes in `pinned` keep their given position exactly.
    ///
    /// - Parameters:
    ///   - graph: the weighted graph.
    ///   - pinned: fixed positions by node index; the other nodes are placed around them.
    ///   - deadline: optional wall-clock limit; the layout returns its current state when reached.
    /// - Complexity: O((n log n + m) · iterations) in time, O(n + m) in memory.
    public func layout(
        _ graph: LayoutGraph, pinned: [Int: Point] = [:], deadline: ContinuousClock.Instant? = nil
    ) -> Result {
        let n = graph.nodeCount
        guard n > 0 else { return Result(positions: [], levels: 0, iterations: 0, converged: true) }
        var generator = SplitMix64(seed: options.seed)
        // Build the hierarchy.
        var levels: [LayoutGraph] = [options.weightExponent == 1 ? graph : graph.withWeightsRaised(to: options.weightExponent)]
        var parents: [[Int32]] = []
        var sizes: [[Int32]] = [[Int32](repeating: 1, count: n)]
        if options.multilevel {
            while let current = levels.last, current.nodeCount > options.coarsestSize {
                let step = Coarsening(current, size: sizes[sizes.count - 1], generator: &generator)
                if Double(step.coarse.nodeCount) > options.minimumReduction * Double(current.nodeCount) { break }
                var coarseSize = [Int32](repeating: 0, count: step.coarse.nodeCount)
                for (u, g) in step.parent.enumerated() { coarseSize[Int(g)] += sizes[sizes.count - 1][u] }
                levels.append(step.coarse)
                parents.append(step.parent)
                sizes.append(coarseSize)
            }
        }
        // Pins per level, in each level's coordinates (level l is scaled by sqrt(n_l / n_0)).
        var pins = [Bool](repeating: false, count: n)
        var pinX = [Double](repeating: 0, count: n), pinY = [Double](repeating: 0, count: n)
        for (i, p) in pinned where i >= 0 && i < n { pins[i] = true; pinX[i] = p.x; pinY[i] = p.y }
        var levelPins = [pins], levelPinX = [pinX], levelPinY = [pinY]
        for l in 1..<levels.count {
            let m = levels[l].nodeCount
            let scale = (Double(m) / Double(levels[l - 1].nodeCount)).squareRoot()
            var p = [Bool](repeating: false, count: m), px = [Double](repeating: 0, count: m)
            var py = [Double](repeating: 0, count: m), c = [Double](repeating: 0, count: m)
            for u in 0..<levels[l - 1].nodeCount where levelPins[l - 1][u] {
                let g = Int(parents[l - 1][u])
                p[g] = true; px[g] += levelPinX[l - 1][u] * scale; py[g] += levelPinY[l - 1][u] * scale; c[g] += 1
            }
            for g in 0..<m where p[g] { px[g] /= c[g]; py[g] /= c[g] }
            levelPins.append(p); levelPinX.append(px); levelPinY.append(py)
        }
        // Coarsest level: random start around the pins' centre.
        let k = options.idealEdgeLength
        let top = levels.count - 1
        let m = levels[top].nodeCount
        let pinCount = levelPins[top].filter { $0 }.count
        var cx = 0.0, cy = 0.0
        for g in 0..<m where levelPins[top][g] { cx += levelPinX[top][g]; cy += levelPinY[top][g] }
        if pinCount > 0 { cx /= Double(pinCount); cy /= Double(pinCount) }
        let spread = Double(m).squareRoot() * k
        var xs = (0..<m).map { _ in cx + (generator.unit() - 0.5) * spread }
        var ys = (0..<m).map { _ in cy + (generator.unit() - 0.5) * spread }
        for g in 0..<m where levelPins[top][g] { xs[g] = levelPinX[top][g]; ys[g] = levelPinY[top][g] }
        var total = 0
        var converged = false
        for l in stride(from: top, through: 0, by: -1) {
            if l < top {
                // Prolong from level l + 1, scaled up to this level's area, with a small jitter.
                let scale = (Double(levels[l].nodeCount) / Double(levels[l + 1].nodeCount)).squareRoot()
                let parent = parents[l]
                var fx = [Double](repeating: 0, count: levels[l].nodeCount)
                var fy = [Double](repeating: 0, count: levels[l].nodeCount)
                for u in 0..<levels[l].nodeCount {
                    let g = Int(parent[u])
                    fx[u] = xs[g] * scale + (generator.unit() - 0.5) * k * 0.5
                    fy[u] = ys[g] * scale + (generator.unit() - 0.5) * k * 0.5
                    if levelPins[l][u] { fx[u] = levelPinX[l][u]; fy[u] = levelPinY[l][u] }
                }
                xs = fx; ys = fy
            }
            let fraction = top == 0 ? 0 : Double(l) / Double(top)
            let planned = l == top
                ? options.coarsestIterations
                : Int(Double(options.finestIterations) + fraction * Double(options.coarsestIterations - options.finestIterations) / 2)
            let iterations = min(planned, max(0, options.iterationBudget - total))
            let solver = SpringElectrical(graph: levels[l], pinned: levelPins[l], options: options)
            let outcome = solver.run(
                xs: &xs, ys: &ys, iterations: iterations, initialStep: l == top ? k * 2 : k * 0.5,
                deadline: deadline)
            total += outcome.iterations
            converged = outcome.converged
        }
        if pinned.isEmpty, options.stressIterations > 0, deadline.map({ ContinuousClock.now < $0 }) ?? true {
            refineStress(graph, xs: &xs, ys: &ys)
        }
        let positions = (0..<n).map { Point(x: pins[$0] ? pinX[$0] : xs[$0], y: pins[$0] ? pinY[$0] : ys[$0]) }
        return Result(positions: positions, levels: levels.count, iterations: total, converged: converged)
    }

    /// Runs the sparse stress stage one sweep at a time, keeping the best positions by stress measured on
    /// its own sample of sources (not the one ``LayoutQuality/stress(_:positions:sources:seed:)`` uses by
    /// default) and stopping at the first sweep that does not improve it.
    private func refineStress(_ graph: LayoutGraph, xs: inout [Double], ys: inout [Double]) {
        guard graph.nodeCount > 2 else { return }
        // The sample's searches are run once, not once a sweep.
        let sample = LayoutQuality.StressSample(graph, sources: 24, seed: options.seed &+ 0x5EED)
        func stress(_ x: [Double], _ y: [Double]) -> Double { sample.stress(zip(x, y).map { Point(x: $0, y: $1) }) }
        let stage = StressRefinement(graph: graph, pivots: options.stressPivots, seed: options.seed, unit: options.idealEdgeLength)
        var best = stress(xs, ys)
        var x = xs, y = ys
        stage.fitScale(xs: &x, ys: &y)
        for _ in 0..<options.stressIterations {
            stage.sweep(xs: &x, ys: &y)
            let current = stress(x, y)
            guard current < best else { break }
            best = current
            xs = x
            ys = y
        }
    }
}
