import FlavorTestSupport
import FlavorGraph
import Testing

@Suite struct SubstituteQueryTests {
    let graph = FlavorFixtures.graph

    @Test func lemonStandsInForLime() throws {
        let substitutes = try graph.substitutes(for: "lime-juice")
        #expect(substitutes.first?.ingredient.id == "lemon-juice")
        #expect(substitutes.allSatisfy { $0.ingredient.category == .juice || $0.ingredient.category == .fruit })
        #expect(substitutes.first?.reason.contains("compounds in common") == true)
    }

    @Test func familyAndCategoryCount() throws {
        let substitutes = try graph.substitutes(for: "gin")
        #expect(substitutes.first?.ingredient.id == "london-dry-gin")
        #expect(substitutes.first?.related == true)
        #expect(substitutes.allSatisfy { $0.ingredient.category == .spirit })
        #expect(throws: FlavorQueryError.unknownIngredient("nope")) { try graph.substitutes(for: "nope") }
    }
}
