import FlavorGraph
import Foundation
import LarderCore

/// Describes a flavor subgraph for Graphviz, as DOT text or as a ``GraphvizGraph``: nodes coloured by
/// category (with a legend) and sized by popularity, edge width by combined score, and labels chosen so
/// they do not pile up. With positions from our layout, every node gets `pos="x,y!"` (points) so
/// Graphviz's `nop` engine keeps them.
public struct DOTWriter: Sendable {
    /// Settings of the DOT output.
    public struct Options: Sendable, Equatable {
        /// Points per layout unit when positions are given; `nil` scales the drawing so that the median
        /// distance between a node and its nearest neighbour is about ``spacing`` points.
        public var pointsPerUnit: Double?
        /// Target median nearest-neighbour distance in points for the automatic scale (room for a label).
        public var spacing: Double = 60
        /// Most labels drawn; `nil` labels up to 60 nodes (all on small graphs).
        public var labelLimit: Int?
        /// Font size of the labels, in points (the title is 4 points larger).
        public var fontSize: Double = 11
        /// Title drawn above the legend.
        public var title: String?
        /// The default settings: automatic scale, 60-point spacing, up to 60 labels, 11-point font, no title.
        public init() {}
    }

    /// The settings of the output.
    public var options: Options
    /// A writer with `options` (the defaults unless given).
    public init(options: Options = Options()) { self.options = options }

    /// The DOT text of `subgraph` (``graph(_:positions:)`` written out).
    ///
    /// - Parameter positions: our layout (one point per node, in layout units), or `nil` to let a
    ///   Graphviz engine place the nodes.
    /// - Complexity: O(n·L + m) for n nodes, L labels and m edges.
    public func dot(_ subgraph: FlavorSubgraph, positions: [Point]? = nil) throws(RenderError) -> String {
        try graph(subgraph, positions: positions).text
    }

    /// `subgraph` with its Graphviz attributes, for ``GraphvizRenderer/render(_:engine:format:)``.
    ///
    /// - Parameter positions: our layout (one point per node, in layout units), or `nil` to let a
    ///   Graphviz engine place the nodes.
    /// - Complexity: O(n·L + m) for n nodes, L labels and m edges.
    public func graph(_ subgraph: FlavorSubgraph, positions: [Point]? = nil) throws(RenderError) -> GraphvizGraph {
        if let positions, positions.count != subgraph.nodes.count {
            throw .positionCountMismatch(nodes: subgraph.nodes.count, positions: positions.count)
        }
        let points = positions.map(scaled)
        let maxPopularity = max(1, subgraph.nodes.map(\.popularity).max() ?? 1)
        let maxScore = max(1e-9, subgraph.edges.map(\.evidence.score).max() ?? 1)
        let labelled = LabelPlacement.choose(
            subgraph, positions: points, fontSize: options.fontSize,
            limit: options.labelLimit ?? 60)
        let focus = Set(subgraph.focus)
        typealias Attribute = GraphvizGraph.Attribute
        var graph = GraphvizGraph(name: "flavor")
        graph.graphAttributes = [
            Attribute("outputorder", .bare("edgesfirst")), Attribute("overlap", .bare(points == nil ? "prism" : "true")),
            Attribute("splines", .bare("false")), Attribute("forcelabels", .bare("false")),
            Attribute("fontname", .quoted("Helvetica")), Attribute("bgcolor", .quoted("white")), Attribute("pad", .bare("0.3")),
            Attribute("labelloc", .bare("b")), Attribute("labeljust", .bare("l")), Attribute("label", .html(legend(subgraph))),
        ]
        graph.nodeDefaults = [
            Attribute("shape", .bare("circle")), Attribute("style", .bare("filled")), Attribute("fixedsize", .bare("true")),
            Attribute("label", .quoted("")), Attribute("fontname", .quoted("Helvetica")),
            Attribute("fontsize", .bare(format(options.fontSize))), Attribute("penwidth", .bare("0.6")),
            Attribute("color", .quoted("#444444")),
        ]
        graph.edgeDefaults = [Attribute("color", .quoted("#8888887a"))]
        graph.nodes.reserveCapacity(subgraph.nodes.count)
        for (i, node) in subgraph.nodes.enumerated() {
            let size = 0.14 + 0.42 * (Double(node.popularity) / Double(maxPopularity)).squareRoot()
            var attributes = [
                Attribute("width", .bare(format(size))),
                Attribute("fillcolor", .quoted(CategoryPalette.color(node.category))),
                Attribute("tooltip", .quoted("\(node.name) (\(node.category.label), \(node.popularity) recipes)")),
            ]
            if focus.contains(i) {
                // The focus is always named: inside a box, which Graphviz never drops.
                attributes += [
                    Attribute("shape", .bare("box")), Attribute("style", .quoted("filled,rounded")),
                    Attribute("fixedsize", .bare("false")), Attribute("width", .bare("0")), Attribute("height", .bare("0")),
                    Attribute("margin", .bare("0.05")), Attribute("label", .quoted(node.name)),
                    Attribute("penwidth", .bare("2.5")), Attribute("color", .quoted("#000000")),
                    Attribute("fontcolor", .quoted(CategoryPalette.textColor(node.category))),
                ]
            } else if labelled.contains(i) {
                attributes.append(Attribute("xlabel", .quoted(node.name)))
            }
            if let points {
                attributes.append(Attribute("pos", .quoted("\(format(points[i].x)),\(format(points[i].y))!")))
            }
            graph.nodes.append(GraphvizGraph.Node(name: node.id.rawValue, attributes: attributes))
        }
        graph.edges.reserveCapacity(subgraph.edges.count)
        for edge in subgraph.edges {
            let width = 0.3 + 2.7 * edge.evidence.score / maxScore
            graph.edges.append(GraphvizGraph.Edge(tail: edge.a, head: edge.b, attributes: [
                Attribute("penwidth", .bare(format(width))), Attribute("weight", .bare(format(edge.evidence.score))),
                Attribute("tooltip", .quoted(edge.evidence.reason)),
            ]))
        }
        return graph
    }

    /// Layout units → points, shifted so the smallest coordinate is 0.
    private func scaled(_ positions: [Point]) -> [Point] {
        let minX = positions.map(\.x).min() ?? 0, minY = positions.map(\.y).min() ?? 0
        let scale = options.pointsPerUnit ?? automaticScale(positions)
        return positions.map { Point(x: ($0.x - minX) * scale, y: ($0.y - minY) * scale) }
    }

    /// Points per unit that put the median nearest-neighbour distance at ``Options/spacing``.
    private func automaticScale(_ positions: [Point]) -> Double {
        LayoutScale.automatic(positions, spacing: options.spacing)
    }

    /// The legend: categories present, as an HTML-like table under the optional title.
    private func legend(_ subgraph: FlavorSubgraph) -> String {
        let categories = Set(subgraph.nodes.map(\.category)).sorted()
        var html = "<TABLE BORDER=\"0\" CELLBORDER=\"0\" CELLSPACING=\"2\">"
        if let title = options.title {
            html += "<TR><TD COLSPAN=\"\(2 * min(6, max(1, categories.count)))\" ALIGN=\"LEFT\">"
            html += "<FONT POINT-SIZE=\"\(format(options.fontSize + 4))\">\(DOTEscaping.html(title))</FONT></TD></TR>"
        }
        for row in stride(from: 0, to: categories.count, by: 6) {
            html += "<TR>"
            for category in categories[row..<min(row + 6, categories.count)] {
                html += "<TD BGCOLOR=\"\(CategoryPalette.color(category))\" WIDTH=\"12\" HEIGHT=\"12\"></TD>"
                html += "<TD ALIGN=\"LEFT\">\(DOTEscaping.html(category.label))</TD>"
            }
            html += "</TR>"
        }
        return html + "</TABLE>"
    }

    private func format(_ value: Double) -> String { FixedDecimal.text(value, digits: 2) }
}
