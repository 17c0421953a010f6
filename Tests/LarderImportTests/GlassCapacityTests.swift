import LarderCore
import Testing
@testable import LarderImport

/// Check `glass-overfilled` (issue 9, session 20): a drink's volume a glass must fit its glass. The limits and
/// volumes below are worked out by hand from the glass sizes and the dilution model's figures, not read back
/// from the check.
struct GlassCapacityTests {
    static let ingredients = [
        Ingredient(id: "white-rum", name: "White rum", category: .spirit, abv: 40),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        Ingredient(id: "whiskey", name: "Whiskey", category: .spirit, abv: 40),
        Ingredient(id: "lime-juice", name: "Lime juice", category: .juice),
        Ingredient(id: "simple-syrup", name: "Simple syrup", category: .syrup),
        Ingredient(id: "mango", name: "Mango", category: .fruit),
        Ingredient(id: "club-soda", name: "Club soda", category: .soda),
        Ingredient(id: "pickle-brine", name: "Pickle brine", category: .other),
        Ingredient(id: "ice-cream", name: "Ice cream", category: .dairy),
        Ingredient(id: "hot-chocolate", name: "Hot chocolate", category: .dairy),
    ]
    static let byID = Dictionary(uniqueKeysWithValues: ingredients.map { ($0.id, $0) })
    let planner = TechniquePlanner(ingredients: Self.ingredients)

    func drink(_ glass: String, _ method: MixMethod, ice: Ice, servings: Int? = nil, _ lines: [RecipeLine]) -> Recipe {
        Recipe(id: "d", name: "D", kind: .drink, glass: glass, method: method, ice: ice, lines: lines, servings: servings)
    }

    func overfills(_ recipe: Recipe) -> Bool { GlassCapacity.overfill(recipe, ingredients: Self.byID, planner: planner) != nil }

    @Test func aBlendedDrinksWholeFruitCountsByItsPieceWeight() {
        // Two mangoes blended with 120 ml of lime juice, no ice, in a highball (385 ml with a tenth to spare). Without a
        // piece weight the fruit adds nothing: 120 ml fits. USDA SR 09176, "1 fruit without refuse" 336 g: 2 × 336 + 120 =
        // 792 ml, two glasses' worth; shared by two, 396 ml a glass still overfills; by three, 264 ml fits.
        let lines = [RecipeLine(ingredient: "mango", amount: "2"), RecipeLine(ingredient: "lime-juice", amount: "120 ml")]
        let measures: [IngredientID: IngredientMeasure] = ["mango": IngredientMeasure(gramsPerPiece: 336)]
        #expect(!overfills(drink("highball", .blended, ice: .noIce, lines)))
        func shared(_ servings: Int) -> Bool {
            GlassCapacity.overfill(drink("highball", .blended, ice: .noIce, servings: servings, lines), ingredients: Self.byID,
                planner: planner, measures: measures) != nil
        }
        #expect(shared(1) && shared(2) && !shared(3))
        // Built (the fruit sits in the glass, not puréed into it), the mangoes add no volume.
        #expect(GlassCapacity.overfill(drink("highball", .built, ice: .noIce, lines), ingredients: Self.byID, planner: planner,
            measures: measures) == nil)
    }

    @Test func limitsAreTheGlassLessItsIceWithATenthToSpare() throws {
        // A 350 ml highball filled with ice takes 70% of it, 245 ml, and a tenth more: 269.5 ml.
        #expect(try abs(#require(GlassCapacity.limit(glass: "highball", ice: .cubed, method: .built)) - 269.5) < 0.01)
        // A 240 ml cocktail glass served up: 264 ml; a blended drink carries its crushed ice in its volume.
        #expect(try abs(#require(GlassCapacity.limit(glass: "cocktail", ice: .noIce, method: .shaken)) - 264) < 0.01)
        #expect(try abs(#require(GlassCapacity.limit(glass: "cocktail", ice: .crushed, method: .blended)) - 264) < 0.01)
        // Bowls and pitchers are ladled out; an unknown glass is not checked.
        #expect(GlassCapacity.limit(glass: "punch bowl", ice: .noIce, method: .stirred) == nil)
        #expect(GlassCapacity.limit(glass: "fizzio", ice: .noIce, method: .built) == nil)
    }

    @Test func aFrozenMangoDaiquiriOverfillsACocktailGlassButNotAHurricane() {
        // 45 + 25 + 15 ml and half a cup of mango (118 ml) blended with crushed ice, half again in water: about 305 ml.
        let lines = [
            RecipeLine(ingredient: "white-rum", amount: "45 ml"), RecipeLine(ingredient: "lime-juice", amount: "25 ml"),
            RecipeLine(ingredient: "simple-syrup", amount: "15 ml"), RecipeLine(ingredient: "mango", amount: "1/2 cup"),
        ]
        #expect(overfills(drink("cocktail", .blended, ice: .crushed, lines)))
        #expect(!overfills(drink("hurricane", .blended, ice: .crushed, lines)))
    }

    @Test func aToppedHighballFitsAndACanOfSodaDoesNot() {
        // Two ounces of vodka topped up with soda fill the glass as far as it goes.
        let topped = [RecipeLine(ingredient: "vodka", amount: "60 ml"), RecipeLine(ingredient: "club-soda", amount: "top up")]
        #expect(!overfills(drink("highball", .built, ice: .cubed, topped)))
        // A 12 oz can (355 ml) on its own is more than the 269.5 ml a highball of ice takes.
        let can = [RecipeLine(ingredient: "vodka", amount: "60 ml"), RecipeLine(ingredient: "club-soda", amount: "12 oz")]
        #expect(overfills(drink("highball", .built, ice: .cubed, can)))
        // Shared among two glasses, each takes 207 ml.
        #expect(!overfills(drink("highball", .built, ice: .cubed, servings: 2, can)))
    }

    @Test func aSideIsInAnotherGlassAndAScoopSitsInTheDrink() {
        // A pickleback: 60 ml of whiskey in the shot glass, the brine in a second one beside it.
        let whiskey = RecipeLine(ingredient: "whiskey", amount: "60 ml")
        #expect(!overfills(drink("shot", .built, ice: .noIce, [whiskey, RecipeLine(ingredient: "pickle-brine", amount: "60 ml", role: .side)])))
        #expect(overfills(drink("shot", .built, ice: .noIce, [whiskey, RecipeLine(ingredient: "pickle-brine", amount: "60 ml")])))
        // A dirty snowman: a pint of ice cream shared between two mugs, 240 ml of hot chocolate each poured over it.
        let snowmen = drink("glass mug", .built, ice: .noIce, servings: 2, [
            RecipeLine(ingredient: "ice-cream", amount: "1 pint"), RecipeLine(ingredient: "hot-chocolate", amount: "2 cup"),
        ])
        #expect(!overfills(snowmen))
    }

    @Test func theReportNamesAnOverfilledDrink() {
        let big = Recipe(id: "big-martini", name: "Big Martini", kind: .drink, category: "martini", glass: "cocktail", method: .stirred, ice: .noIce, lines: [
            RecipeLine(ingredient: "vodka", amount: "120 ml"), RecipeLine(ingredient: "white-rum", amount: "90 ml"),
        ])
        let report = DrinkQualityReport.measure([big], ingredients: Self.ingredients)
        #expect(report.offenders["glass-overfilled"] == ["big-martini"])
        let excused = DrinkQualityReport.measure([big], ingredients: Self.ingredients, exceptions: [.glassOverfilled: ["big-martini"]])
        #expect(excused.count(.glassOverfilled) == 0)
    }
}
