/// A Barnes–Hut quadtree over a set of points, built once per force iteration.
///
/// Cells are kept in flat arrays (no per-cell objects): each cell stores its centre of mass, its side,
/// and either its contiguous children or, for a leaf, a run of point indices in ``order``.
struct QuadTree {
    /// Points of leaf runs, permuted so that every cell's points are contiguous.
    private(set) var order: [Int32]
    private var comX: [Double] = []
    private var comY: [Double] = []
    private var count: [Int32] = []
    private var side: [Double] = []
    /// For inner cells: index of the first child (children are contiguous); for leaves: -1.
    private var firstChild: [Int32] = []
    private var childCount: [UInt8] = []
    /// For leaves: the run `runStart..<runStart + count` in ``order``.
    private var runStart: [Int32] = []

    /// Points per leaf below which a cell is not split.
    static let leafSize = 8
    static let maximumDepth = 40

    /// Builds the tree over `xs`/`ys`.
    ///
    /// - Complexity: O(n log n) for n points in general position.
    init(xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>) {
        let n = xs.count
        order = (0..<n).map { Int32($0) }
        guard n > 0 else { return }
        var minX = Double.infinity, minY = Double.infinity, maxX = -Double.infinity, maxY = -Double.infinity
        for i in 0..<n {
            minX = min(minX, xs[i]); maxX = max(maxX, xs[i])
            minY = min(minY, ys[i]); maxY = max(maxY, ys[i])
        }
        let half = max(maxX - minX, maxY - minY, 1e-9) / 2 * 1.0001
        let capacity = 2 * n / Self.leafSize + 16
        comX.reserveCapacity(capacity); comY.reserveCapacity(capacity); count.reserveCapacity(capacity)
        side.reserveCapacity(capacity); firstChild.reserveCapacity(capacity)
        childCount.reserveCapacity(capacity); runStart.reserveCapacity(capacity)
        appendCell()
        var permutation = order
        permutation.withUnsafeMutableBufferPointer { ord in
            build(cell: 0, start: 0, end: n, midX: (minX + maxX) / 2, midY: (minY + maxY) / 2, half: half, depth: 0,
                  xs: xs, ys: ys, order: ord)
        }
        order = permutation
    }

    private mutating func appendCell() {
        comX.append(0); comY.append(0); count.append(0); side.append(0)
        firstChild.append(-1); childCount.append(0); runStart.append(0)
    }

    private mutating func build(
        cell: Int, start: Int, end: Int, midX: Double, midY: Double, half: Double, depth: Int,
        xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, order: UnsafeMutableBufferPointer<Int32>
    ) {
        var sx = 0.0, sy = 0.0
        for k in start..<end { sx += xs[Int(order[k])]; sy += ys[Int(order[k])] }
        let c = Double(end - start)
        comX[cell] = sx / c; comY[cell] = sy / c
        count[cell] = Int32(end - start)
        side[cell] = 2 * half
        runStart[cell] = Int32(start)
        if end - start <= Self.leafSize || depth >= Self.maximumDepth { return }
        // Partition into quadrants: first by y, then each half by x.
        let splitY = partition(order, start, end) { ys[Int($0)] < midY }
        let splitLow = partition(order, start, splitY) { xs[Int($0)] < midX }
        let splitHigh = partition(order, splitY, end) { xs[Int($0)] < midX }
        let ranges = [(start, splitLow, -1.0, -1.0), (splitLow, splitY, 1.0, -1.0),
                      (splitY, splitHigh, -1.0, 1.0), (splitHigh, end, 1.0, 1.0)]
        let first = comX.count
        var children: [(Int, Int, Int, Double, Double)] = []
        for (s, e, dx, dy) in ranges where e > s {
            children.append((comX.count, s, e, midX + dx * half / 2, midY + dy * half / 2))
            appendCell()
        }
        firstChild[cell] = Int32(first)
        childCount[cell] = UInt8(children.count)
        for (index, s, e, cx, cy) in children {
            build(cell: index, start: s, end: e, midX: cx, midY: cy, half: half / 2, depth: depth + 1,
                  xs: xs, ys: ys, order: order)
        }
    }

    private func partition(
        _ order: UnsafeMutableBufferPointer<Int32>, _ start: Int, _ end: Int, _ isLow: (Int32) -> Bool
    ) -> Int {
        var i = start, j = end - 1
        while i <= j {
            if isLow(order[i]) { i += 1 } else { order.swapAt(i, j); j -= 1 }
        }
        return i
    }

    /// The repulsive force on point `i` at (`px`, `py`): the sum over all other points of
    /// `strength / d` along the direction away from them, with far cells approximated by their centre
    /// of mass.
    ///
    /// - Complexity: O(log n) cells visited for well-spread points and a fixed θ.
    func repulsion(
        on i: Int, px: Double, py: Double, strength: Double, theta2: Double,
        xs: UnsafeBufferPointer<Double>, ys: UnsafeBufferPointer<Double>, stack: inout [Int32]
    ) -> (Double, Double) {
        var fx = 0.0, fy = 0.0
        guard !comX.isEmpty else { return (0, 0) }
        stack.removeAll(keepingCapacity: true)
        stack.append(0)
        comX.withUnsafeBufferPointer { cx in
        comY.withUnsafeBufferPointer { cy in
        order.withUnsafeBufferPointer { ord in
            while let top = stack.popLast() {
                let cell = Int(top)
                let dx = px - cx[cell], dy = py - cy[cell]
                let d2 = dx * dx + dy * dy
                let s = side[cell]
                if firstChild[cell] < 0 {
                    let run = Int(runStart[cell])
                    for k in run..<(run + Int(count[cell])) {
                        let j = Int(ord[k])
                        if j == i { continue }
                        var ex = px - xs[j], ey = py - ys[j]
                        var e2 = ex * ex + ey * ey
                        if e2 < 1e-18 {  // coincident points: push apart in a fixed direction
                            ex = Double(i &- j) * 1e-6; ey = 1e-6; e2 = ex * ex + ey * ey
                        }
                        let f = strength / e2
                        fx += ex * f; fy += ey * f
                    }
                } else if s * s < theta2 * d2 {
                    let f = strength * Double(count[cell]) / d2
                    fx += dx * f; fy += dy * f
                } else {
                    let first = Int(firstChild[cell])
                    for c in first..<(first + Int(childCount[cell])) { stack.append(Int32(c)) }
                }
            }
        }
        }
        }
        return (fx, fy)
    }
}
