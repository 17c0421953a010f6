import FlavorTestSupport
import FlavorGraph
import LarderCore
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

    @Test func cousinsInTheHierarchyAreOneFamily() throws {
        // Cointreau is a triple sec, and Grand Marnier an orange liqueur like triple sec: a bartender
        // reaches for one when the other is missing. Aperol shares partners but no ancestor.
        let nodes = [
            FlavorNode(id: "orange-liqueur", name: "Orange liqueur", category: .liqueur),
            FlavorNode(id: "triple-sec", name: "Triple sec", category: .liqueur, parent: "orange-liqueur"),
            FlavorNode(id: "cointreau", name: "Cointreau", category: .liqueur, parent: "triple-sec"),
            FlavorNode(id: "grand-marnier", name: "Grand Marnier", category: .liqueur, parent: "orange-liqueur"),
            FlavorNode(id: "aperol", name: "Aperol", category: .liqueur),
            FlavorNode(id: "tequila", name: "Tequila", category: .spirit),
            FlavorNode(id: "lime-juice", name: "Lime juice", category: .juice),
        ]
        let recipes: [[IngredientID]] = [
            ["cointreau", "tequila", "lime-juice"], ["cointreau", "tequila", "lime-juice"], ["cointreau", "lime-juice"],
            ["grand-marnier", "tequila", "lime-juice"], ["grand-marnier", "tequila"],
            ["aperol", "tequila", "lime-juice"], ["aperol", "lime-juice"],
        ]
        let graph = FlavorGraph(input: FlavorGraphInput(nodes: nodes, compounds: [:], recipes: recipes, pairings: []))
        let substitutes = try graph.substitutes(for: "cointreau")
        #expect(substitutes.first { $0.ingredient.id == "grand-marnier" }?.related == true)
        #expect(substitutes.first { $0.ingredient.id == "aperol" }?.related == false)
    }
}
