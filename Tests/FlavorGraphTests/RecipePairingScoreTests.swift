import FlavorTestSupport
import FlavorGraph
import Testing

@Suite struct RecipePairingScoreTests {
    let graph = FlavorFixtures.graph

    @Test func citrusAndGinScoreAboveRandomSets() throws {
        let score = try #require(graph.pairingScore(of: ["gin", "lemon-juice", "lime-juice", "tonic"], samples: 500, seed: 4))
        // Pairs: gin–lemon 3, gin–lime 2, lemon–lime 3 → mean 8/3.
        #expect(abs(score.meanSharedCompounds - 8.0 / 3.0) < 1e-12)
        #expect(score.pairs == 3)
        #expect(score.uncovered == ["tonic"])
        #expect(score.meanSharedCompounds > score.baselineMean)
        #expect(score.percentile > 0.5)
        #expect(score.zScore > 0)
    }

    @Test func sameSeedSameBaseline() throws {
        let a = graph.pairingScore(of: ["rum", "cream"], samples: 200, seed: 9)
        let b = graph.pairingScore(of: ["rum", "cream"], samples: 200, seed: 9)
        #expect(a == b)
        #expect(a?.meanSharedCompounds == 0)
        #expect(graph.pairingScore(of: ["gin", "tonic"]) == nil)  // only one ingredient has compounds
    }
}
