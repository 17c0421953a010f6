import LarderCore
import Testing
@testable import LarderImport

/// What tests of the real data sets' import (``Fixture/imported``) read from it: the result, one recipe by id,
/// and a recipe's line by its ingredient.
protocol ImportedDrinks {}

extension ImportedDrinks {
    /// The import of the real data sets; the test fails when it did not run.
    func result() throws -> CatalogImporter.Result { try #require(Fixture.imported) }

    /// The imported drink (or dish) `id`; the test fails when there is none.
    func drink(_ id: String) throws -> Recipe {
        try #require(try result().sources.recipes.first { $0.id.rawValue == id }, "no drink \(id)")
    }

    /// The first line of `recipe` that pours `ingredient`.
    func line(_ recipe: Recipe, _ ingredient: String) -> RecipeLine? {
        recipe.lines.first { $0.ingredient.rawValue == ingredient }
    }

    /// The first `ingredient` line of `recipe` in millilitres, when its amount is a volume.
    func millilitres(_ recipe: Recipe, _ ingredient: String) -> Double? {
        line(recipe, ingredient)?.amount.flatMap(AmountParser.parse)?.millilitres
    }
}
