import Foundation
import FlavorGraph
import Testing

@Suite struct ForceLayoutTests {
    @Test func gridHasLowStressAndBeatsRandom() {
        let graph = GraphFixtures.grid(12)
        let result = ForceLayout().layout(graph)
        let stress = LayoutQuality.stress(graph, positions: result.positions)
        let random = LayoutQuality.stress(graph, positions: GraphFixtures.randomPositions(graph.nodeCount, seed: 3))
        #expect(result.levels > 1)
        #expect(stress < 0.1)
        #expect(stress < random / 3)
        #expect(LayoutQuality.neighbourhoodPreservation(graph, positions: result.positions) > 0.5)
    }

    @Test func twoCliquesJoinedByOneEdgeAreSeparated() {
        let size = 15
        let graph = GraphFixtures.twoCliques(size)
        let positions = ForceLayout().layout(graph).positions
        let left = GraphFixtures.centroid(positions[0..<size]), right = GraphFixtures.centroid(positions[size...])
        let gap = left.distance(to: right)
        let spreadLeft = positions[0..<size].map { $0.distance(to: left) }.max()!
        let spreadRight = positions[size...].map { $0.distance(to: right) }.max()!
        #expect(gap > spreadLeft + spreadRight, "clusters overlap: gap \(gap), radii \(spreadLeft) + \(spreadRight)")
        // Every node is nearer its own clique's centre.
        #expect(positions[0..<size].allSatisfy { $0.distance(to: left) < $0.distance(to: right) })
        #expect(positions[size...].allSatisfy { $0.distance(to: right) < $0.distance(to: left) })
    }

    @Test func treeHasLowStress() {
        let graph = GraphFixtures.binaryTree(127)
        let positions = ForceLayout().layout(graph).positions
        let stress = LayoutQuality.stress(graph, positions: positions)
        let random = LayoutQuality.stress(graph, positions: GraphFixtures.randomPositions(graph.nodeCount, seed: 5))
        #expect(stress < 0.15)
        #expect(stress < random / 2)
    }

    @Test func sameSeedSameLayoutOtherSeedOtherLayout() {
        let graph = GraphFixtures.grid(8)
        var options = LayoutOptions()
        options.seed = 9
        let a = ForceLayout(options: options).layout(graph)
        let b = ForceLayout(options: options).layout(graph)
        options.seed = 10
        let c = ForceLayout(options: options).layout(graph)
        #expect(a == b)
        #expect(a.positions != c.positions)
    }

    @Test func pinnedNodesKeepTheirPositions() {
        let graph = GraphFixtures.grid(10)
        let pins = [0: Point(x: -20, y: -20), 99: Point(x: 20, y: 20), 9: Point(x: 20, y: -20)]
        let positions = ForceLayout().layout(graph, pinned: pins).positions
        for (i, p) in pins { #expect(positions[i] == p) }
        // The free nodes are placed between the pins, not left where they started.
        let centre = GraphFixtures.centroid(positions)
        #expect(abs(centre.x) < 15 && abs(centre.y) < 15)
        #expect(positions[55].distance(to: pins[99]!) < positions[55].distance(to: pins[0]!) + 5)
    }

    @Test func budgetStopsTheLayout() {
        let graph = GraphFixtures.grid(10)
        var options = LayoutOptions()
        options.iterationBudget = 5
        let result = ForceLayout(options: options).layout(graph)
        #expect(result.iterations <= 5)
        #expect(!result.converged)
    }

    @Test func emptyAndSingleNodeGraphs() {
        #expect(ForceLayout().layout(LayoutGraph(nodeCount: 0, edges: [])).positions.isEmpty)
        #expect(ForceLayout().layout(LayoutGraph(nodeCount: 1, edges: [])).positions.count == 1)
    }
}

@Suite struct StressStageTests {
    /// Hop distance between two nodes of the complete binary tree numbered as in
    /// ``GraphFixtures/binaryTree(_:)`` (node i's parent is (i − 1) / 2), from their lowest common
    /// ancestor: an independent reference, not the engine's breadth-first search.
    static func treeDistance(_ a: Int, _ b: Int) -> Int {
        var (x, y, hops) = (a, b, 0)
        while x != y {
            if x > y { x = (x - 1) / 2 } else { y = (y - 1) / 2 }
            hops += 1
        }
        return hops
    }

    /// Normalised stress over every pair at the optimal scale: Σ (α·e − d)² / d² over Σ d² / d², with
    /// α = Σ e/d / Σ e²/d² (weights 1/d²), computed here from scratch.
    static func fullStress(_ positions: [Point]) -> Double {
        var pairs: [(e: Double, d: Double)] = []
        for i in positions.indices {
            for j in positions.indices where j > i {
                pairs.append((positions[i].distance(to: positions[j]), Double(treeDistance(i, j))))
            }
        }
        let alpha = pairs.reduce(0) { $0 + $1.e / $1.d } / pairs.reduce(0) { $0 + $1.e * $1.e / ($1.d * $1.d) }
        return pairs.reduce(0) { $0 + pow(alpha * $1.e - $1.d, 2) / ($1.d * $1.d) } / Double(pairs.count)
    }

    @Test func stressStageLowersStressOverEveryPair() {
        let graph = GraphFixtures.binaryTree(255)
        var off = LayoutOptions()
        off.stressIterations = 0
        var on = LayoutOptions()
        on.stressIterations = 5
        let plain = ForceLayout(options: off).layout(graph).positions
        let refined = ForceLayout(options: on).layout(graph).positions
        #expect(Self.treeDistance(0, 254) == 7 && Self.treeDistance(1, 2) == 2 && Self.treeDistance(3, 4) == 2)
        let before = Self.fullStress(plain), after = Self.fullStress(refined)
        #expect(after <= before, "stress over all 32,385 pairs: \(before) before the stage, \(after) after")
    }
}
