import LarderCore
import Testing
@testable import LarderImport

/// When a drink counts as alcoholic: any required line of a spirit, wine, beer or liqueur; bitters only when
/// poured, half an ounce or more a serving, not in dashes.
struct AlcoholicFlagTests {
    static let ingredients: [IngredientID: Ingredient] = Dictionary(uniqueKeysWithValues: [
        Ingredient(id: "angostura-bitters", name: "Angostura bitters", category: .bitters, abv: 44.7),
        Ingredient(id: "peychauds-bitters", name: "Peychaud's bitters", category: .bitters, abv: 35),
        Ingredient(id: "lemon-juice", name: "Lemon juice", category: .juice),
        Ingredient(id: "soda-water", name: "Soda water", category: .soda),
        Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
        Ingredient(id: "non-alcoholic-beer", name: "Non-alcoholic beer", category: .soda, abv: 0),
    ].map { ($0.id, $0) })

    static func drink(_ lines: [RecipeLine], servings: Int? = nil) -> Recipe {
        Recipe(id: "probe", name: "Probe", kind: .drink, lines: lines, servings: servings)
    }

    @Test func dashesOfBittersInASoftDrinkLeaveItNonAlcoholic() {
        let drink = Self.drink([
            RecipeLine(ingredient: "lemon-juice", amount: "30 ml"), RecipeLine(ingredient: "soda-water", amount: "top up"),
            RecipeLine(ingredient: "angostura-bitters", amount: "3 dash"),
        ])
        #expect(!DrinkQualityReport.isAlcoholic(drink, ingredients: Self.ingredients))
    }

    @Test func twoOuncesOfPeychaudsMakeTheGunshopFizzAlcoholic() {
        let drink = Self.drink([
            RecipeLine(ingredient: "peychauds-bitters", amount: "2 oz"), RecipeLine(ingredient: "lemon-juice", amount: "1 oz"),
        ])
        #expect(DrinkQualityReport.isAlcoholic(drink, ingredients: Self.ingredients))
    }

    /// Two tablespoons (about 30 ml) shared by four glasses is 7.5 ml a glass: a seasoning, not a pour.
    @Test func aSpoonOfBittersInABatchIsCountedPerGlass() {
        let lines = [RecipeLine(ingredient: "angostura-bitters", amount: "2 tbsp"), RecipeLine(ingredient: "soda-water", amount: "1 l")]
        #expect(!DrinkQualityReport.isAlcoholic(Self.drink(lines, servings: 4), ingredients: Self.ingredients))
        #expect(DrinkQualityReport.isAlcoholic(Self.drink(lines, servings: 1), ingredients: Self.ingredients))
    }

    @Test func aSpiritMakesADrinkAlcoholicUnlessItIsOptional() {
        #expect(DrinkQualityReport.isAlcoholic(Self.drink([RecipeLine(ingredient: "gin", amount: "1 dash")]), ingredients: Self.ingredients))
        let optional = Self.drink([RecipeLine(ingredient: "gin", amount: "30 ml", optional: true), RecipeLine(ingredient: "non-alcoholic-beer", amount: "330 ml")])
        #expect(!DrinkQualityReport.isAlcoholic(optional, ingredients: Self.ingredients))
    }
}
