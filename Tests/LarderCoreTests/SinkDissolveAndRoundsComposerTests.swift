import Testing
@testable import LarderCore

/// Session 22's second set of composer classes (issue 9), against steps written out by hand: grenadine sunk
/// last and not stirred (the IBA Tequila Sunrise), honey or sugar stirred into a shaken drink's juice or spirit
/// before the ice, two small drinks shaken in one go, sugar dissolved in a jug before a round is shared out,
/// soaked tiger nuts strained after the blender, and a spiced pan whose heat is lowered once.
struct SinkDissolveAndRoundsComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "tequila", name: "Tequila", category: .spirit),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit),
        Ingredient(id: "orange-juice", name: "Orange juice", category: .juice),
        Ingredient(id: "grenadine-syrup", name: "Grenadine syrup", category: .syrup),
        Ingredient(id: "honey", name: "Honey", category: .sweetener),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "rose-syrup", name: "Rose syrup", category: .syrup),
        Ingredient(id: "tiger-nut", name: "Tiger nut", category: .nut),
        Ingredient(id: "cinnamon", name: "Cinnamon", category: .spice),
        Ingredient(id: "espresso", name: "Espresso", category: .coffee),
        Ingredient(id: "beer", name: "Beer", category: .beer),
        Ingredient(id: "brown-sugar", name: "Brown sugar", category: .sweetener),
    ])

    @Test func grenadineSinksLastAndIsNotStirred() {
        // IBA: tequila and orange juice into the highball over ice, the grenadine added for the sunrise, not stirred.
        let sunrise = drink("highball", .built, ice: .cubed, [
            line("tequila", "45 ml"), line("orange-juice", "90 ml"), line("grenadine-syrup", "15 ml", role: .sink),
        ])
        #expect(composer.compose(sunrise) == [
            "Fill a highball glass with ice.",
            "Pour in the tequila and orange juice.",
            "Stir briefly.",
            "Pour the grenadine syrup slowly down the inside of the glass so it sinks to the bottom; do not stir.",
        ])
    }

    @Test func anUpendedBottleDrainsIntoEachGlass() {
        // The Coronarita: a frozen margarita with a small bottle of beer tipped neck down into each glass.
        let ritas = drink("margarita", .blended, ice: .crushed, servings: 2, [
            line("tequila", "4 oz"), line("lime-juice", "2 oz"), line("beer", "2 bottle", role: .upend),
        ])
        let steps = composer.compose(ritas)
        #expect(steps.last == "Tip a bottle of beer neck down into each glass and leave it to drain into the drink.")
        #expect(!steps.contains { $0.contains("add the tequila, lime juice and beer") })
    }

    @Test func aColdBrewSteepsInTheFridgeForItsTime() {
        // 720 minutes are twelve hours; a soft infusion keeps in the fridge.
        var brew = drink("highball", .infused, ice: .cubed, [line("espresso", "1 cup"), line("water", "4 cup")])
        brew.cookMinutes = 720
        #expect(composer.compose(brew).first == "Combine the espresso and water in a clean jar, close it and leave to steep in the fridge for 12 hours.")
    }

    @Test func twoLinesOfOneIngredientAreToldApartByTheirNotes() {
        let ginger = RecipeLine(ingredient: "cinnamon", amount: "1 tsp", note: "ground")
        let grated = RecipeLine(ingredient: "cinnamon", amount: "1 stick", note: "grated")
        #expect(composer.listing([line("sugar", "1 cup"), ginger, grated]) == "the sugar, ground cinnamon and grated cinnamon")
        #expect(composer.listing([line("water", "1 cup"), line("sugar", "1 tsp"), line("water", "2 cup")]) == "the water and sugar")
    }

    @Test func honeyIsStirredIntoTheJuiceBeforeTheIce() {
        let sour = drink("coupe", .shaken, ice: .noIce, [line("vodka", "50 ml"), line("lemon-juice", "25 ml"), line("honey", "2 tsp")])
        #expect(composer.compose(sour) == [
            "Stir the honey into the lemon juice in a shaker until it dissolves.",
            "Add the vodka with ice.",
            "Shake hard until well chilled.",
            "Strain into a chilled coupe glass.",
        ])
    }

    @Test func withNoJuiceHoneyIsStirredIntoTheSpiritsAndTwoSmallDrinksShareOneShaker() {
        // The Moscow Breeze: 4 oz of spirits and 2 tbsp of honey for two, about 150 ml, one shaker's worth.
        let breeze = drink("lowball", .shaken, ice: .cubed, servings: 2, [
            line("tequila", "1 oz"), line("vodka", "2 oz"), line("gin", "1 oz"), line("honey", "2 tbsp"),
        ])
        #expect(composer.compose(breeze) == [
            "Stir the honey into the tequila, vodka and gin in a shaker until it dissolves.",
            "Add ice.",
            "Shake hard until well chilled.",
            "Strain into 2 lowball glasses filled with fresh ice.",
        ])
    }

    @Test func sugarForAShakenEspressoDissolvesInTheCoffee() {
        let shaken = drink("highball", .shaken, ice: .cubed, [line("espresso", "60 ml"), line("brown-sugar", "2 tsp"), line("milk", "6 oz")])
        #expect(composer.compose(shaken).prefix(2) == [
            "Stir the brown sugar into the espresso in a shaker until it dissolves.",
            "Add the milk with ice.",
        ])
    }

    @Test func aBatchBeyondOneShakerIsShakenInRounds() {
        // Four sours of 60 + 30 + 20 ml: 440 ml, more than a shaker takes with its ice.
        let sours = drink("lowball", .shaken, ice: .cubed, servings: 4, [
            line("gin", "240 ml"), line("lemon-juice", "120 ml"), line("simple-syrup", "80 ml"),
        ])
        #expect(composer.compose(sours).first == "Working in batches, add the gin, lemon juice and simple syrup to a shaker with ice.")
    }

    @Test func sugarForARoundIsDissolvedInAJugAndShared() {
        // The rooh afza milkshake for two: sugar stirred into cold milk until it dissolves, then shared out.
        let shakes = drink("highball", .built, ice: .noIce, servings: 2, [
            line("milk", "16 oz"), line("rose-syrup", "4 tbsp"), line("sugar", "2 tbsp"),
        ])
        #expect(composer.compose(shakes) == [
            "Chill 2 highball glasses.",
            "Stir the sugar into the milk in a jug until it dissolves.",
            "Stir in the rose syrup.",
            "Divide it equally between them.",
        ])
    }

    @Test func soakedTigerNutsAreStrainedAfterTheBlender() {
        let horchata = drink("highball", .blended, ice: .cubed, servings: 6, family: "punch", [
            line("tiger-nut", "2 cup"), line("water", "1 l"), line("cinnamon", "1/4 tsp"), line("sugar", "2 tbsp"),
        ])
        let steps = composer.compose(horchata)
        // Tiger nuts soak a day in water of their own and are drained (horchata de chufa).
        #expect(steps.first == "Soak the tiger nuts in water to cover for 12 to 24 hours, then drain and rinse them.")
        #expect(steps.contains("Strain through a fine sieve into a jug, pressing on the pulp."))
    }

    @Test func aSpicedPanIsLoweredOnce() {
        // The canelazo: cinnamon and sugar simmered in the water, then the juices and spirit warmed through.
        let canelazo = drink("glass mug", .heated, ice: .noIce, servings: 4, [
            line("water", "4 cup"), line("cinnamon-stick", "2"), line("sugar", "1/2 cup"), line("lime-juice", "60 ml"), line("white-rum", "240 ml"),
        ])
        let steps = composer.compose(canelazo)
        #expect(steps.filter { $0.contains("ower the heat") }.count == 1)
        #expect(steps.contains("Add the lime juice and white rum and warm through without letting it boil."))
    }
}
