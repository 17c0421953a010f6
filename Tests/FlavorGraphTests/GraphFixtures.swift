import LarderCore
import FlavorGraph

/// Small graphs with a known shape.
enum GraphFixtures {
    /// A `side`×`side` grid.
    static func grid(_ side: Int) -> LayoutGraph {
        var edges: [(Int, Int, Double)] = []
        for r in 0..<side {
            for c in 0..<side {
                let i = r * side + c
                if c + 1 < side { edges.append((i, i + 1, 1)) }
                if r + 1 < side { edges.append((i, i + side, 1)) }
            }
        }
        return LayoutGraph(nodeCount: side * side, edges: edges)
    }

    /// Two cliques of `size` nodes (0..<size and size..<2·size) joined by one edge.
    static func twoCliques(_ size: Int) -> LayoutGraph {
        var edges: [(Int, Int, Double)] = []
        for base in [0, size] {
            for a in 0..<size { for b in (a + 1)..<size { edges.append((base + a, base + b, 1)) } }
        }
        edges.append((0, size, 1))
        return LayoutGraph(nodeCount: 2 * size, edges: edges)
    }

    /// A complete binary tree with `count` nodes.
    static func binaryTree(_ count: Int) -> LayoutGraph {
        LayoutGraph(nodeCount: count, edges: (1..<count).map { ((($0 - 1) / 2), $0, 1) })
    }

    /// Random positions for comparison.
    static func randomPositions(_ count: Int, seed: UInt64) -> [Point] {
        var generator = SplitMix64(seed: seed)
        return (0..<count).map { _ in Point(x: generator.unit() * 10, y: generator.unit() * 10) }
    }

    static func centroid(_ points: some Sequence<Point>) -> Point {
        var x = 0.0, y = 0.0, n = 0.0
        for p in points { x += p.x; y += p.y; n += 1 }
        return Point(x: x / n, y: y / n)
    }
}
