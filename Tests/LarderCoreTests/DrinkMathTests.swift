import LarderCore
import Testing

@Suite struct DrinkMathTests {
    @Test func alcoholIsConservedThroughDilution() throws {
        let parts = [DrinkMath.Part(millilitres: 60, abv: 40), DrinkMath.Part(millilitres: 30, abv: 0)]
        for method in MixMethod.allCases {
            let result = try #require(DrinkMath.finish(parts, method: method, ice: nil))
            #expect(abs(result.abv * result.finalVolume - 2400) < 1e-6)
            #expect(result.finalVolume >= result.startingVolume)
        }
    }

    @Test func shakingDilutesMoreThanStirringMoreThanBuilding() throws {
        let parts = [DrinkMath.Part(millilitres: 45, abv: 40), DrinkMath.Part(millilitres: 25, abv: 0), DrinkMath.Part(millilitres: 20, abv: 0)]
        let shaken = try #require(DrinkMath.finish(parts, method: .shaken, ice: nil))
        let stirred = try #require(DrinkMath.finish(parts, method: .stirred, ice: nil))
        let built = try #require(DrinkMath.finish(parts, method: .built, ice: .cubed))
        #expect(shaken.dilution > stirred.dilution && stirred.dilution > built.dilution)
        // Arnold's shaken fit at a = 0.2: −1.567·0.04 + 1.742·0.2 + 0.203 = 0.48872.
        #expect(abs(shaken.dilution / shaken.startingVolume - 0.48872) < 1e-9)
        #expect(abs(shaken.startingABV - 20) < 1e-9)
    }

    @Test func shakenDilutionStaysBelowTheDrinkAndNeverFallsAsTheStartGetsStronger() throws {
        // Hand computations. 95 ml of 40 % spirit and 5 ml of juice, a = 0.38:
        // −1.567·0.1444 + 1.742·0.38 + 0.203 = 0.6386852, not the 1.0915 the convex form gives.
        let strong = try #require(DrinkMath.finish([DrinkMath.Part(millilitres: 95, abv: 40), DrinkMath.Part(millilitres: 5, abv: 0)], method: .shaken, ice: nil))
        #expect(abs(strong.dilution - 63.86852) < 1e-6)
        #expect(abs(strong.abv - 38 / 163.86852 * 100) < 1e-6)
        // A Daiquiri (60 ml of 40 % rum, 22.5 ml each of lime and syrup): a = 24/105 = 0.228571;
        // −1.567·0.0522449 + 1.742·0.228571 + 0.203 = 0.5193037: 159.53 ml at 15.044 %.
        let daiquiri = try #require(DrinkMath.finish([DrinkMath.Part(millilitres: 60, abv: 40), DrinkMath.Part(millilitres: 45, abv: 0)], method: .shaken, ice: nil))
        #expect(abs(daiquiri.dilution / 105 - 0.5193037) < 1e-6)
        #expect(abs(daiquiri.abv - 15.0445) < 1e-3)
        // Above the vertex (a = 1.742 / 3.134 = 0.555839) the fit is held at its top,
        // 0.203 + 1.742² / (4·1.567) = 0.6871359; stirred: 0.145 + 1.246² / (4·1.21) = 0.4657678.
        #expect(abs(DrinkMath.dilutionFraction(startingABV: 0.8, method: .shaken, ice: nil) - 0.6871359) < 1e-6)
        #expect(abs(DrinkMath.dilutionFraction(startingABV: 0.6, method: .stirred, ice: nil) - 0.4657678) < 1e-6)
        var previous = 0.0
        for step in 0...100 {
            let fraction = DrinkMath.dilutionFraction(startingABV: Double(step) / 100, method: .shaken, ice: nil)
            #expect(fraction >= previous && fraction < 1)
            previous = fraction
        }
    }

    @Test func onlyTheIceTheDrinkMeetsTurnsToWater() throws {
        // A warm carajillo: 120 ml espresso and 30 ml of 40 % brandy built with no ice: 150 ml at
        // 12/150 = 8 %, no water. Over cubes it takes the built 10 %: 165 ml at 12/165 = 7.2727 %.
        let carajillo = [DrinkMath.Part(millilitres: 120, abv: 0), DrinkMath.Part(millilitres: 30, abv: 40)]
        let warm = try #require(DrinkMath.finish(carajillo, method: .built, ice: .noIce))
        #expect(warm.dilution == 0 && abs(warm.finalVolume - 150) < 1e-9 && abs(warm.abv - 8) < 1e-9)
        let iced = try #require(DrinkMath.finish(carajillo, method: .built, ice: .cubed))
        #expect(abs(iced.finalVolume - 165) < 1e-9 && abs(iced.abv - 1200 / 165.0) < 1e-9)
        let muddled = try #require(DrinkMath.finish(carajillo, method: .muddled, ice: .noIce))
        #expect(muddled.dilution == 0)
        // A juice blended with no ice (400 ml) stays 400 ml; poured over cubes, 440 ml; a frozen drink
        // blended with crushed ice, 600 ml (half again).
        let juice = [DrinkMath.Part(millilitres: 400, abv: 0)]
        #expect(try #require(DrinkMath.finish(juice, method: .blended, ice: .noIce)).finalVolume == 400)
        #expect(abs(try #require(DrinkMath.finish(juice, method: .blended, ice: .cubed)).finalVolume - 440) < 1e-9)
        #expect(abs(try #require(DrinkMath.finish(juice, method: .blended, ice: .crushed)).finalVolume - 600) < 1e-9)
        // Shaken and stirred drinks meet ice in the tin whatever the glass holds: a Daiquiri served up
        // still takes 0.5193037 of water (hand-computed above).
        let daiquiri = [DrinkMath.Part(millilitres: 60, abv: 40), DrinkMath.Part(millilitres: 45, abv: 0)]
        #expect(abs(try #require(DrinkMath.finish(daiquiri, method: .shaken, ice: .noIce)).dilution / 105 - 0.5193037) < 1e-6)
    }

    @Test func nothingMeasuredGivesNoResult() {
        #expect(DrinkMath.finish([], method: .shaken, ice: nil) == nil)
        #expect(DrinkMath.finish([DrinkMath.Part(millilitres: 0, abv: 40)], method: .stirred, ice: nil) == nil)
    }

    static let bar: [IngredientID: Ingredient] = [
        "summer-beer": Ingredient(id: "summer-beer", name: "Summer beer", category: .beer, abv: 5),
        "red-wine": Ingredient(id: "red-wine", name: "Red wine", category: .wine, abv: 13),
        "vodka": Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        "cola": Ingredient(id: "cola", name: "Cola", category: .soda, abv: 0),
        "orange-juice": Ingredient(id: "orange-juice", name: "Orange juice", category: .juice, abv: 0),
        "sugar": Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
        "lime": Ingredient(id: "lime", name: "Lime", category: .fruit),
    ]

    @Test func aBottleOrCanCountsAsItsStandardSize() throws {
        // A Michelada-like build: a bottle of 5 % beer (330 ml) and 30 ml lime juice, built (10 %).
        // Alcohol 16.5 ml in 360 ml, ×1.1 = 396 ml: 4.1667 %.
        let lines = [RecipeLine(ingredient: "summer-beer", amount: "1 bottle"), RecipeLine(ingredient: "orange-juice", amount: "1 oz")]
        let (parts, proportional) = DrinkMath.parts(of: lines, ingredients: Self.bar)
        #expect(!proportional)
        let result = try #require(DrinkMath.finish(parts, method: .built, ice: .cubed))
        #expect(abs(result.abv - 16.5 / 396 * 100) < 1e-9)
        #expect(abs(result.finalVolume - 396) < 1e-9)
        // Glögg-like: a bottle of 13 % wine (750 ml) and 60 ml vodka, heated (no dilution):
        // 97.5 + 24 = 121.5 ml of alcohol in 810 ml = 15 %. A can of cola is 330 ml; a lime, sugar by
        // weight and a bottle of juice (no standard size) have no volume.
        let glogg = [
            RecipeLine(ingredient: "red-wine", amount: "1 bottle"), RecipeLine(ingredient: "vodka", amount: "60 ml"),
            RecipeLine(ingredient: "sugar", amount: "100 g"), RecipeLine(ingredient: "lime", amount: "1"),
            RecipeLine(ingredient: "orange-juice", amount: "1 bottle"),
        ]
        let hot = try #require(DrinkMath.finish(DrinkMath.parts(of: glogg, ingredients: Self.bar).parts, method: .heated, ice: nil))
        #expect(abs(hot.abv - 15) < 1e-9 && abs(hot.finalVolume - 810) < 1e-9)
        #expect(DrinkMath.parts(of: [RecipeLine(ingredient: "cola", amount: "2 can")], ingredients: Self.bar).parts == [DrinkMath.Part(millilitres: 660, abv: 0)])
    }

    @Test func partsGiveTheStrengthButNoVolumeAndGramsOfALiquidAreMillilitres() throws {
        // 2 parts vodka to 1 part juice, built over ice: 40·2/3 = 26.667 % before, ÷1.1 = 24.242 %.
        let lines = [RecipeLine(ingredient: "vodka", amount: "2 part"), RecipeLine(ingredient: "orange-juice", amount: "1 part")]
        let (parts, proportional) = DrinkMath.parts(of: lines, ingredients: Self.bar)
        #expect(proportional)
        let result = try #require(DrinkMath.finish(parts, method: .built, ice: .cubed))
        #expect(abs(result.abv - 40 * 2 / 3 / 1.1) < 1e-9)
        // Dashes beside parts still count at their own volume (0.9 ml each) and keep the parts: 60 ml
        // vodka, 30 ml juice, 2 dashes juice: 24 / (91.8 × 1.1) = 23.767 %.
        let seasoned = lines + [RecipeLine(ingredient: "orange-juice", amount: "2 dash")]
        let (seasonedParts, seasonedProportional) = DrinkMath.parts(of: seasoned, ingredients: Self.bar)
        #expect(seasonedProportional)
        let seasonedResult = try #require(DrinkMath.finish(seasonedParts, method: .built, ice: .cubed))
        #expect(abs(seasonedResult.abv - 24 / (91.8 * 1.1) * 100) < 1e-9)
        // A line with its own volume wins: the parts are then left out, as before.
        let mixed = lines + [RecipeLine(ingredient: "cola", amount: "100 ml")]
        #expect(DrinkMath.parts(of: mixed, ingredients: Self.bar) == ([DrinkMath.Part(millilitres: 100, abv: 0)], false))
        // 190 g vodka and 10 g juice, stirred: 76 ml alcohol in 200 ml, a = 0.38;
        // water −1.21·0.1444 + 1.246·0.38 + 0.145 = 0.443756 of 200 ml; 76 / 288.7512 = 26.3202 %.
        let weighed = [RecipeLine(ingredient: "vodka", amount: "190 g"), RecipeLine(ingredient: "orange-juice", amount: "10 g")]
        let stirred = try #require(DrinkMath.finish(DrinkMath.parts(of: weighed, ingredients: Self.bar).parts, method: .stirred, ice: nil))
        #expect(abs(stirred.abv - 76 / 288.7512 * 100) < 1e-6)
    }
}
