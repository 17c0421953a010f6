import LarderCore
import Testing
@testable import LarderImport

struct SyntheticCatalogTests {
    @Test func sameSeedSameCatalog() {
        #expect(SyntheticCatalog(count: 500, seed: 3).sources() == SyntheticCatalog(count: 500, seed: 3).sources())
        #expect(SyntheticCatalog(count: 500, seed: 3).sources() != SyntheticCatalog(count: 500, seed: 4).sources())
    }

    @Test func recipesAreDistinctAndReferToTheIngredientSet() {
        let sources = SyntheticCatalog(count: 2000).sources()
        #expect(sources.recipes.count == 2000)
        #expect(Set(sources.recipes.map(\.id)).count == 2000)
        let ids = Set(sources.ingredients.map(\.id))
        #expect(ids.count == sources.ingredients.count)
        for recipe in sources.recipes {
            #expect(!recipe.lines.isEmpty)
            #expect(recipe.lines.allSatisfy { ids.contains($0.ingredient) })
            #expect(recipe.lines.allSatisfy { $0.amount.flatMap(AmountParser.parse) != nil })
        }
        #expect(sources.recipes.contains { $0.kind == .drink })
        #expect(sources.recipes.contains { $0.kind == .dish })
        for ingredient in sources.ingredients { if let parent = ingredient.parent { #expect(ids.contains(parent)) } }
    }
}
