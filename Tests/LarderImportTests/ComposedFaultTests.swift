import LarderCore
import Testing
@testable import LarderImport

/// The bar-quality checks read from composed steps (issue 9's method classes), on steps written here by
/// hand as the faulty composer wrote them (session 17's audit) and as a bartender would.
struct ComposedFaultTests {
    let byID: [IngredientID: Ingredient] = [
        "maraschino-cherry": Ingredient(id: "maraschino-cherry", name: "Maraschino cherry", category: .fruit, isGarnish: true),
    ]

    func faults(_ drink: Recipe, _ steps: [String]) -> [DrinkQualityReport.Check] {
        DrinkQualityReport.composedFaults(drink, steps: steps, ingredients: byID)
    }

    @Test func teaBrewedInWaterThatIsNoLine() {
        let tea = Recipe(id: "t", name: "T", kind: .drink, glass: "glass mug", method: .heated, lines: [RecipeLine(ingredient: "black-tea", amount: "1 tsp")])
        #expect(faults(tea, ["Bring a cup of water to the boil and steep the black tea in it for three to five minutes, then take the tea out."]) == [.waterNotALine])
        #expect(faults(tea, ["Bring the water to the boil and steep the black tea in it for three to five minutes, then take the tea out."]) == [])
    }

    @Test func aRoundOfTwoInAPitcher() {
        let two = Recipe(id: "g", name: "G", kind: .drink, glass: "highball", method: .built, lines: [RecipeLine(ingredient: "gin", amount: "120 ml")], servings: 2)
        #expect(faults(two, ["Stir the gin together in a large pitcher.", "Chill until cold, at least an hour."]) == [.pitcherForFew])
        #expect(faults(two, ["Fill 2 highball glasses with ice.", "Divide the gin equally between the glasses."]) == [])
        var bowl = two
        bowl.glass = "punch bowl"
        #expect(faults(bowl, ["Stir the gin together in a large pitcher."]) == [])
    }

    @Test func aBlendedPunchNeverChilled() {
        let coquito = Recipe(id: "c", name: "C", kind: .drink, category: "punch", glass: "lowball", method: .blended, ice: .noIce,
                             lines: [RecipeLine(ingredient: "white-rum", amount: "360 ml")], servings: 11)
        #expect(faults(coquito, ["Blend until smooth.", "Pour into 11 lowball glasses."]) == [.batchNotChilled])
        #expect(faults(coquito, ["Blend until smooth.", "Cover and chill until cold, at least an hour, then stir well.", "Pour into 11 lowball glasses."]) == [])
    }

    @Test func aGarnishLineNoStepNames() {
        let sour = Recipe(id: "s", name: "S", kind: .drink, glass: "coupe", method: .shaken, garnish: "orange half-wheel", lines: [
            RecipeLine(ingredient: "gin", amount: "45 ml"), RecipeLine(ingredient: "maraschino-cherry", amount: "1", garnish: true),
        ])
        #expect(faults(sour, ["Strain into a chilled coupe glass.", "Garnish with an orange half-wheel."]) == [.hiddenGarnishLine])
        #expect(faults(sour, ["Strain into a chilled coupe glass.", "Garnish with an orange half-wheel and a maraschino cherry."]) == [])
        // "cherry" names the maraschino cherry.
        #expect(faults(sour, ["Garnish with a cherry."]) == [])
    }

    @Test func aGarnishListWithoutAnd() {
        let drink = Recipe(id: "w", name: "W", kind: .drink, glass: "highball", method: .built, lines: [RecipeLine(ingredient: "gin", amount: "60 ml")])
        #expect(faults(drink, ["Garnish with an orange twist, rosemary sprig."]) == [.garnishListWithoutAnd])
        #expect(faults(drink, ["Garnish with an orange twist and rosemary sprig."]) == [])
        #expect(faults(drink, ["Garnish with a slice of orange, lemon or lime."]) == [])
    }
}
