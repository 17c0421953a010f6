import FlavorGraph
import LarderCore
import Testing

@Suite struct CuisinePairingReportTests {
    @Test func realRecipesAgainstTheirOwnIngredientsByFrequency() throws {
        // a and b share compounds x, y; c and d share z, w; no other pair shares any.
        let nodes = ["a", "b", "c", "d"].map { FlavorNode(id: IngredientID($0), name: $0, category: .spice) }
        let compounds: [IngredientID: [String]] = [
            IngredientID("a"): ["x", "y"], IngredientID("b"): ["x", "y", "p"], IngredientID("c"): ["z", "w"],
            IngredientID("d"): ["z", "w", "q"],
        ]
        let recipes = [["a", "b"], ["c", "d"], ["a", "b"], ["c", "d"]].map { $0.map { IngredientID($0) } }
        let graph = FlavorGraph(input: FlavorGraphInput(nodes: nodes, compounds: compounds, recipes: recipes))
        let report = try #require(graph.cuisineReport("test", recipes: recipes, replicates: 400, seed: 5))
        // Every real recipe shares 2 compounds: mean 2 and a bootstrap interval of [2, 2].
        #expect(report.recipes == 4 && report.meanShared == 2 && report.meanLow == 2 && report.meanHigh == 2)
        // Null: each of the four ingredients is used by two recipes, so a random pair of two distinct ones is
        // one of 6 equally likely pairs, 2 of which share 2 compounds: expected 2 · 2/6 = 0.667.
        #expect(abs(report.nullMean - 2.0 / 3.0) < 0.1, "\(report.nullMean)")
        // A replicate reaches 1.5 or more only when three or four of its four pairs share: P = 9/81.
        #expect(report.nullLow == 0 && report.difference > 1)
        #expect(graph.cuisineReport("thin", recipes: [recipes[0]]) == nil)
    }
}
