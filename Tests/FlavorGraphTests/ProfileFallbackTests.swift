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
        // Syrup and water: one ingredient with a taste, paired with itself. Pure sweet has no aroma and
        // no complement within itself: affinity 0.
        let single = try #require(graph.pairingScore(of: [IngredientID("syrup"), IngredientID("water")], samples: 20, seed: 3))
        #expect(single.basis == "single" && single.pairs == 0 && single.meanProfileAffinity == 0)
        #expect(single.counted == [IngredientID("syrup")] && single.uncovered == [IngredientID("water")])
        #expect(graph.pairingScore(of: [IngredientID("water")]) == nil)
    }

    @Test func aSingleTasteIsScoredOnItsOwnBalance() throws {
        // Cola-like: sweet 4, sour 1, citrus 2. Aroma cosine with itself 1; complement 2·(4·1)/25 = 0.32
        // (sweet–sour, counted both ways); affinity (1 + 0.32) / 2 = 0.66.
        let input = FlavorGraphInput(
            nodes: [node("cola", .soda), node("ice", .water), node("plain", .syrup)], recipes: [],
            profiles: [IngredientID("cola"): TasteProfile([.sweet: 4, .sour: 1, .citrus: 2]), IngredientID("plain"): TasteProfile([.sweet: 1])])
        let graph = FlavorGraph(input: input)
        let score = try #require(graph.pairingScore(of: [IngredientID("cola"), IngredientID("ice")], samples: 200, seed: 1))
        #expect(score.basis == "single")
        #expect(abs((score.meanProfileAffinity ?? 0) - 0.66) < 1e-12)
        // Random single ingredients: cola (0.66) or plain syrup (0), about half each; cola beats the syrup draws.
        #expect(score.percentile > 0.3 && score.percentile < 0.7)
        #expect(abs(score.baselineMean - 0.33) < 0.1)
    }

    @Test func profileOnlyLinesBlendWithCompoundPairs() throws {
        // Lime and mint share compounds {x, y}; bourbon has only a profile. Pairs: lime–mint on
        // compounds (2 shared), bourbon–lime and bourbon–mint on profiles.
        let input = FlavorGraphInput(
            nodes: [node("lime", .juice), node("mint", .herb), node("bourbon"), node("salt", .pantry)],
            compounds: [IngredientID("lime"): ["x", "y", "z"], IngredientID("mint"): ["x", "y"], IngredientID("salt"): ["w"]],
            recipes: [],
            profiles: [
                IngredientID("lime"): TasteProfile([.sour: 5]), IngredientID("mint"): TasteProfile([.minty: 5]),
                IngredientID("bourbon"): TasteProfile([.strength: 5, .oak: 5]),
            ])
        let graph = FlavorGraph(input: input)
        let score = try #require(graph.pairingScore(of: ["lime", "mint", "bourbon"].map { IngredientID($0) }, samples: 50, seed: 2))
        #expect(score.basis == "compounds+profiles")
        #expect(score.pairs == 3 && score.compoundPairs == 1 && score.profilePairs == 3)
        #expect(score.meanSharedCompounds == 2)
        // bourbon–lime: no shared aroma, strength–sour 5·5/25 = 1 → 0.5; bourbon–mint and lime–mint: no
        // aroma in common, no complement → 0. Mean 0.5 / 3.
        #expect(abs((score.meanProfileAffinity ?? 0) - 0.5 / 3) < 1e-12)
        #expect(score.counted == ["bourbon", "lime", "mint"].map { IngredientID($0) })
        // Without the profile-only line the score is the compounds-only one, unchanged.
        let plain = try #require(graph.pairingScore(of: ["lime", "mint"].map { IngredientID($0) }, samples: 50, seed: 2))
        #expect(plain.basis == "compounds" && plain.meanSharedCompounds == 2 && plain.pairs == 1)
    }

    @Test func spiritsFindPartnersByProfileBeyondTheirRecipes() throws {
        // Bourbon is in one recipe with sugar; vermouth is used twice, never with bourbon. Its taste
        // profile makes it a candidate partner all the same, with the profiles as its only evidence.
        let ids = { (names: [String]) in names.map { IngredientID($0) } }
        let input = FlavorGraphInput(
            nodes: [node("bourbon"), node("sugar", .sweetener), node("vermouth", .fortifiedWine), node("gin"), node("rum")],
            recipes: [ids(["bourbon", "sugar"]), ids(["gin", "vermouth"]), ids(["gin", "vermouth"]), ids(["rum", "vermouth"]), ids(["rum", "vermouth"])],
            profiles: [
                // A rum tasting exactly like the bourbon: a stand-in, not a partner.
                IngredientID("rum"): TasteProfile([.strength: 5, .oak: 4, .vanillaCaramel: 3]),
                IngredientID("bourbon"): TasteProfile([.strength: 5, .oak: 4, .vanillaCaramel: 3]),
                IngredientID("sugar"): TasteProfile([.sweet: 5]),
                IngredientID("vermouth"): TasteProfile([.sweet: 3, .bitter: 2, .herbal: 3, .vanillaCaramel: 1]),
                IngredientID("gin"): TasteProfile([.strength: 5, .herbal: 4]),
            ])
        let graph = FlavorGraph(input: input)
        let pairs = try graph.pairs(for: [IngredientID("bourbon")], limit: 5)
        let vermouth = try #require(pairs.first { $0.ingredient.id == IngredientID("vermouth") })
        #expect(vermouth.evidence[0].recipesTogether == 0)
        #expect(vermouth.evidence[0].profileAffinity != nil)
        #expect(vermouth.evidence[0].reason.hasPrefix("taste profiles"))
        #expect(!pairs.contains { $0.ingredient.id == IngredientID("rum") })
        // Without the profile candidates, bourbon's only partner would be the sugar it shares a recipe with.
        var options = FlavorGraphOptions()
        options.profileNeighbours = 0
        let before = try FlavorGraph(input: input, options: options).pairs(for: [IngredientID("bourbon")], limit: 5)
        #expect(before.map(\.ingredient.id) == [IngredientID("sugar")])
    }
}
