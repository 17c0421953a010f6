import Testing
@testable import LarderCore

/// Session 24's composer classes (issue 9), against steps written out by hand: a slammer is covered, slammed
/// and drunk in one; a lit float is floated, set alight and smothered; eggs cooked with milk are tempered
/// and stirred to a custard, and a custard served cold is chilled for hours; steamed milk is not called hot
/// again; milk simmered first is never boiled and its matcha is whisked in off the heat; loose mate leaves
/// steep cold for hours and are strained out.
struct SlamFlameAndCustardComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "tequila", name: "Tequila", category: .spirit, abv: 40),
        Ingredient(id: "lemon-lime-soda", name: "Lemon-lime soda", category: .soda),
        Ingredient(id: "overproof-rum", name: "Overproof rum", category: .spirit, abv: 75),
        Ingredient(id: "egg", name: "Egg", category: .egg),
        Ingredient(id: "egg-yolk", name: "Egg yolk", category: .egg),
        Ingredient(id: "honey", name: "Honey", category: .sweetener),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
        Ingredient(id: "espresso", name: "Espresso", category: .coffee),
        Ingredient(id: "steamed-milk", name: "Steamed milk", category: .dairy),
        Ingredient(id: "matcha", name: "Matcha", category: .tea),
        Ingredient(id: "vanilla-bean", name: "Vanilla bean", category: .spice),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        Ingredient(id: "yerba-mate", name: "Yerba mate", category: .tea),
        Ingredient(id: "cocoa-powder", name: "Cocoa powder", category: .sweetener),
        Ingredient(id: "cynar", name: "Cynar", category: .liqueur, keepsCapital: true),
        Ingredient(id: "condensed-milk", name: "Condensed milk", category: .dairy),
        Ingredient(id: "strawberry", name: "Strawberry", category: .fruit),
        Ingredient(id: "banana", name: "Banana", category: .fruit),
        Ingredient(id: "pineapple-juice", name: "Pineapple juice", category: .juice),
        Ingredient(id: "lemon-wedge", name: "Lemon wedge", category: .fruit, isGarnish: true),
        Ingredient(id: "salt", name: "Salt", category: .spice),
        Ingredient(id: "tapioca-pearl", name: "Tapioca pearl", category: .other),
    ])

    @Test func aSlammerIsCoveredSlammedAndDrunkInOne() {
        let slammer = drink("lowball", .built, ice: .noIce, [line("tequila", "30 ml"), line("lemon-lime-soda", "30 ml", role: .slam)])
        let steps = composer.compose(slammer)
        #expect(steps == [
            "Chill a lowball glass.",
            "Pour in the tequila.",
            "Add the lemon-lime soda, cover the glass with your palm or a folded napkin, slam it down on the bar so it foams up, and drink it in one.",
        ])
        // The soda is not a top stirred in: nothing stirs a slammer.
        #expect(!steps.contains { $0.hasPrefix("Stir") || $0.hasPrefix("Top") })
    }

    @Test func aLitFloatIsFloatedThenLitAndSmothered() {
        let homer = drink("highball", .shaken, ice: .cubed, [
            line("gin", "30 ml"), line("lemon-juice", "15 ml"), line("lemon-lime-soda", "top up"), line("overproof-rum", "10 ml", role: .light),
        ])
        let steps = composer.compose(homer)
        #expect(Array(steps.suffix(3)) == [
            "Top with the lemon-lime soda.",
            "Float the overproof rum on top, pouring slowly over the back of a spoon.",
            "Carefully light the overproof rum with a long match or lighter and let it burn for a few seconds, then cover the glass to put out the flame before drinking.",
        ])
        // The rum is not shaken with the rest.
        #expect(steps.first == "Add the gin and lemon juice to a shaker with ice.")
    }

    @Test func eggsAndMilkAreTemperedIntoACustard() {
        // An STMJ: yolks with honey, milk heated with ginger, served hot in mugs.
        let stmj = drink("glass mug", .heated, ice: .noIce, servings: 2, [
            line("milk", "500 ml"), line("honey", "6 tbsp"), line("ginger", "5 cm"), line("egg-yolk", "2"),
        ])
        #expect(composer.compose(stmj) == [
            "Whisk the egg yolks and honey together in a bowl until smooth.",
            "Heat the milk and ginger in a saucepan until steaming, then pour it slowly into the eggs, whisking all the time.",
            "Pour it all back into the pan and stir over low heat until it thickens enough to coat the back of a spoon; do not let it boil.",
            "Strain into 2 warmed glass mugs.",
        ])
    }

    @Test func aCustardServedColdIsChilledForHours() {
        // An eggnog: cooked 12 minutes, then chilled and poured into rocks glasses.
        let nog = drink("lowball", .heated, ice: .noIce, garnish: "grated nutmeg", servings: 4, minutes: 12, [
            line("egg", "4"), line("honey", "60 ml"), line("milk", "1 l"), line("bourbon", "120 ml"),
        ])
        #expect(composer.compose(nog) == [
            "Whisk the eggs and honey together in a bowl until smooth.",
            "Heat the milk in a saucepan until steaming, then pour it slowly into the eggs, whisking all the time.",
            "Pour it all back into the pan and stir over low heat until it thickens enough to coat the back of a spoon, about 12 minutes; do not let it boil.",
            "Take it off the heat and stir in the bourbon.",
            "Pour it into a bowl, let it cool, then cover and refrigerate for at least three hours, until cold.",
            "Stir and pour into 4 chilled lowball glasses.",
            "Garnish each glass with grated nutmeg.",
        ])
    }

    @Test func steamedMilkIsNotCalledHotAgain() {
        let latte = drink("glass mug", .built, ice: .noIce, [line("espresso", "35 ml"), line("steamed-milk", "100 ml")])
        #expect(composer.compose(latte).last == "Pour in the hot espresso, then the steamed milk.")
    }

    @Test func milkIsNeverBoiledAndMatchaIsWhiskedInOffTheHeat() {
        let russian = drink("lowball", .built, ice: .cubed, [
            line("milk", "240 ml", role: .simmer), line("matcha", "1 tbsp", role: .simmer), line("vanilla-bean", "1", role: .simmer),
            line("sugar", "50 g", role: .simmer), line("vodka", "60 ml"),
        ])
        let steps = composer.compose(russian)
        #expect(Array(steps.prefix(4)) == [
            "Heat the milk in a saucepan until steaming, add the vanilla bean and keep it just below a simmer until fragrant, without letting it boil.",
            "Take it off the heat and whisk in the matcha until smooth.",
            "Stir in the sugar until dissolved.",
            "Strain out the vanilla bean and let it cool.",
        ])
        #expect(!steps.contains { $0.contains("boil,") || $0.contains("to the boil") })
    }

    @Test func looseMateSteepsColdAndIsStrainedOut() {
        let terere = drink("highball", .stirred, ice: .cubed, servings: 6, [
            line("yerba-mate", "1 cup"), line("lime-juice", "120 ml"), line("water", "1 l"),
        ])
        let steps = composer.compose(terere)
        #expect(Array(steps.suffix(2)) == [
            "Cover and leave in the fridge for at least four hours to steep.",
            "Strain into 6 highball glasses filled with ice.",
        ])
    }

    @Test func milkWhoseNoteSteamsItIsSteamedMilk() {
        let cappuccino = drink("mug", .built, ice: .noIce, [
            line("espresso", "30 ml"), RecipeLine(ingredient: "milk", amount: "60 ml", note: "steamed and foamed"),
        ])
        #expect(composer.compose(cappuccino).last == "Pour in the hot espresso, then the steamed milk.")
    }

    @Test func espressoStaysOutOfThePanAndTheHotMilkGoesOverIt() {
        let mocha = drink("glass mug", .heated, ice: .noIce, [
            line("espresso", "60 ml"), line("milk", "240 ml"), line("cocoa-powder", "1 tbsp"), line("sugar", "1 tsp"),
        ])
        #expect(composer.compose(mocha) == [
            "Warm the milk, cocoa powder and sugar together in a saucepan over low heat, whisking until the cocoa has dissolved and the drink is smooth and steaming; do not let it boil.",
            "Pour the espresso into a warmed glass mug.",
            "Pour the hot milk over it.",
        ])
    }

    @Test func anExpressedPeelIsDiscardedNotLeftAsAGarnish() {
        let fiore = drink("coupe", .stirred, ice: .noIce, garnish: "lemon peel, expressed and discarded", [line("gin", "40 ml"), line("cynar", "20 ml")])
        let steps = composer.compose(fiore)
        #expect(steps.last == "Express a lemon peel over the drink and discard it.")
        #expect(!steps.contains { $0.hasPrefix("Garnish") })
    }

    @Test func aPulledTeaForFourWarmsAndFillsFourMugs() {
        let tarik = drink("glass mug", .thrown, ice: .noIce, servings: 4, [
            line("black-tea", "4"), line("water", "700 ml"), line("condensed-milk", "4 tbsp"),
        ])
        let steps = composer.compose(tarik)
        #expect(steps.first == "Warm 4 glass mugs with hot water and discard the water.")
        #expect(steps.last == "Share it among the warmed glass mugs.")
    }

    @Test func aSwirlIsBlendedAloneAndPouredUnderTheRest() {
        let lava = drink("hurricane", .blended, ice: .crushed, [
            line("white-rum", "30 ml", role: .swirl), line("strawberry", "60 g", role: .swirl),
            line("pineapple-juice", "60 ml"), line("banana", "1"),
        ])
        #expect(composer.compose(lava) == [
            "Blend the white rum and strawberries until smooth and pour it into a hurricane glass.",
            "Rinse the blender, add the pineapple juice and banana with a cup of crushed ice and blend until smooth.",
            "Pour it slowly into the glass over the first blend, so the two stay apart and swirl where they meet.",
        ])
    }

    @Test func aWedgeTheDrinkDoesNotWearWetsItsRim() {
        let shots = drink("shot", .shaken, ice: .noIce, garnish: "salt rim and mint sprig", servings: 2, [
            line("gin", "60 ml"), line("lemon-juice", "20 ml"), line("lemon-wedge", "1", garnish: true), line("salt", "1 tsp", garnish: true),
        ])
        let steps = composer.compose(shots)
        #expect(steps.first == "Moisten the rim of each of 2 shot glasses with a lemon wedge and dip it in salt.")
        #expect(steps.last == "Garnish each glass with a mint sprig.")
    }

    @Test func dryTapiocaPearlsAreBoiledBeforeTheyGoIn() {
        let boba = drink("pint", .built, ice: .cubed, [line("tapioca-pearl", "25 g"), line("lime-juice", "30 ml"), line("water", "200 ml")])
        let steps = composer.compose(boba)
        #expect(Array(steps.prefix(2)) == [
            "Boil the tapioca pearls in plenty of water until soft and chewy, as the packet directs, then drain and rinse them in cold water.",
            "Spoon the cooked tapioca pearls into a pint glass.",
        ])
    }
}
