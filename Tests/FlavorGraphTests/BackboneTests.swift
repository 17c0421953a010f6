import FlavorGraph
import LarderCore
import Testing

/// The disparity filter against a hand computation (Serrano, Boguñá and Vespignani 2009:
/// p = (1 − w/s)^(k − 1) for a node of degree k and strength s, an edge kept when p < α at one end).
@Suite struct BackboneTests {
    /// A: hub of degree 4 (A–B 0.7, A–C, A–D, A–E 0.1 each; s = 1.0);
    /// B: A–B 0.7, B–C 0.2 (s = 0.9); C: A–C 0.1, B–C 0.2, C–D 0.3 (s = 0.6); D: A–D 0.1, C–D 0.3 (s = 0.4);
    /// E: A–E only (degree 1); F–G 0.5, each of degree 1.
    ///
    /// By hand:
    /// - A–B: at A (1 − 0.7)³ = 0.027, at B 1 − 0.7/0.9 = 0.2222;
    /// - A–C: at A 0.9³ = 0.729, at C (1 − 0.1/0.6)² = 0.6944;
    /// - A–D: at A 0.729, at D 1 − 0.1/0.4 = 0.75;
    /// - A–E: at A 0.729, at E never (degree 1);
    /// - B–C: at B 1 − 0.2/0.9 = 0.7778, at C (1 − 0.2/0.6)² = 0.4444;
    /// - C–D: at C (1 − 0.3/0.6)² = 0.25, at D 1 − 0.3/0.4 = 0.25;
    /// - F–G: never (both ends of degree 1).
    let subgraph: FlavorSubgraph = {
        let names = ["a", "b", "c", "d", "e", "f", "g"]
        let nodes = names.map { FlavorNode(id: IngredientID($0), name: $0.uppercased(), category: .other, popularity: 1) }
        let weighted: [(Int, Int, Double)] = [(0, 1, 0.7), (0, 2, 0.1), (0, 3, 0.1), (0, 4, 0.1), (1, 2, 0.2), (2, 3, 0.3), (5, 6, 0.5)]
        let edges = weighted.map {
            StoredFlavorGraph.Edge(a: nodes[$0.0].id, b: nodes[$0.1].id, evidence: PairingEvidence(score: $0.2))
        }
        let graph = FlavorGraph(stored: StoredFlavorGraph(
            nodes: nodes, recipeCount: 0, maximumPairingScore: 1, compoundSets: [:], profiles: [:], edges: edges))
        var subgraph = try! graph.subgraph(.all)
        subgraph.focus = [2]
        return subgraph
    }()

    private func kept(_ alpha: Double) -> [String] {
        let backbone = subgraph.backbone(level: alpha)
        return backbone.edges.map { backbone.nodes[$0.a].name + backbone.nodes[$0.b].name }
    }

    @Test func keepsTheEdgesSignificantAtOneEnd() {
        #expect(kept(0.02) == [])
        #expect(kept(0.03) == ["AB"])
        #expect(kept(0.3) == ["AB", "CD"])
        #expect(kept(0.5) == ["AB", "BC", "CD"])
        #expect(kept(0.7) == ["AB", "AC", "BC", "CD"])
        #expect(kept(0.74) == ["AB", "AC", "AD", "AE", "BC", "CD"])
    }

    @Test func aNodeOfDegreeOneMakesNoEdgeSignificant() {
        #expect(!kept(1).contains("FG"))
        #expect(kept(1).count == 6)
    }

    @Test func nodesAndFocusStay() {
        #expect(subgraph.nodes.map(\.name) == ["A", "B", "C", "D", "E", "F", "G"] && subgraph.edges.count == 7)
        let backbone = subgraph.backbone(level: 0.3)
        #expect(backbone.nodes == subgraph.nodes)
        #expect(backbone.focus == [2])
        #expect(backbone.edges.map(\.evidence.score) == [0.7, 0.3])
    }
}
