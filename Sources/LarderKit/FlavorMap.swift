import FlavorGraph
import Foundation
import LarderCatalog
import LarderCore
import LarderRender

/// Drawing the flavor graph: select, lay out (ours or Graphviz's), write DOT, JSON, SVG, PNG or PDF.
public struct FlavorMap: Sendable {
    /// Which part of the graph to draw.
    public enum Scope: Sendable, Equatable {
        /// An ingredient (id or name) and its neighbours, out to `depth` steps.
        case around(String, depth: Int)
        /// The ingredients of one recipe (id or name) and the pairings among them.
        case recipe(String)
        /// The ingredients the drinks of a *Cocktail Codex* family use most.
        case family(String)
        /// The best-connected ingredients of the whole graph.
        case all
    }

    /// Who places the nodes.
    public enum Layout: String, Sendable, CaseIterable {
        /// Our own force-directed layout (FlavorGraph's `ForceLayout`), pinned and drawn by Graphviz.
        case larder
        /// Graphviz's scalable force-directed layout, run by Graphviz on the DOT text.
        case sfdp
        /// Graphviz's spring-model layout, run by Graphviz on the DOT text.
        case neato
    }

    /// What to write.
    public enum Format: String, Sendable, CaseIterable {
        /// DOT text with the nodes' positions: ours as we wrote it, or as Graphviz's own engine laid it out.
        case dot
        /// A scalable vector drawing, rendered by Graphviz.
        case svg
        /// A bitmap, rendered by Graphviz through cairo.
        case png
        /// A PDF page, rendered by Graphviz through cairo.
        case pdf
        /// The drawn nodes and edges with their positions and scores, as JSON.
        case json
        /// One self-contained interactive page (see ``FlavorMap/htmlDocument(_:from:)``).
        case html
    }

    /// Which part of the graph to draw (default: all).
    public var scope: Scope = .all
    /// Edges lighter than this pairing weight (0–1) are left out.
    public var minimumWeight = 0.05
    /// The most ingredients drawn, the heaviest-connected kept.
    public var maximumNodes = 150
    /// Who places the nodes (default: our force-directed layout).
    public var layout: Layout = .larder
    /// What to write (default: SVG).
    public var format: Format = .svg
    /// The layout's random seed: the same seed draws the same picture.
    public var seed: UInt64 = 1
    /// The significance level α of the disparity filter that picks the pairings a drawing (DOT, SVG, PNG,
    /// PDF) of the whole graph shows: its backbone (``FlavorSubgraph/backbone(level:)``); `nil` draws every
    /// pairing of at least ``minimumWeight``. Our layout still places the nodes by every pairing, so an
    /// ingredient sits among all its partners, drawn or not. Other scopes, JSON and HTML keep every pairing.
    public var backboneLevel: Double? = FlavorMap.defaultBackboneLevel

    /// The default ``backboneLevel``. The combined scores are even (a node's weights seldom stray far from
    /// its mean), so the usual 0.05 keeps 4 of the bundled map's 2,296 pairings and leaves 142 of its 150
    /// ingredients without a line; 0.2 keeps about 380, an average degree of 5, and every ingredient but
    /// a handful keeps a line.
    public static let defaultBackboneLevel = 0.2

    /// The defaults: the whole graph, up to 150 ingredients, our layout, SVG.
    public init() {}

    /// What was written.
    public struct Summary: Sendable, Codable, Equatable {
        /// Ingredients drawn.
        public var nodes: Int
        /// Pairings drawn.
        public var edges: Int
        /// The file written.
        public var path: String
        /// Its format (`svg`, `png`, …).
        public var format: String
        /// Who placed the nodes (`larder`, `sfdp`, `neato`).
        public var layout: String
        /// Ingredients the HTML page holds besides those shown, for a reader to reveal (`nil` for other formats).
        public var expandable: Int?
    }

    /// Selects, lays out and writes the map to `url` (all or nothing).
    public func write(from service: FlavorService, to url: URL) throws(LarderError) -> Summary {
        let subgraph = try select(from: service)
        if format == .html {
            let document = try htmlDocument(subgraph, from: service)
            do { try HTMLGraphWriter().write(document, to: url) } catch { throw .render(error) }
            return Summary(
                nodes: document.shownNodeCount, edges: document.shownEdgeCount, path: url.path, format: format.rawValue,
                layout: layout.rawValue, expandable: document.nodes.count - document.shownNodeCount)
        }
        return try write(subgraph, to: url)
    }

    /// Lays out and writes `subgraph`, selected already, to `url` (all or nothing) in any format but HTML.
    func write(_ subgraph: FlavorSubgraph, to url: URL) throws(LarderError) -> Summary {
        let subgraph = try drawable(subgraph)
        let shown = shown(subgraph)
        let data = try render(subgraph, showing: shown)
        do { try AtomicFile.write(data, to: url) } catch { throw .render(error) }
        return Summary(
            nodes: shown.nodes.count, edges: shown.edges.count, path: url.path, format: format.rawValue,
            layout: layout.rawValue)
    }

    /// What a render of `subgraph` shows: its backbone for a drawing of the whole graph (see
    /// ``backboneLevel``), else all of it.
    func shown(_ subgraph: FlavorSubgraph) -> FlavorSubgraph {
        guard scope == .all, let backboneLevel, [.dot, .svg, .png, .pdf].contains(format) else { return subgraph }
        return subgraph.backbone(level: backboneLevel)
    }

    /// The selected part of the graph; an empty selection is an error that says what to loosen.
    public func select(from service: FlavorService) throws(LarderError) -> FlavorSubgraph {
        let selection: SubgraphSelection
        switch scope {
        case .around(let name, let depth):
            let node = try service.ingredient(name)
            selection = .around(node.id, depth: depth)
        case .recipe(let name):
            let detail: RecipeDetail
            do { detail = try service.catalog.recipe(name) } catch { throw .catalog(error) }
            let ids = detail.lines.map(\.ingredient.id).filter { service.graph.node($0) != nil }
            guard !ids.isEmpty else { throw .flavor("\(detail.summary.name) has no ingredient in the flavor graph") }
            selection = .ingredients(ids)
        case .family(let name):
            selection = .nodes(try familyIngredients(name, from: service))
        case .all:
            selection = .all
        }
        let subgraph: FlavorSubgraph
        do {
            subgraph = try service.graph.subgraph(selection, minimumWeight: minimumWeight, maximumNodes: maximumNodes)
        } catch {
            throw FlavorService.wrap(error)
        }
        return try drawable(subgraph)
    }

    /// `subgraph`, or an error that says what to loosen when it has nothing to draw.
    func drawable(_ subgraph: FlavorSubgraph) throws(LarderError) -> FlavorSubgraph {
        guard subgraph.nodes.count > 1 || !subgraph.edges.isEmpty else {
            throw .flavor("nothing to draw: no edges of weight \(minimumWeight) or more in this selection (lower --min-weight)")
        }
        return subgraph
    }

    /// The bytes of the map in ``format``: `subgraph` laid out (our layout uses all its edges), `shown`
    /// (its nodes with the edges to draw, ``shown(_:)``) written.
    func render(_ subgraph: FlavorSubgraph, showing shown: FlavorSubgraph) throws(LarderError) -> Data {
        var positions: [Point]?
        if layout == .larder {
            var options = LayoutOptions()
            options.seed = seed
            positions = ForceLayout(options: options).layout(subgraph.layoutGraph).positions
        }
        if format == .json {
            guard let positions else { throw .invalidInput("--format json needs --layout larder") }
            return try json(shown, positions: positions)
        }
        if format == .html { throw .invalidInput("an HTML map is written by write(from:to:)") }
        var writerOptions = DOTWriter.Options()
        let pairings = shown.edges.count == subgraph.edges.count
            ? "\(shown.edges.count) pairings" : "\(shown.edges.count) of \(subgraph.edges.count) pairings"
        writerOptions.title = "Larder flavor map: \(shown.nodes.count) ingredients, \(pairings)"
        do {
            let graph = try DOTWriter(options: writerOptions).graph(shown, positions: positions)
            if format == .dot && layout == .larder { return Data(graph.text.utf8) }
            let engine: GraphvizRenderer.Engine = switch layout {
            case .larder: .pinned
            case .sfdp: .sfdp
            case .neato: .neato
            }
            let output: GraphvizRenderer.Format = switch format {
            case .svg: .svg
            case .png: .png
            case .pdf: .pdf
            case .dot, .json, .html: .dot
            }
            // Our positions go to Graphviz through its graph API (no DOT text parsed); its own engines and
            // its DOT output read the text, as the graph API builds what they would not place alike.
            if engine == .pinned && output != .dot {
                return try GraphvizRenderer().render(graph, engine: engine, format: output)
            }
            return try GraphvizRenderer().render(dot: graph.text, engine: engine, format: output)
        } catch {
            throw .render(error)
        }
    }

    private struct JSONMap: Encodable {
        struct Node: Encodable {
            var id: String, name: String, category: String, popularity: Int, x: Double, y: Double
        }
        struct Edge: Encodable {
            var a: String, b: String, evidence: PairingEvidence
        }
        var nodes: [Node]
        var edges: [Edge]
    }

    private func json(_ subgraph: FlavorSubgraph, positions: [Point]) throws(LarderError) -> Data {
        let map = JSONMap(
            nodes: subgraph.nodes.enumerated().map { i, node in
                JSONMap.Node(
                    id: node.id.rawValue, name: node.name, category: node.category.rawValue, popularity: node.popularity,
                    x: (positions[i].x * 1000).rounded() / 1000, y: (positions[i].y * 1000).rounded() / 1000)
            },
            edges: subgraph.edges.map {
                JSONMap.Edge(a: subgraph.nodes[$0.a].id.rawValue, b: subgraph.nodes[$0.b].id.rawValue, evidence: $0.evidence)
            })
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted]
        do { return try encoder.encode(map) } catch { throw .invalidInput("cannot encode the map: \(error)") }
    }
}
