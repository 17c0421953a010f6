import FlavorTestSupport
import FlavorGraph
import Testing

@Suite struct PairingQueryTests {
    let graph = FlavorFixtures.graph

    @Test func partnersOfOneIngredient() throws {
        let pairs = try graph.pairs(for: ["gin"], limit: 3)
        #expect(pairs.count == 3)
        // Lemon juice (shared recipes and compounds) and tonic (shared recipes) lead.
        #expect(Set(pairs.prefix(2).map(\.ingredient.id)) == ["lemon-juice", "tonic"])
        #expect(pairs.map(\.score) == pairs.map(\.score).sorted(by: >))
        #expect(pairs.allSatisfy { $0.evidence.count == 1 && $0.ingredient.id != "gin" })
        // London dry gin is a kind of gin, not a partner.
        #expect(try !graph.pairs(for: ["gin"], limit: 20).contains { $0.ingredient.id == "london-dry-gin" })
    }

    @Test func partnersOfASetMustGoWithEveryMember() throws {
        let pairs = try graph.pairs(for: ["rum", "lime-juice"], limit: 5)
        #expect(pairs.first?.ingredient.id == "simple-syrup" || pairs.first?.ingredient.id == "mint")
        let mint = try #require(pairs.first { $0.ingredient.id == "mint" })
        #expect(mint.recipesWithAll == 2)
        #expect(mint.evidence.count == 2)
        #expect(!pairs.contains { $0.ingredient.id == "rum" || $0.ingredient.id == "lime-juice" })
    }

    @Test func unknownAndEmptyQueriesThrow() {
        #expect(throws: FlavorQueryError.unknownIngredient("unicorn")) { try graph.pairs(for: ["gin", "unicorn"]) }
        #expect(throws: FlavorQueryError.emptyQuery) { try graph.pairs(for: []) }
    }
}
