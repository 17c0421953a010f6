import FlavorGraph
import Foundation
import LarderCore

/// Writes a flavor subgraph as DOT: nodes coloured by category (with a legend) and sized by popularity,
/// edge width by combined score, and labels chosen so they do not pile up. With positions from our
/// layout, every node gets `pos="x,y!"` (points) so Graphviz's `nop` engine keeps them.
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
        public var fontSize: Double = 11
        /// Title drawn above the legend.
        public var title: String?
        public init() {}
    }

    public var options: Options
    public init(options: Options = Options()) { self.options = options }

    /// The DOT text of `subgraph`.
    ///
    /// - Parameter positions: our layout (one point per node, in layout units), or `nil` to let a
    ///   Graphviz engine place the nodes.
    /// - Complexity: O(n·L + m) for n nodes, L labels and m edges.
    public func dot(_ subgraph: FlavorSubgraph, positions: [Point]? = nil) throws(RenderError) -> String {
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
        var out = "graph flavor {\n"
        out.reserveCapacity(160 * subgraph.nodes.count + 130 * subgraph.edges.count + 4096)
        out += "  graph [outputorder=edgesfirst, overlap=\(points == nil ? "prism" : "true"), splines=false, "
        out += "forcelabels=false, fontname=\"Helvetica\", bgcolor=\"white\", pad=0.3, labelloc=b, labeljust=l, "
        out += "label=<\(legend(subgraph))>];\n"
        out += "  node [shape=circle, style=filled, fixedsize=true, label=\"\", fontname=\"Helvetica\", "
        out += "fontsize=\(format(options.fontSize)), penwidth=0.6, color=\"#444444\"];\n"
        out += "  edge [color=\"#8888887a\"];\n"
        for (i, node) in subgraph.nodes.enumerated() {
            let size = 0.14 + 0.42 * (Double(node.popularity) / Double(maxPopularity)).squareRoot()
            var attributes = [
                "width=\(format(size))",
                "fillcolor=\"\(CategoryPalette.color(node.category))\"",
                "tooltip=\(DOTEscaping.quoted("\(node.name) (\(node.category.label), \(node.popularity) recipes)"))",
            ]
            if focus.contains(i) {
                // The focus is always named: inside a box, which Graphviz never drops.
                attributes.append("shape=box, style=\"filled,rounded\", fixedsize=false, width=0, height=0, margin=0.05")
                attributes.append("label=\(DOTEscaping.quoted(node.name)), penwidth=2.5, color=\"#000000\"")
                attributes.append("fontcolor=\"\(CategoryPalette.textColor(node.category))\"")
            } else if labelled.contains(i) {
                attributes.append("xlabel=\(DOTEscaping.quoted(node.name))")
            }
            if let points { attributes.append("pos=\"\(format(points[i].x)),\(format(points[i].y))!\"") }
            out += "  \(DOTEscaping.quoted(node.id.rawValue)) [\(attributes.joined(separator: ", "))];\n"
        }
        for edge in subgraph.edges {
            let width = 0.3 + 2.7 * edge.evidence.score / maxScore
            out += "  \(DOTEscaping.quoted(subgraph.nodes[edge.a].id.rawValue)) -- "
            out += "\(DOTEscaping.quoted(subgraph.nodes[edge.b].id.rawValue)) "
            out += "[penwidth=\(format(width)), weight=\(format(edge.evidence.score)), "
            out += "tooltip=\(DOTEscaping.quoted(edge.evidence.reason))];\n"
        }
        return out + "}\n"
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
