import LarderCore
import Testing
@testable import LarderImport

/// The bar-quality checks read from composed steps (issue 9's method classes), on steps written here by
/// hand as the faulty composer wrote them (session 17's audit) and as a bartender would.
struct ComposedFaultTests {
    let byID: [IngredientID: Ingredient] = [
        "maraschino-cherry": Ingredient(id: "maraschino-cherry", name: "Maraschino cherry", category: .fruit, isGarnish: true),
        "black-tea": Ingredient(id: "black-tea", name: "Black tea", category: .tea),
        "water": Ingredient(id: "water", name: "Water", category: .water),
        "milk": Ingredient(id: "milk", name: "Milk", category: .dairy),
        "ginger": Ingredient(id: "ginger", name: "Ginger", category: .spice),
        "red-wine": Ingredient(id: "red-wine", name: "Red wine", category: .wine, abv: 13),
        "black-sugar": Ingredient(id: "black-sugar", name: "Black sugar", category: .sweetener, isGarnish: true),
        "grenadine-syrup": Ingredient(id: "grenadine-syrup", name: "Grenadine", category: .syrup),
        "vodka": Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        "club-soda": Ingredient(id: "club-soda", name: "Soda water", category: .soda),
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

    // Session 19's classes: the faulty steps as the composer wrote them before, and as a bartender would.

    @Test func aChaiOnlyWarmedWithoutBoiling() {
        let chai = Recipe(id: "c", name: "C", kind: .drink, glass: "glass mug", method: .heated, lines: [
            RecipeLine(ingredient: "water", amount: "2 cup"), RecipeLine(ingredient: "black-tea", amount: "2 tsp"), RecipeLine(ingredient: "milk", amount: "1 cup"),
        ])
        #expect(faults(chai, [
            "Bring the water to the boil and steep the black tea in it for three to five minutes, then take the tea out.",
            "Stir in the milk and heat through without boiling.",
        ]) == [.teaWarmedNotBoiled])
        #expect(faults(chai, ["Bring the water to the boil.", "Add the black tea and milk, bring back to the boil and simmer for two minutes."]) == [])
        let ginger = Recipe(id: "g", name: "G", kind: .drink, glass: "glass mug", method: .heated, lines: [
            RecipeLine(ingredient: "water", amount: "1 cup"), RecipeLine(ingredient: "ginger", amount: "1 inch"),
        ])
        #expect(faults(ginger, ["Warm the ginger and water together in a saucepan over low heat until steaming; do not let it boil."]) == [.teaWarmedNotBoiled])
        // A mulled wine is rightly warmed without boiling.
        let mulled = Recipe(id: "m", name: "M", kind: .drink, glass: "glass mug", method: .heated, lines: [
            RecipeLine(ingredient: "red-wine", amount: "750 ml"), RecipeLine(ingredient: "ginger", amount: "1 inch"), RecipeLine(ingredient: "water", amount: "100 ml"),
        ])
        #expect(faults(mulled, ["Warm the red wine, ginger and water together in a saucepan over low heat until steaming; do not let it boil."]) == [])
    }

    @Test func aRimGarnishedAgain() {
        let sour = Recipe(id: "q", name: "Q", kind: .drink, glass: "lowball", method: .shaken, garnish: "black sugar rim", lines: [
            RecipeLine(ingredient: "vodka", amount: "45 ml"), RecipeLine(ingredient: "black-sugar", amount: "1 tsp", garnish: true),
        ])
        #expect(faults(sour, ["Moisten the rim of a lowball glass and dip it in black sugar.", "Garnish with black sugar."]) == [.rimGarnishedAgain])
        #expect(faults(sour, ["Moisten the rim of a lowball glass and dip it in black sugar.", "Strain into the rimmed glass."]) == [])
    }

    @Test func milkSteepedLikeTea() {
        let tea = Recipe(id: "t", name: "T", kind: .drink, glass: "glass mug", method: .heated, lines: [
            RecipeLine(ingredient: "water", amount: "1 cup"), RecipeLine(ingredient: "black-tea", amount: "1 tsp"), RecipeLine(ingredient: "milk", amount: "1 cup"),
        ])
        #expect(faults(tea, ["Bring the water to the boil and steep the black tea and milk in it for three to five minutes, then take the tea out."]) == [.milkSteeped])
        #expect(faults(tea, ["Bring the water to the boil.", "Take it off the heat, add the black tea and let it steep for three to five minutes.", "Stir in the milk."]) == [])
    }

    @Test func layersNotPouredDensestFirst() {
        let shot = Recipe(id: "l", name: "L", kind: .drink, glass: "shot", method: .layered, lines: [
            RecipeLine(ingredient: "vodka", amount: "15 ml"), RecipeLine(ingredient: "grenadine-syrup", amount: "15 ml"),
        ])
        #expect(faults(shot, ["Layer into a shot glass in this order, pouring each slowly over the back of a spoon: vodka, grenadine."]) == [.layersOutOfOrder])
        #expect(faults(shot, ["Layer into a shot glass in this order, pouring each slowly over the back of a spoon: grenadine, vodka."]) == [])
        // An order our curation states is kept, whatever the densities.
        let curated = Recipe(id: "c", name: "C", kind: .drink, glass: "shot", method: .layered, lines: [
            RecipeLine(ingredient: "vodka", amount: "15 ml", role: .layer), RecipeLine(ingredient: "grenadine-syrup", amount: "15 ml", role: .layer),
        ])
        #expect(faults(curated, ["Layer into a shot glass in this order, pouring each slowly over the back of a spoon: vodka, grenadine."]) == [])
    }

    @Test func aBatchToppedOnce() {
        let punch = Recipe(id: "p", name: "P", kind: .drink, glass: "highball", method: .built, lines: [
            RecipeLine(ingredient: "vodka", amount: "500 ml"), RecipeLine(ingredient: "club-soda", amount: "1 l"),
        ], servings: 8)
        #expect(faults(punch, ["Just before serving, add the soda water and stir gently once.", "Pour into 8 highball glasses filled with ice."]) == [.batchToppedOnce])
        #expect(faults(punch, ["Pour into 8 highball glasses filled with ice, leaving room in each.", "Top each glass with the soda water."]) == [])
        var bowl = punch
        bowl.glass = "punch bowl"
        #expect(faults(bowl, ["Just before serving, add the soda water and stir gently once."]) == [])
        #expect(faults(punch, ["Strain into 8 highball glasses filled with fresh ice.", "Top with the soda water."]) == [.batchToppedOnce])
    }
}
