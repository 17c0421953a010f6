import FlavorGraph
import FlavorTestSupport
import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
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

/// What an SVG written by Graphviz shows, read with an XML parser.
private struct SVGSummary {
    var nodeTitles: [String] = []
    var edgeTitles: [String] = []
    /// The first fill of each node's shape, by node title.
    var nodeFills: [String: String] = [:]
    var texts: Set<String> = []

    private init() {}

    init(_ data: Data) throws {
        let reader = Reader()
        let parser = XMLParser(data: data)
        parser.delegate = reader
        guard parser.parse() else { throw CocoaError(.fileReadCorruptFile) }
        self = reader.summary
    }

    private final class Reader: NSObject, XMLParserDelegate {
        var summary = SVGSummary()
        var groupClass: String?
        var inTitle = false, inText = false
        var title = "", text = ""
        var currentNode: String?

        func parser(
            _ parser: XMLParser, didStartElement name: String, namespaceURI: String?, qualifiedName: String?,
            attributes: [String: String]
        ) {
            switch name {
            case "g":
                if let kind = attributes["class"], kind == "node" || kind == "edge" {
                    groupClass = kind
                    currentNode = nil
                }
            case "title":
                inTitle = true
                title = ""
            case "text":
                inText = true
                text = ""
            case "ellipse", "polygon", "path":
                if groupClass == "node", let node = currentNode, summary.nodeFills[node] == nil, let fill = attributes["fill"] {
                    summary.nodeFills[node] = fill
                }
            default: break
            }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if inTitle { title += string }
            if inText { text += string }
        }

        func parser(_ parser: XMLParser, didEndElement name: String, namespaceURI: String?, qualifiedName: String?) {
            switch name {
            case "title":
                inTitle = false
                if groupClass == "node", currentNode == nil {
                    summary.nodeTitles.append(title)
                    currentNode = title
                } else if groupClass == "edge" {
                    summary.edgeTitles.append(title)
                    groupClass = nil
                }
            case "text":
                inText = false
                summary.texts.insert(text)
            default: break
            }
        }
    }
}
