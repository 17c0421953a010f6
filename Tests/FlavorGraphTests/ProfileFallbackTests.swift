import FlavorGraph
import LarderCore
import Testing

@Suite struct ProfileFallbackTests {
    func node(_ id: String, _ category: IngredientCategory = .spirit) -> FlavorNode {
        FlavorNode(id: IngredientID(id), name: id, category: category, parent: nil, abv: nil)
    }

    @Test func affinityByHand() {
        // Pure sweet against pure sour: no aroma (similarity 0), complement sweet–sour 1·1 = 1 → affinity 0.5.
        let r = ProfileAffinity.of(TasteProfile([.sweet: 5]), TasteProfile([.sour: 5]))
        #expect(r.aromaSimilarity == 0 && r.complement == 1 && r.affinity == 0.5)
        // Same single aroma at different strengths: cosine 1; no complement → 0.5.
        let s = ProfileAffinity.of(TasteProfile([.herbal: 4]), TasteProfile([.herbal: 1]))
        #expect(abs(s.aromaSimilarity - 1) < 1e-12 && s.complement == 0 && abs(s.affinity - 0.5) < 1e-12)
        // strength 5 against sweet 2.5 and sour 2.5: strength–sweet 0.5 + strength–sour 0.5 = 1; against
        // sweet 2.5 alone 0.5; sweet 2.5 against sour 2.5: 0.25.
        let t = ProfileAffinity.of(TasteProfile([.strength: 5]), TasteProfile([.sweet: 2.5, .sour: 2.5]))
        #expect(abs(t.complement - 1) < 1e-12)
        #expect(abs(ProfileAffinity.of(TasteProfile([.strength: 5]), TasteProfile([.sweet: 2.5])).complement - 0.5) < 1e-12)
        #expect(abs(ProfileAffinity.of(TasteProfile([.sweet: 2.5]), TasteProfile([.sour: 2.5])).complement - 0.25) < 1e-12)
    }

    @Test func profilesStandInForMissingCompounds() throws {
        let input = FlavorGraphInput(
            nodes: [node("syrup", .syrup), node("juice", .juice), node("water", .water)],
            recipes: [],
            profiles: [IngredientID("syrup"): TasteProfile([.sweet: 5]), IngredientID("juice"): TasteProfile([.sour: 5])])
        let graph = FlavorGraph(input: input)
        let i = try #require(graph.nodeIndex(of: IngredientID("syrup")))
        let j = try #require(graph.nodeIndex(of: IngredientID("juice")))
        let evidence = graph.evidence(i, j)
        #expect(evidence.profileAffinity == 0.5)
        // No co-occurrence: (0.5·0 + 0.3·0.5) / (0.5 + 0.3) = 0.1875.
        #expect(abs(evidence.score - 0.1875) < 1e-12)
        let w = try #require(graph.nodeIndex(of: IngredientID("water")))
        #expect(graph.evidence(i, w).profileAffinity == nil)
        // A recipe of the two scores on profiles: mean affinity 0.5 over one pair.
        let score = try #require(graph.pairingScore(of: [IngredientID("syrup"), IngredientID("juice")], samples: 20, seed: 3))
        #expect(score.basis == "profiles" && score.meanProfileAffinity == 0.5 && score.pairs == 1)
        #expect(graph.pairingScore(of: [IngredientID("syrup"), IngredientID("water")]) == nil)
    }
}
