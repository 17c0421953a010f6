import CatalogTestSupport
import FlavorGraph
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The whole-graph map selection read by SQL (chosen nodes and the edges among them only) against the
/// same selection on the graph built from scratch from the catalog's facts (the independent path), and on
/// the graph read with every stored edge.
@Suite struct StoredFlavorSubgraphTests {
    @Test func selectionEqualsTheBuiltGraphs() throws {
        let (store, _, folder) = try PrecomputedTests.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rebuilt = try PrecomputedTests.rebuilt(store)
        let everyEdge = try #require(try store.storedFlavorGraph(allEdges: true))
        let scores = (0..<rebuilt.nodes.count).flatMap { rebuilt.edges(of: $0).map(\.evidence.score) }.sorted()
        #expect(scores.count > 4)
        // Weights at, just above and between the stored scores; node limits from none to all.
        let weights = [0, 0.05, scores[scores.count / 2], scores[scores.count / 2].nextUp, scores.last!, scores.last!.nextUp]
        var drawn = 0
        for weight in weights {
            for limit in [0, 1, 2, 3, 5, rebuilt.nodes.count - 1, rebuilt.nodes.count, .max] {
                let read = try #require(try store.storedFlavorSubgraph(minimumWeight: weight, maximumNodes: limit))
                let expected = try rebuilt.subgraph(.all, minimumWeight: weight, maximumNodes: limit)
                #expect(read == expected, "weight \(weight), limit \(limit)")
                #expect(read == (try everyEdge.subgraph(.all, minimumWeight: weight, maximumNodes: limit)))
                if !read.edges.isEmpty { drawn += 1 }
            }
        }
        #expect(drawn > 10)
    }
}
