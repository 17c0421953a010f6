import FlavorGraph
import FlavorTestSupport
import Foundation
import LarderCore
import LarderRender
import Testing

/// The graph handed to Graphviz through its graph API draws exactly what Graphviz's own DOT reader makes
/// of the same graph's text, and the SVG holds every node and edge.
@Suite struct GraphvizGraphTests {
    /// The fixture with a focus, a node whose name needs escaping, and our layout.
    let subgraph: FlavorSubgraph = {
        var subgraph = try! FlavorFixtures.graph.subgraph(.all)
        subgraph.focus = [0]
        subgraph.nodes.append(FlavorNode(id: "odd", name: "Say \"hi\" \\ <b>\nnow", category: .other, popularity: 9))
        var edge = subgraph.edges[0]
        (edge.a, edge.b) = (1, subgraph.nodes.count - 1)
        subgraph.edges.append(edge)
        return subgraph
    }()

    private func graph() throws -> GraphvizGraph {
        let positions = ForceLayout().layout(subgraph.layoutGraph).positions
        return try DOTWriter().graph(subgraph, positions: positions)
    }

    @Test(arguments: [GraphvizRenderer.Format.svg, .png])
    func builtGraphDrawsAsGraphvizReadsItsText(format: GraphvizRenderer.Format) throws {
        let graph = try graph()
        let built = try GraphvizRenderer().render(graph, engine: .pinned, format: format)
        let read = try GraphvizRenderer().render(dot: graph.text, engine: .pinned, format: format)
        #expect(built == read)
    }

    @Test func textIsWhatTheWriterWrites() throws {
        let positions = ForceLayout().layout(subgraph.layoutGraph).positions
        #expect(try DOTWriter().dot(subgraph, positions: positions) == graph().text)
    }

    @Test func svgHoldsEveryNodeEdgeLabelAndLegendEntry() throws {
        let data = try GraphvizRenderer().render(graph(), engine: .pinned, format: .svg)
        let svg = try SVGSummary(data)
        // Graphviz titles a node by its name and an edge "tail--head" (escaped in the file, plain once parsed).
        #expect(svg.nodeTitles.sorted() == subgraph.nodes.map(\.id.rawValue).sorted())
        let expectedEdges = subgraph.edges.map { "\(subgraph.nodes[$0.a].id.rawValue)--\(subgraph.nodes[$0.b].id.rawValue)" }
        #expect(svg.edgeTitles.sorted() == expectedEdges.sorted())
        // Each node is filled with its category's colour.
        for node in subgraph.nodes {
            #expect(svg.nodeFills[node.id.rawValue] == CategoryPalette.color(node.category), "\(node.id)")
        }
        // The focus is named, and the legend names every category present.
        #expect(svg.texts.contains(subgraph.nodes[0].name))
        for category in Set(subgraph.nodes.map(\.category)) {
            #expect(svg.texts.contains(category.label), "\(category)")
        }
    }
}
