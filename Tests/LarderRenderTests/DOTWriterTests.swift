import FlavorTestSupport
import FlavorGraph
import Foundation
import LarderCore
import LarderRender
import Testing

@Suite struct DOTWriterTests {
    let subgraph = try! FlavorFixtures.graph.subgraph(.all)

    @Test func positionsArePinnedInPoints() throws {
        let positions = subgraph.nodes.indices.map { Point(x: Double($0), y: -Double($0)) }
        var fixed = DOTWriter.Options()
        fixed.pointsPerUnit = 64
        let dot = try DOTWriter(options: fixed).dot(subgraph, positions: positions)
        #expect(dot.contains("pos=\"0.00,\(String(format: "%.2f", Double(subgraph.nodes.count - 1) * 64))!\""))
        #expect(dot.components(separatedBy: "pos=\"").count - 1 == subgraph.nodes.count)
        #expect(dot.components(separatedBy: " -- ").count - 1 == subgraph.edges.count)
        #expect(throws: RenderError.positionCountMismatch(nodes: subgraph.nodes.count, positions: 1)) {
            try DOTWriter().dot(subgraph, positions: [.zero])
        }
    }

    @Test func automaticScaleSpacesNearestNeighbours() throws {
        let positions = subgraph.nodes.indices.map { Point(x: Double($0) * 0.5, y: 0) }
        let dot = try DOTWriter().dot(subgraph, positions: positions)
        // Nearest neighbours are 0.5 units apart; the default spacing puts them 60 points apart.
        #expect(dot.contains("pos=\"60.00,0.00!\""))
        #expect(dot.contains("pos=\"120.00,0.00!\""))
    }

    @Test func focusIsAlwaysNamed() throws {
        var focused = subgraph
        focused.focus = [0]
        let dot = try DOTWriter().dot(focused, positions: focused.nodes.indices.map { _ in .zero })
        #expect(dot.contains("label=\"\(focused.nodes[0].name)\", penwidth=2.5"))
    }

    @Test func namesAreEscaped() throws {
        let tricky = FlavorSubgraph(
            nodes: [FlavorNode(id: "a", name: "Say \"hi\" \\ <b>", category: .other, popularity: 1)], edges: [])
        var options = DOTWriter.Options()
        options.title = "Tom & <Jerry>"
        let dot = try DOTWriter(options: options).dot(tricky)
        #expect(dot.contains(#"xlabel="Say \"hi\" \\ <b>""#))
        #expect(dot.contains("Tom &amp; &lt;Jerry&gt;"))
    }

    @Test func legendListsCategoriesAndColoursMatch() throws {
        let dot = try DOTWriter().dot(subgraph)
        for category in Set(subgraph.nodes.map(\.category)) {
            #expect(dot.contains(">\(category.label)</TD>"))
            #expect(dot.contains("BGCOLOR=\"\(CategoryPalette.color(category))\""))
        }
    }

    @Test func labelsDoNotOverlapAndRespectTheLimit() throws {
        // All nodes on one spot: only the most popular gets a label.
        let stacked = subgraph.nodes.indices.map { _ in Point.zero }
        let dot = try DOTWriter().dot(subgraph, positions: stacked)
        #expect(dot.components(separatedBy: "xlabel=").count - 1 == 1)
        var options = DOTWriter.Options()
        options.labelLimit = 2
        options.pointsPerUnit = 64
        let spread = subgraph.nodes.indices.map { Point(x: Double($0) * 10, y: 0) }
        #expect(try DOTWriter(options: options).dot(subgraph, positions: spread).components(separatedBy: "xlabel=").count - 1 == 2)
    }
}
