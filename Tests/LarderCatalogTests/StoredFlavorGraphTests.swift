import CatalogTestSupport
import FlavorGraph
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The stored flavor graph (`flavor_node`, `flavor_edge`, `flavor_graph_meta`), read partially for one
/// query, against the graph built from scratch from the catalog's facts by the existing code (the
/// independent path: recipes, compounds, pairings and profiles, every candidate pair scored).
@Suite struct StoredFlavorGraphTests {
    /// Every query a flavor command makes, on the graph read for it, equals the same query on the built graph.
    static func expectQueriesMatch(_ store: CatalogStore, _ sources: CatalogSources) throws {
        let rebuilt = try PrecomputedTests.rebuilt(store)
        #expect(rebuilt.edgeCount > 0)
        let everyEdge = try #require(try store.storedFlavorGraph(allEdges: true))
        #expect(everyEdge.nodes == rebuilt.nodes)
        #expect(everyEdge.edgeCount == rebuilt.edgeCount)
        #expect(try everyEdge.subgraph(.all, minimumWeight: 0) == rebuilt.subgraph(.all, minimumWeight: 0))
        for node in rebuilt.nodes {
            let i = try #require(rebuilt.nodeIndex(of: node.id))
            #expect(everyEdge.edges(of: i) == rebuilt.edges(of: i))
            #expect(try everyEdge.substitutes(for: node.id, limit: 100) == rebuilt.substitutes(for: node.id, limit: 100))
            // Read for one substitutes query: only the compared nodes' co-occurrence edges, with and without
            // curated stand-ins (every other node, then a few, as the catalog's substitute rows name them).
            let curated = rebuilt.nodes.filter { $0.id != node.id }.map(\.id)
            for stands in [[], curated, Array(curated.prefix(2))] {
                let forSubstitutes = try #require(try store.storedFlavorGraph(substitutesFor: node.id, curated: stands))
                #expect(forSubstitutes.edgeCount <= rebuilt.edgeCount)
                let named = stands.map { (ingredient: $0, reason: "because") }
                #expect(try forSubstitutes.substitutes(for: node.id, curated: named, limit: 100)
                    == rebuilt.substitutes(for: node.id, curated: named, limit: 100))
            }
            let focused = try #require(try store.storedFlavorGraph(focus: [node.id]))
            #expect(focused.edges(of: i) == rebuilt.edges(of: i))
            #expect(try focused.pairs(for: [node.id], limit: 100) == rebuilt.pairs(for: [node.id], limit: 100))
            for other in rebuilt.nodes {
                #expect(focused.evidence(i, rebuilt.nodeIndex(of: other.id)!) == rebuilt.evidence(i, rebuilt.nodeIndex(of: other.id)!))
            }
            let pair = try #require(try store.storedFlavorGraph(focus: [node.id, "gin"]))
            #expect(try pair.pairs(for: [node.id, "gin"], limit: 100) == rebuilt.pairs(for: [node.id, "gin"], limit: 100))
        }
        let nodesOnly = try #require(try store.storedFlavorGraph())
        var scored = 0
        for recipe in sources.recipes {
            let ids = recipe.lines.map(\.ingredient)
            let score = nodesOnly.pairingScore(of: ids, samples: 50, seed: 3)
            #expect(score == rebuilt.pairingScore(of: ids, samples: 50, seed: 3))
            if score != nil { scored += 1 }
        }
        #expect(scored > 0)
    }

    @Test func partialReadsEqualTheBuiltGraph() throws {
        let (store, _, folder) = try PrecomputedTests.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.expectQueriesMatch(store, PrecomputedTests.sources)
    }

    @Test func partialReadsWithTasteProfilesEqualTheBuiltGraph() throws {
        let (store, _, folder) = try PrecomputedTests.compiled(PrecomputedTests.profiledSources)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.expectQueriesMatch(store, PrecomputedTests.profiledSources)
    }

    /// Gin and lemon juice share the two gin sours and nothing else of the fixture; the stored edge
    /// holds the counts worked out by hand in ``PrecomputedTests``, and the nodes their recipe counts.
    @Test func storedRowsHoldTheHandCountedEvidence() throws {
        let (_, url, folder) = try PrecomputedTests.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.read { db in
            let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM flavor_edge WHERE a_id = 'gin' AND b_id = 'lemon-juice'"))
            #expect(row["recipes_together"] as Int == 2)
            #expect(row["shared_compounds"] as Int == 1)
            #expect(abs((row["score"] as Double) - 0.647744) < 1e-6)
            #expect(try Int.fetchOne(db, sql: "SELECT popularity FROM flavor_node WHERE ingredient_id = 'gin'") == 3)
            #expect(try Double.fetchOne(db, sql: "SELECT value FROM flavor_graph_meta WHERE key = 'recipe_count'") == 11)
            // The stored graph is derived: neither hashed nor diffed.
            let stored: Set<String> = ["flavor_node", "flavor_edge", "flavor_graph_meta"]
            #expect(!CatalogSchema.contentTables.contains { stored.contains($0.name) })
            #expect(stored.isSubset(of: CatalogSchema.derivedTables))
        }
    }

    /// An update that removes a recipe rewrites the stored graph with the index (``CatalogIndex/refresh``).
    @Test func anUpdateRewritesTheStoredGraph() throws {
        let (_, url, folder) = try PrecomputedTests.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "DELETE FROM recipe_line WHERE recipe_id = 'gin-fizz'")
            try db.execute(sql: "DELETE FROM recipe WHERE id = 'gin-fizz'")
            try CatalogIndex.refresh(db, recipes: ["gin-fizz"], ingredients: [])
        }
        try queue.close()
        let store = try CatalogStore.open(at: url)
        var sources = PrecomputedTests.sources
        sources.recipes.removeAll { $0.id == "gin-fizz" }
        try Self.expectQueriesMatch(store, sources)
        // Gin and lemon juice now share one recipe, below the support an edge on co-occurrence needs.
        let graph = try #require(try store.storedFlavorGraph(focus: ["gin"]))
        let gin = try #require(graph.nodeIndex(of: "gin")), lemon = try #require(graph.nodeIndex(of: "lemon-juice"))
        #expect(graph.evidence(gin, lemon).recipesTogether == 1)
        #expect(graph.recipeCount == 10)
    }

    @Test func aCatalogWithoutTheStoredGraphReadsNone() throws {
        let (_, url, folder) = try PrecomputedTests.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in try db.execute(sql: "DROP TABLE flavor_edge; DROP TABLE flavor_node; DROP TABLE flavor_graph_meta") }
        try queue.close()
        let old = try CatalogStore.open(at: url)
        #expect(try old.storedFlavorGraph(focus: ["gin"]) == nil)
        #expect(try old.flavorGraph().pairs(for: ["gin"]).isEmpty == false)
    }
}
