import FlavorGraph
import Testing

@Suite struct LayoutQualityTests {
    @Test func pathOnALineHasZeroStressAtAnyScale() {
        let graph = LayoutGraph(nodeCount: 6, edges: (0..<5).map { ($0, $0 + 1, 1) })
        let line = (0..<6).map { Point(x: Double($0) * 37, y: 0) }
        #expect(LayoutQuality.stress(graph, positions: line) < 1e-12)
        #expect(LayoutQuality.neighbourhoodPreservation(graph, positions: line) == 1)
        let folded = line.enumerated().map { Point(x: Double($0.offset % 2), y: 0) }
        #expect(LayoutQuality.stress(graph, positions: folded) > 0.3)
    }

    @Test func breadthFirstDistancesMarkUnreachableNodes() {
        let graph = LayoutGraph(nodeCount: 4, edges: [(0, 1, 1), (1, 2, 1)])
        #expect(LayoutQuality.breadthFirstDistances(graph, from: 0) == [0, 1, 2, -1])
    }
}
