/// One level of Hu's spring–electrical layout: springs along weighted edges (force w·d²/K), repulsion
/// between all pairs (C·K²/d) approximated with a Barnes–Hut quadtree, a weak pull to the centre, and
/// an adaptive step length that grows while the energy keeps falling and shrinks when it does not.
struct SpringElectrical {
    var graph: LayoutGraph
    var pinned: [Bool]
    var options: LayoutOptions

    /// What a run of one level did.
    struct Outcome {
        var iterations: Int
        var converged: Bool
    }

    /// Moves the unpinned nodes in `xs`/`ys` for at most `iterations` sweeps.
    ///
    /// - Complexity: O(iterations · (n log n + m)).
    func run(
        xs: inout [Double], ys: inout [Double], iterations: Int, initialStep: Double,
        deadline: ContinuousClock.Instant?
    ) -> Outcome {
        let n = graph.nodeCount
        guard n > 1 else { return Outcome(iterations: 0, converged: true) }
        let k = options.idealEdgeLength
        let strength = options.repulsion * k * k
        let theta2 = options.theta * options.theta
        let cooling = 0.9
        var step = initialStep
        var energy = Double.infinity
        var progress = 0
        var stack: [Int32] = []
        stack.reserveCapacity(256)
        var done = 0
        var converged = false
        let hasPins = pinned.contains(true)
        while done < iterations {
            if let deadline, ContinuousClock.now >= deadline { break }
            done += 1
            var newEnergy = 0.0
            var moved = 0.0
            var centreX = 0.0, centreY = 0.0
            for i in 0..<n { centreX += xs[i]; centreY += ys[i] }
            centreX /= Double(n); centreY /= Double(n)
            let tree = xs.withUnsafeBufferPointer { x in ys.withUnsafeBufferPointer { y in QuadTree(xs: x, ys: y) } }
            graph.offsets.withUnsafeBufferPointer { off in
            graph.targets.withUnsafeBufferPointer { tgt in
            graph.weights.withUnsafeBufferPointer { wts in
            xs.withUnsafeMutableBufferPointer { x in
            ys.withUnsafeMutableBufferPointer { y in
                for i in 0..<n {
                    if hasPins && pinned[i] { continue }
                    let px = x[i], py = y[i]
                    var (fx, fy) = tree.repulsion(
                        on: i, px: px, py: py, strength: strength, theta2: theta2,
                        xs: UnsafeBufferPointer(x), ys: UnsafeBufferPointer(y), stack: &stack)
                    for e in off[i]..<off[i + 1] {
                        let j = Int(tgt[e])
                        let dx = x[j] - px, dy = y[j] - py
                        let d = (dx * dx + dy * dy).squareRoot()
                        let f = wts[e] * d / k
                        fx += dx * f; fy += dy * f
                    }
                    fx += (centreX - px) * options.gravity
                    fy += (centreY - py) * options.gravity
                    let norm2 = fx * fx + fy * fy
                    guard norm2 > 0, norm2.isFinite else { continue }
                    let norm = norm2.squareRoot()
                    x[i] = px + step * fx / norm
                    y[i] = py + step * fy / norm
                    newEnergy += norm2
                    moved += step
                }
            }
            }
            }
            }
            }
            if newEnergy < energy {
                progress += 1
                if progress >= 5 { progress = 0; step /= cooling }
            } else {
                progress = 0
                step *= cooling
            }
            energy = newEnergy
            if moved / Double(n) < options.tolerance * k { converged = true; break }
        }
        return Outcome(iterations: done, converged: converged)
    }
}
