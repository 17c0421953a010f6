import FlavorGraph

/// Chooses which nodes get a label so that labels do not pile up: nodes are taken by priority (focus
/// first, then popularity) and a label is kept only if its box, estimated from the font size, does not
/// overlap a label already kept.
enum LabelPlacement {
    struct Box {
        var minX, minY, maxX, maxY: Double
        func overlaps(_ other: Box) -> Bool {
            minX < other.maxX && other.minX < maxX && minY < other.maxY && other.minY < maxY
        }
    }

    /// Indices of the nodes to label, at most `limit`.
    ///
    /// - Parameters:
    ///   - positions: node centres in points, or `nil` when Graphviz lays out (then only priority counts).
    /// - Complexity: O(n·L) for L labels kept.
    static func choose(
        _ subgraph: FlavorSubgraph, positions: [Point]?, fontSize: Double, limit: Int
    ) -> Set<Int> {
        let focus = Set(subgraph.focus)
        let order = subgraph.nodes.indices.sorted {
            (focus.contains($0) ? 0 : 1, -subgraph.nodes[$0].popularity, subgraph.nodes[$0].id)
                < (focus.contains($1) ? 0 : 1, -subgraph.nodes[$1].popularity, subgraph.nodes[$1].id)
        }
        var kept = Set<Int>()
        var boxes: [Box] = []
        for i in order where kept.count < limit {
            guard let positions else { kept.insert(i); continue }
            let width = Double(subgraph.nodes[i].name.count) * fontSize * 0.55 + 4
            let height = fontSize * 1.3
            let p = positions[i]
            let box = Box(minX: p.x - width / 2, minY: p.y - height / 2, maxX: p.x + width / 2, maxY: p.y + height / 2)
            if focus.contains(i) || !boxes.contains(where: { $0.overlaps(box) }) {
                kept.insert(i)
                boxes.append(box)
            }
        }
        return kept
    }
}
