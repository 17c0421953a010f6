import FlavorGraph
import Foundation
import LarderCore
import LarderRender
import Testing

@Suite struct HTMLGraphWriterTests {
    /// Three nodes on a line one unit apart (two shown), one edge between the shown ones.
    private func document(name: String = "Gin") -> HTMLGraphDocument {
        HTMLGraphDocument(
            title: "Map <of> \"things\"",
            nodes: [
                .init(id: "gin", name: name, category: .spirit, popularity: 10, position: Point(x: 0, y: 1), shown: true,
                      focus: true, recipes: ["Negroni"], recipeCount: 3,
                      pairings: [.init(name: "Campari", score: 0.5, reason: "in 3 recipes together")],
                      profile: [.init(axis: "bitter", value: 2)]),
                .init(id: "campari", name: "Campari", category: .liqueur, popularity: 5, position: Point(x: 1, y: 1), shown: true),
                .init(id: "lime-juice", name: "Lime juice", category: .juice, popularity: 20, position: Point(x: 2, y: 1), shown: false),
            ],
            edges: [.init(a: 0, b: 1, score: 0.5, reason: "in 3 recipes together"), .init(a: 1, b: 2, score: 0.2, reason: "x")])
    }

    private func payload(_ html: String) throws -> [String: Any] {
        let start = try #require(html.range(of: "id=\"larder-data\">"))
        let end = try #require(html.range(of: "</script>", range: start.upperBound..<html.endIndex))
        return try #require(try JSONSerialization.jsonObject(with: Data(html[start.upperBound..<end.lowerBound].utf8)) as? [String: Any])
    }

    @Test func embedsNodesEdgesAndPositionsInPoints() throws {
        let html = try HTMLGraphWriter().html(document())
        let data = try payload(html)
        let nodes = try #require(data["nodes"] as? [[String: Any]])
        #expect(nodes.map { $0["id"] as? String } == ["gin", "campari", "lime-juice"])
        // Nearest shown neighbours are 1 unit apart: 60 points by default; y is flipped (Graphviz draws upwards).
        #expect(nodes[1]["x"] as? Double == 60)
        #expect(nodes[2]["x"] as? Double == 120)
        #expect(nodes[0]["y"] as? Double == -60)
        #expect(nodes.map { $0["shown"] as? Bool } == [true, true, false])
        #expect((nodes[0]["profile"] as? [[Any]])?.first?.first as? String == "bitter")
        let edges = try #require(data["edges"] as? [[Any]])
        #expect(edges.count == 2)
        #expect(edges[0][0] as? Int == 0 && edges[0][1] as? Int == 1)
        // The colours are the static renders'.
        let categories = try #require(data["categories"] as? [[String: String]])
        #expect(categories.contains { $0["id"] == "spirit" && $0["color"] == "#d95f02" })
        #expect(document().shownNodeCount == 2 && document().shownEdgeCount == 1)
    }

    @Test func textCannotEscapeTheScriptOrTheTitle() throws {
        let html = try HTMLGraphWriter().html(document(name: "</script><script>alert(1)</script><!--"))
        #expect(html.components(separatedBy: "</script>").count - 1 == 2)
        #expect(!html.contains("<!--"))
        #expect(html.contains("<title>Map &lt;of&gt; &quot;things&quot;</title>"))
        #expect(try payload(html)["nodes"].flatMap { ($0 as? [[String: Any]])?.first?["name"] as? String }
            == "</script><script>alert(1)</script><!--")
    }

    @Test func selfContained() throws {
        let html = try HTMLGraphWriter().html(document())
        for needle in ["http://", "https://", "src=", "href=", "@import", "url(", "@font-face"] {
            #expect(!html.contains(needle), "the page contains \(needle)")
        }
        #expect(html.contains("Content-Security-Policy\" content=\"default-src 'none'"))
    }

    @Test func anEdgeToNoNodeIsRefused() {
        var broken = document()
        broken.edges.append(.init(a: 0, b: 9, score: 1, reason: ""))
        #expect(throws: RenderError.self) { try HTMLGraphWriter().html(broken) }
    }
}
