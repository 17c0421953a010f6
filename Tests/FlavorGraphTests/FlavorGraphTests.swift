import FlavorTestSupport
import FlavorGraph
import Foundation
import Testing

@Suite struct FlavorGraphTests {
    let graph = FlavorFixtures.graph

    @Test func popularityIsCountedFromRecipes() {
        #expect(graph.node("gin")?.popularity == 6)
        #expect(graph.node("mint")?.popularity == 2)
        #expect(graph.recipeCount == FlavorFixtures.recipes.count)
    }

    @Test func evidenceKeepsEverySignal() throws {
        let gin = try #require(graph.nodeIndex(of: "gin")), lemon = try #require(graph.nodeIndex(of: "lemon-juice"))
        let evidence = graph.evidence(gin, lemon)
        #expect(evidence.recipesTogether == 3)
        #expect(evidence.sharedCompounds == 3)
        #expect(evidence.compoundJaccard == 3.0 / 5.0)
        // NPMI by hand: gin is in 6 recipes, lemon juice in 6, both in 3, of 18.
        #expect(graph.recipeCount == 18 && graph.node("lemon-juice")?.popularity == 6)
        let expected = log((3.0 / 18) / ((6.0 / 18) * (6.0 / 18))) / -log(3.0 / 18)
        #expect(abs(try #require(evidence.npmi) - expected) < 1e-12)
        #expect(evidence.flavorGraphScore == nil)
        let cosine = 3 / (6.0 * 6.0).squareRoot()
        #expect(abs(try #require(evidence.cooccurrenceCosine) - cosine) < 1e-12)
        let combined = (0.5 * (expected + cosine) / 2 + 0.3 * 0.6) / 1.0
        #expect(abs(evidence.score - combined) < 1e-12)
        #expect(evidence.reason == "in 3 recipes together, 3 shared compounds")
    }

    @Test func belowMinimumSupportThereIsNoNPMI() throws {
        let gin = try #require(graph.nodeIndex(of: "gin")), lime = try #require(graph.nodeIndex(of: "lime-juice"))
        let evidence = graph.evidence(gin, lime)
        #expect(evidence.recipesTogether == 1)
        #expect(evidence.npmi == nil)
        #expect(evidence.flavorGraphScore == 0.3)
    }

    @Test func unmappedIngredientsAreScoredOnWhatExists() throws {
        // Tonic has no compounds: its score is co-occurrence alone, not diluted by missing signals.
        let gin = try #require(graph.nodeIndex(of: "gin")), tonic = try #require(graph.nodeIndex(of: "tonic"))
        let evidence = graph.evidence(gin, tonic)
        #expect(evidence.compoundJaccard == nil)
        let signal = (max(0, try #require(evidence.npmi)) + (try #require(evidence.cooccurrenceCosine))) / 2
        #expect(abs(evidence.score - signal) < 1e-12)
    }

    @Test func keptEdgesAreSortedStrongestFirst() throws {
        let gin = try #require(graph.nodeIndex(of: "gin"))
        let scores = graph.edges(of: gin).map(\.evidence.score)
        #expect(!scores.isEmpty)
        #expect(scores == scores.sorted(by: >))
        #expect(graph.edgeCount > 5)
    }

    /// Every node's list, strongest first and equal scores by the partner's id (compared as text here).
    @Test func everyListIsOrderedByScoreThenPartnerID() {
        for i in graph.nodes.indices {
            let edges = graph.edges(of: i)
            for (a, b) in zip(edges, edges.dropFirst()) {
                let idA = graph.nodes[a.target].id.rawValue, idB = graph.nodes[b.target].id.rawValue
                #expect(a.evidence.score > b.evidence.score || (a.evidence.score == b.evidence.score && idA < idB),
                    "\(graph.nodes[i].id): \(idA) before \(idB)")
            }
        }
    }
}
