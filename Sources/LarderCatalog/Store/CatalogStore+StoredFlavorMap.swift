import FlavorGraph
import Foundation
import GRDB
import LarderCore

extension CatalogStore {
    /// The whole-graph map selection of the stored graph, reading only what it draws: equal to
    /// ``FlavorGraph/subgraph(_:minimumWeight:maximumNodes:)`` with ``SubgraphSelection/all`` on the graph
    /// ``storedFlavorGraph(focus:allEdges:)`` reads with every edge. SQL ranks the ingredients that have an
    /// edge of at least `minimumWeight` (by popularity, then edge count, then id) without decoding an edge,
    /// and only the `maximumNodes` first and the edges among them are read. `nil` for a catalog compiled
    /// before the graph was stored.
    ///
    /// - Complexity: one pass over the stored edges in SQLite, then O(k + e) rows for k nodes and the e
    ///   edges among them.
    public func storedFlavorSubgraph(minimumWeight: Double, maximumNodes: Int) throws(CatalogError) -> FlavorSubgraph? {
        try read { db in
            guard try db.hasTable("flavor_edge") else { return nil }
            guard maximumNodes > 0 else { return FlavorSubgraph(nodes: [], edges: []) }
            // A node's edge count is that of the graph loaded from the store (the compiler stores edges
            // between two distinct nodes only); `.all` keeps the nodes with an edge of at least the weight.
            // Counted per node through the primary key (a_id first) and the b_id index: a GROUP BY over
            // both ends of every edge costs three times as much.
            var nodes: [FlavorNode] = []
            try StatementColumns.forEach(db, sql: """
                SELECT n.ingredient_id, i.name, i.category, i.parent_id, i.abv, n.popularity
                FROM flavor_node n JOIN ingredient i ON i.id = n.ingredient_id
                WHERE EXISTS (SELECT 1 FROM flavor_edge e WHERE e.a_id = n.ingredient_id AND e.score >= ?1)
                   OR EXISTS (SELECT 1 FROM flavor_edge e WHERE e.b_id = n.ingredient_id AND e.score >= ?1)
                ORDER BY n.popularity DESC,
                         (SELECT COUNT(*) FROM flavor_edge e WHERE e.a_id = n.ingredient_id)
                           + (SELECT COUNT(*) FROM flavor_edge e WHERE e.b_id = n.ingredient_id) DESC,
                         n.ingredient_id
                LIMIT ?2
                """, arguments: [minimumWeight, Int64(clamping: maximumNodes)]) { row in
                nodes.append(FlavorNode(
                    id: IngredientID(try row.text(0, "ingredient_id")), name: try row.text(1, "name"),
                    category: try row.value(2, "category", as: IngredientCategory.self),
                    parent: try row.optionalText(3, "parent_id").map { IngredientID($0) }, abv: try row.optionalNumber(4, "abv"),
                    popularity: try row.integer(5, "popularity")))
            }
            // Each chosen node's edges through the primary key, the other end checked against the list
            // (`+b_id`: looking up every pair of chosen nodes costs four times as much).
            var edges: [StoredFlavorGraph.Edge] = []
            try StatementColumns.forEach(db, sql: """
                SELECT \(Self.flavorEdgeColumns) FROM flavor_edge
                WHERE score >= ?2
                  AND a_id IN (SELECT value FROM json_each(?1)) AND +b_id IN (SELECT value FROM json_each(?1))
                """, arguments: [Self.jsonArray(nodes.map(\.id.rawValue)), minimumWeight]) { row in
                edges.append(try StoredFlavorGraph.Edge(flavorEdgeRow: row))
            }
            // Exactly the chosen nodes and the kept edges among them: what `.all` keeps once it has chosen.
            let chosen = FlavorGraph(stored: StoredFlavorGraph(
                nodes: nodes, recipeCount: 0, maximumPairingScore: 1, compoundSets: [:], profiles: [:], edges: edges))
            return try chosen.subgraph(.nodes(nodes.map(\.id)), minimumWeight: minimumWeight, maximumNodes: maximumNodes)
        }
    }
}

extension CatalogStore {
    /// The `flavor_edge` columns ``StoredFlavorGraph/Edge/init(flavorEdgeRow:)`` reads, in its order.
    static let flavorEdgeColumns = """
        a_id, b_id, score, recipes_together, npmi, cooccurrence_cosine, shared_compounds, compound_jaccard, \
        flavorgraph_score, profile_affinity
        """
}

extension StoredFlavorGraph.Edge {
    /// The edge in a row of ``CatalogStore/flavorEdgeColumns``.
    init(flavorEdgeRow row: some StoredColumns) throws {
        var evidence = PairingEvidence(
            sharedCompounds: try row.integer(6, "shared_compounds"), compoundJaccard: try row.optionalNumber(7, "compound_jaccard"),
            recipesTogether: try row.integer(3, "recipes_together"), npmi: try row.optionalNumber(4, "npmi"),
            flavorGraphScore: try row.optionalNumber(8, "flavorgraph_score"), score: try row.number(2, "score"))
        evidence.cooccurrenceCosine = try row.optionalNumber(5, "cooccurrence_cosine")
        evidence.profileAffinity = try row.optionalNumber(9, "profile_affinity")
        self.init(a: IngredientID(try row.text(0, "a_id")), b: IngredientID(try row.text(1, "b_id")), evidence: evidence)
    }
}
