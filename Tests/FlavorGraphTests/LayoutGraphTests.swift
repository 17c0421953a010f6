import FlavorGraph
import Testing

@Suite struct LayoutGraphTests {
    @Test func mergesParallelEdgesAndDropsLoops() {
        let graph = LayoutGraph(nodeCount: 3, edges: [(0, 1, 1), (1, 0, 2), (2, 2, 5), (1, 2, -1), (0, 7, 1)])
        #expect(graph.edgeCount == 2)
        #expect(graph.degree(0) == 1)
        #expect(Array(graph.neighbours(0)).map(\.weight) == [3])
        #expect(Array(graph.neighbours(2)).map(\.weight) == [1])  // a bad weight counts as 1
        #expect(Array(graph.neighbours(1)).map(\.node) == [0, 2])
    }
}
