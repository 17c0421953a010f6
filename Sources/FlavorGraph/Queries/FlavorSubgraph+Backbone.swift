import Foundation

extension FlavorSubgraph {
    /// The subgraph's backbone by the disparity filter (Serrano, Boguñá and Vespignani, PNAS 2009): the
    /// same nodes and focus, and only the edges that are significant at level `alpha` for at least one
    /// of their ends.
    ///
    /// For a node of degree k and strength s (the sum of its edges' combined scores), an edge of weight w
    /// has p = (1 − w/s)^(k − 1): the chance that, with the node's strength split at random among its k
    /// edges, one edge would get w or more. The edge is significant for that node when p < `alpha`. A
    /// node with a single edge makes no edge significant (its edge holds all its strength whatever the
    /// weights), so such an edge stays only when it is significant for its other end.
    ///
    /// - Complexity: O(n + m).
    public func backbone(level alpha: Double) -> FlavorSubgraph {
        var strength = [Double](repeating: 0, count: nodes.count)
        var degree = [Int](repeating: 0, count: nodes.count)
        for edge in edges {
            strength[edge.a] += edge.evidence.score
            strength[edge.b] += edge.evidence.score
            degree[edge.a] += 1
            degree[edge.b] += 1
        }
        func significant(_ node: Int, _ weight: Double) -> Bool {
            guard degree[node] > 1, strength[node] > 0 else { return false }
            return pow(1 - weight / strength[node], Double(degree[node] - 1)) < alpha
        }
        let kept = edges.filter { significant($0.a, $0.evidence.score) || significant($0.b, $0.evidence.score) }
        return FlavorSubgraph(nodes: nodes, edges: kept, focus: focus)
    }
}
