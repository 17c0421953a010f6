import FlavorTestSupport
import FlavorGraph
import LarderCore
import Testing

@Suite struct FlavorSubgraphTests {
    let graph = FlavorFixtures.graph

    @Test func aroundOneIngredient() throws {
        let near = try graph.subgraph(.around("mint", depth: 1))
        #expect(near.focus.count == 1)
        #expect(near.nodes[near.focus[0]].id == "mint")
        #expect(near.nodes.count == 1 + graph.edges(of: graph.nodeIndex(of: "mint")!).count)
        let far = try graph.subgraph(.around("mint", depth: 2))
        #expect(far.nodes.count > near.nodes.count)
        #expect(far.edges.allSatisfy { $0.a < $0.b && $0.b < far.nodes.count })
    }

    @Test func limitsKeepTheFocusAndTheMostPopular() throws {
        let capped = try graph.subgraph(.around("gin", depth: 3), maximumNodes: 3)
        #expect(capped.nodes.count == 3)
        #expect(capped.nodes.contains { $0.id == "gin" })
        let strong = try graph.subgraph(.all, minimumWeight: 0.3)
        #expect(strong.edges.allSatisfy { $0.evidence.score >= 0.3 })
        #expect(strong.nodes.count < graph.nodes.count)
        #expect(throws: FlavorQueryError.unknownIngredient("x")) { try graph.subgraph(.ingredients(["gin", "x"])) }
    }

    @Test func aRecipeKeepsItsIngredientsAndTheirStrongestPartners() throws {
        let recipe = try graph.subgraph(.ingredients(["gin", "mint"]))
        let ids = Set(recipe.nodes.map(\.id))
        #expect(ids.isSuperset(of: ["gin", "mint"]))
        #expect(recipe.focus.count == 2)
        for id: IngredientID in ["gin", "mint"] {
            let i = graph.nodeIndex(of: id)!
            let best = graph.edges(of: i).sorted { $0.evidence.score > $1.evidence.score }.prefix(FlavorGraph.recipePartners)
            for edge in best { #expect(ids.contains(graph.nodes[edge.target].id)) }
        }
        #expect(recipe.nodes.count <= 2 + 2 * FlavorGraph.recipePartners)
    }
}
