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

    @Test func curatedStandInsComeFirstWithTheirReason() throws {
        let nodes = [
            FlavorNode(id: "cointreau", name: "Cointreau", category: .liqueur),
            FlavorNode(id: "grand-marnier", name: "Grand Marnier", category: .liqueur),
            FlavorNode(id: "aperol", name: "Aperol", category: .liqueur),
            FlavorNode(id: "tequila", name: "Tequila", category: .spirit),
            FlavorNode(id: "lime-juice", name: "Lime juice", category: .juice),
        ]
        let recipes: [[IngredientID]] = [
            ["cointreau", "tequila", "lime-juice"], ["cointreau", "tequila", "lime-juice"],
            ["grand-marnier", "tequila", "lime-juice"], ["grand-marnier", "tequila", "lime-juice"],
            ["aperol", "tequila"], ["aperol", "tequila"],
        ]
        let graph = FlavorGraph(input: FlavorGraphInput(nodes: nodes, compounds: [:], recipes: recipes, pairings: []))
        let ranked = try graph.substitutes(for: "cointreau")
        // Grand Marnier shares both of Cointreau's partners, Aperol only tequila: the graph ranks Grand Marnier first.
        #expect(ranked.map(\.ingredient.id) == ["grand-marnier", "aperol"])
        let curated = try graph.substitutes(
            for: "cointreau", curated: [("aperol", "vouched for"), ("cointreau", "itself"), ("nowhere", "not in the graph")])
        #expect(curated.map(\.ingredient.id) == ["aperol", "grand-marnier"])
        #expect(curated[0].curatedReason == "vouched for")
        #expect(curated[0].reason.hasPrefix("curated: vouched for; "))
        // The same evidence as the graph's own suggestion, only placed first.
        var plain = curated[0]
        plain.curatedReason = nil
        #expect(plain == ranked[1])
        #expect(curated[1] == ranked[0])
        #expect(try graph.substitutes(for: "cointreau", curated: [("aperol", "x")], limit: 1).map(\.ingredient.id) == ["aperol"])
    }
}
