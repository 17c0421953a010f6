import LarderCore
import Testing
@testable import LarderCatalogBuild

/// A drink's stored strength: computed from its lines, or unknown when one of its alcoholic lines has
/// no known strength (Danish Summer's Råstoff), never the strength of its other lines alone.
struct DrinkStrengthTests {
    static let ingredients: [IngredientID: Ingredient] = [
        "gin": Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
        "tonic": Ingredient(id: "tonic", name: "Tonic", category: .soda),
        "mystery-liqueur": Ingredient(id: "mystery-liqueur", name: "Mystery liqueur", category: .liqueur),
        "lime-wedge": Ingredient(id: "lime-wedge", name: "Lime wedge", category: .fruit),
    ]

    @Test func anAlcoholicLineOfUnknownStrengthLeavesTheDrinkUnknown() throws {
        // 50 ml gin and 100 ml tonic, built (10 % dilution): 20 ml alcohol in 165 ml = 12.1212 %.
        let known = [RecipeLine(ingredient: "gin", amount: "50 ml"), RecipeLine(ingredient: "tonic", amount: "100 ml")]
        let finish = try #require(RowWriter.drinkFinish(known, method: .built, ice: .cubed, ingredients: Self.ingredients))
        #expect(abs(finish.abv - 20.0 / 165 * 100) < 1e-9)
        // 40 ml of a liqueur whose strength nobody knows, topped with soda: unknown, not 0 %.
        let unknown = [RecipeLine(ingredient: "mystery-liqueur", amount: "40 ml"), RecipeLine(ingredient: "tonic", amount: "top up")]
        #expect(RowWriter.drinkFinish(unknown, method: .built, ice: .cubed, ingredients: Self.ingredients) == nil)
        // A garnish of no strength changes nothing.
        let garnished = known + [RecipeLine(ingredient: "lime-wedge", amount: "1", garnish: true)]
        #expect(try #require(RowWriter.drinkFinish(garnished, method: .built, ice: .cubed, ingredients: Self.ingredients)).abv == finish.abv)
    }
}
