import CatalogTestSupport
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

@Suite struct FlavorFactsTests {
    @Test func readsIngredientsRecipesCompoundsAndPairings() throws {
        var sources = Fixture.sources
        sources.flavor = FlavorSources(
            compounds: [FlavorCompound(id: "limonene", name: "Limonene"), FlavorCompound(id: "pinene", name: "Pinene")],
            ingredientCompounds: [
                IngredientCompounds(ingredient: "gin", mappedFrom: ["gin"], compounds: ["limonene", "pinene"]),
                IngredientCompounds(ingredient: "lemon-juice", mappedFrom: ["lemon"], compounds: ["limonene"]),
            ],
            pairings: [FlavorPairing(a: "gin", b: "lemon-juice", score: 0.25)])
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        let facts = try CatalogStore.open(at: url).flavorFacts()

        // Only ingredients some recipe uses, with their use counts.
        let used = Set(Fixture.recipes.flatMap { $0.lines.map(\.ingredient) })
        #expect(Set(facts.ingredients.map(\.id)) == used)
        #expect(facts.ingredients.allSatisfy { $0.recipeCount > 0 })
        #expect(facts.recipes.count == Fixture.recipes.count)
        let negroni = try #require(Fixture.recipes.first)
        #expect(facts.recipes[negroni.id] == negroni.lines.map(\.ingredient))
        #expect(facts.compounds["gin"] == ["limonene", "pinene"])
        #expect(facts.compounds["lemon-juice"] == ["limonene"])
        #expect(facts.pairings == [FlavorPairing(a: "gin", b: "lemon-juice", score: 0.25)])
    }
}
