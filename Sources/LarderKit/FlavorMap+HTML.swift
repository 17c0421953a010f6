import FlavorGraph
import Foundation
import LarderCatalog
import LarderCore
import LarderRender

extension FlavorMap {
    /// Most ingredients an HTML page holds besides those it shows at first.
    public static let htmlExpandableLimit = 1_000
    /// Partners listed in a node's details.
    static let htmlPairings = 5
    /// Recipe names listed in a node's details.
    static let htmlRecipeExamples = 8

    /// The interactive page of `subgraph`: the selection, laid out exactly as for the static renders
    /// (our layout, same seed), shown when the page opens; around it up to ``htmlExpandableLimit``
    /// ingredients a reader can reveal (breadth first, each node's strongest partners), placed by our
    /// layout with the shown nodes pinned; every node with its top partners and recipes.
    ///
    /// Profiles are left empty here: `HTMLGraphDocument.Node.profile` is where a taste profile goes
    /// once the catalog has one.
    public func htmlDocument(_ subgraph: FlavorSubgraph, from service: FlavorService) throws(LarderError) -> HTMLGraphDocument {
        guard layout == .larder else { throw .invalidInput("--format html needs --layout larder") }
        var options = LayoutOptions()
        options.seed = seed
        let shownPositions = ForceLayout(options: options).layout(subgraph.layoutGraph).positions
        let graph = service.graph
        let shownIDs = subgraph.nodes.map(\.id)
        let byPopularity = subgraph.nodes.sorted { ($0.popularity, $1.id) > ($1.popularity, $0.id) }.map(\.id)
        let extra = graph.surroundings(of: byPopularity, minimumWeight: minimumWeight, limit: Self.htmlExpandableLimit)
        let universe: FlavorSubgraph
        do { universe = try graph.subgraph(.nodes(shownIDs + extra), minimumWeight: minimumWeight) } catch {
            throw FlavorService.wrap(error)
        }
        var shownIndex: [IngredientID: Int] = [:]
        for (i, node) in subgraph.nodes.enumerated() { shownIndex[node.id] = i }
        var pins: [Int: Point] = [:]
        for (i, node) in universe.nodes.enumerated() {
            if let k = shownIndex[node.id] { pins[i] = shownPositions[k] }
        }
        let positions = extra.isEmpty
            ? universe.nodes.map { shownPositions[shownIndex[$0.id] ?? 0] }
            : ForceLayout(options: options).layout(universe.layoutGraph, pinned: pins).positions
        let uses: [IngredientID: IngredientUses]
        do { uses = try service.catalog.uses(of: universe.nodes.map(\.id), examples: Self.htmlRecipeExamples) } catch {
            throw .catalog(error)
        }
        let focus = Set(subgraph.focus.map { subgraph.nodes[$0].id })
        let nodes = universe.nodes.enumerated().map { i, node in
            HTMLGraphDocument.Node(
                id: node.id.rawValue, name: node.name, category: node.category, popularity: node.popularity,
                position: positions[i], shown: shownIndex[node.id] != nil, focus: focus.contains(node.id),
                recipes: uses[node.id]?.examples ?? [], recipeCount: uses[node.id]?.count ?? node.popularity,
                pairings: topPairings(of: node.id, in: graph))
        }
        let edges = universe.edges.map {
            HTMLGraphDocument.Edge(a: $0.a, b: $0.b, score: $0.evidence.score, reason: $0.evidence.reason)
        }
        let title = "Larder flavor map: \(subgraph.nodes.count) ingredients, \(subgraph.edges.count) pairings"
        return HTMLGraphDocument(title: title, nodes: nodes, edges: edges)
    }

    /// The strongest partners of an ingredient in the whole graph, with their reasons.
    private func topPairings(of id: IngredientID, in graph: FlavorGraph) -> [HTMLGraphDocument.Pairing] {
        guard let i = graph.nodeIndex(of: id) else { return [] }
        return graph.edges(of: i).prefix(Self.htmlPairings).map {
            HTMLGraphDocument.Pairing(name: graph.nodes[$0.target].name, score: $0.evidence.score, reason: $0.evidence.reason)
        }
    }
}
