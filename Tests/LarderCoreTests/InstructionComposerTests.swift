import Testing
@testable import LarderCore

/// Expectations written by hand from how a bartender makes each drink (IBA method), not from the code.
struct InstructionComposerTests {
    static let ingredients = [
        Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
        Ingredient(id: "lemon-juice", name: "Lemon juice", category: .juice),
        Ingredient(id: "lime-juice", name: "Lime juice", category: .juice),
        Ingredient(id: "raspberry-syrup", name: "Raspberry syrup", category: .syrup),
        Ingredient(id: "simple-syrup", name: "Simple syrup", category: .syrup),
        Ingredient(id: "campari", name: "Campari", category: .liqueur, keepsCapital: true),
        Ingredient(id: "sweet-vermouth", name: "Sweet vermouth", category: .fortifiedWine),
        Ingredient(id: "mint", name: "Mint", category: .herb),
        Ingredient(id: "white-rum", name: "White rum", category: .spirit),
        Ingredient(id: "dark-rum", name: "Dark rum", category: .spirit),
        Ingredient(id: "club-soda", name: "Soda water", category: .soda),
        Ingredient(id: "ginger-beer", name: "Ginger beer", category: .soda),
        Ingredient(id: "champagne", name: "Champagne", category: .wine, abv: 12),
        Ingredient(id: "egg-white", name: "Egg white", category: .egg),
        Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
        Ingredient(id: "sugar-cube", name: "Sugar cube", category: .sweetener),
        Ingredient(id: "angostura", name: "Angostura bitters", category: .bitters, keepsCapital: true),
        Ingredient(id: "peychauds", name: "Peychaud's bitters", category: .bitters, keepsCapital: true),
        Ingredient(id: "water", name: "Water", category: .water),
        Ingredient(id: "bourbon", name: "Bourbon", category: .spirit),
        Ingredient(id: "cognac", name: "Cognac", category: .spirit),
        Ingredient(id: "absinthe", name: "Absinthe", category: .spirit),
        Ingredient(id: "cachaca", name: "Cachaça", category: .spirit),
        Ingredient(id: "lime-wedge", name: "Lime wedge", category: .fruit, isGarnish: true),
        Ingredient(id: "red-wine", name: "Red wine", category: .wine),
        Ingredient(id: "cinnamon-stick", name: "Cinnamon stick", category: .spice),
        Ingredient(id: "black-tea", name: "Black tea", category: .tea),
    ]
    let composer = InstructionComposer(ingredients: Self.ingredients)

    func drink(_ method: MixMethod, glass: String?, ice: Ice? = nil, garnish: String? = nil, _ lines: [RecipeLine]) -> Recipe {
        Recipe(id: "x", name: "X", kind: .drink, glass: glass, method: method, ice: ice, garnish: garnish, lines: lines)
    }

    @Test func shakenServedUp() {
        let recipe = drink(.shaken, glass: "coupe", ice: .noIce, garnish: "orange twist", [
            RecipeLine(ingredient: "gin", amount: "45 ml"), RecipeLine(ingredient: "lemon-juice", amount: "20 ml"),
            RecipeLine(ingredient: "raspberry-syrup", amount: "15 ml"),
        ])
        #expect(composer.compose(recipe) == [
            "Add the gin, lemon juice and raspberry syrup to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into a chilled coupe glass.",
            "Garnish with an orange twist.",
        ])
    }

    /// The egg white is optional: it is dry-shaken only when it goes in (issue 9, session 21; it used to be
    /// dry-shaken whatever the drinker chose).
    @Test func whiskeySourDryShakesItsOptionalEggWhiteOnlyWhenItGoesIn() {
        let recipe = drink(.shaken, glass: "lowball", ice: .cubed, [
            RecipeLine(ingredient: "bourbon", amount: "45 ml"), RecipeLine(ingredient: "lemon-juice", amount: "25 ml"),
            RecipeLine(ingredient: "simple-syrup", amount: "20 ml"), RecipeLine(ingredient: "egg-white", amount: "20 ml", optional: true),
        ])
        #expect(composer.compose(recipe) == [
            "Add the bourbon, lemon juice and simple syrup (and the egg white, if you like) to a shaker.",
            "If you use the egg white, shake hard without ice first to emulsify it.",
            "Add ice and shake hard until well chilled.",
            "Strain into a lowball glass filled with fresh ice.",
        ])
    }

    @Test func negroniStirredOverIce() {
        let recipe = drink(.stirred, glass: "lowball", ice: .cubed, [
            RecipeLine(ingredient: "gin"), RecipeLine(ingredient: "campari"), RecipeLine(ingredient: "sweet-vermouth"),
        ])
        #expect(composer.compose(recipe) == [
            "Add the gin, Campari and sweet vermouth to a mixing glass with ice.",
            "Stir until well chilled.",
            "Strain into a lowball glass filled with fresh ice.",
        ])
    }

    @Test func mojitoMuddlesMintWithSugarAndLimeThenTopsWithSoda() {
        let recipe = drink(.built, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "white-rum", amount: "45 ml"), RecipeLine(ingredient: "lime-juice", amount: "20 ml"),
            RecipeLine(ingredient: "mint", amount: "6"), RecipeLine(ingredient: "sugar", amount: "2 tsp"),
            RecipeLine(ingredient: "club-soda", amount: "top up"),
        ])
        #expect(composer.compose(recipe) == [
            "Muddle the mint, lime juice and sugar in a highball glass.",
            "Fill the glass with ice.",
            "Pour in the white rum.",
            "Top with the soda water.",
            "Stir gently once to keep the fizz.",
        ])
    }

    @Test func oldFashionedMuddlesTheSugarCubeWithBittersAndWater() {
        let recipe = drink(.built, glass: "lowball", ice: .cubed, [
            RecipeLine(ingredient: "bourbon", amount: "45 ml"), RecipeLine(ingredient: "sugar-cube", amount: "1"),
            RecipeLine(ingredient: "angostura", amount: "2 dash"), RecipeLine(ingredient: "water", amount: "2 dash"),
        ])
        #expect(composer.compose(recipe) == [
            "Muddle the sugar cube, Angostura bitters and water in a lowball glass.",
            "Fill the glass with ice.",
            "Pour in the bourbon.",
            "Stir briefly.",
        ])
    }

    @Test func caipirinhaMuddlesItsLimeWhenCurationSaysSo() {
        let recipe = drink(.muddled, glass: "lowball", ice: .cubed, [
            RecipeLine(ingredient: "cachaca", amount: "60 ml"), RecipeLine(ingredient: "lime-wedge", amount: "1", role: .muddle),
            RecipeLine(ingredient: "sugar", amount: "4 tsp"),
        ])
        #expect(composer.compose(recipe).prefix(3) == [
            "Muddle the lime wedge and sugar in a lowball glass.", "Fill the glass with ice.", "Pour in the cachaça.",
        ])
    }

    @Test func french75NeverShakesTheChampagne() {
        let recipe = drink(.shaken, glass: "champagne", ice: .noIce, [
            RecipeLine(ingredient: "gin", amount: "30 ml"), RecipeLine(ingredient: "lemon-juice", amount: "15 ml"),
            RecipeLine(ingredient: "simple-syrup", amount: "15 ml"), RecipeLine(ingredient: "champagne", amount: "60 ml"),
        ])
        #expect(composer.compose(recipe) == [
            "Add the gin, lemon juice and simple syrup to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into a chilled champagne glass.",
            "Top with the champagne.",
        ])
    }

    @Test func sazeracIsServedUpInARinsedGlass() {
        let recipe = drink(.stirred, glass: "lowball", ice: .noIce, garnish: "lemon peel", [
            RecipeLine(ingredient: "cognac", amount: "50 ml"), RecipeLine(ingredient: "absinthe", amount: "10 ml", role: .rinse),
            RecipeLine(ingredient: "sugar-cube", amount: "1"), RecipeLine(ingredient: "peychauds", amount: "2 dash"),
        ])
        #expect(composer.compose(recipe) == [
            "Rinse a chilled lowball glass with the absinthe, swirling to coat it, and discard the excess.",
            "Muddle the sugar cube in a mixing glass.",
            "Add the cognac and Peychaud's bitters and fill with ice.",
            "Stir until well chilled.",
            "Strain into the rinsed glass.",
            "Garnish with a lemon peel.",
        ])
    }

    @Test func darkNStormyFloatsTheRumOnTheGingerBeer() {
        let recipe = drink(.built, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "dark-rum", amount: "60 ml", role: .float), RecipeLine(ingredient: "ginger-beer", amount: "100 ml"),
        ])
        #expect(composer.compose(recipe) == [
            "Fill a highball glass with ice.", "Pour in the ginger beer.",
            "Float the dark rum on top, pouring slowly over the back of a spoon.",
        ])
    }

    @Test func irishCoffeeWarmsTheGlassAndFloatsTheCream() {
        let composer = InstructionComposer(ingredients: Self.ingredients + [
            Ingredient(id: "irish-whiskey", name: "Irish whiskey", category: .spirit, keepsCapital: true),
            Ingredient(id: "hot-coffee", name: "Hot coffee", category: .coffee),
            Ingredient(id: "cream", name: "Cream", category: .dairy),
        ])
        let recipe = drink(.built, glass: "glass mug", ice: .noIce, [
            RecipeLine(ingredient: "irish-whiskey", amount: "50 ml"), RecipeLine(ingredient: "hot-coffee", amount: "120 ml"),
            RecipeLine(ingredient: "sugar", amount: "1 tsp"), RecipeLine(ingredient: "cream", amount: "50 ml", role: .float),
        ])
        #expect(composer.compose(recipe) == [
            "Warm a glass mug with hot water and discard the water.",
            "Pour in the Irish whiskey, hot coffee and sugar.",
            "Stir until the sugar dissolves.",
            "Float the cream on top, pouring slowly over the back of a spoon.",
        ])
    }

    @Test func hotDrinksPourTheirWaterHotAndCountedLinesReadPlural() {
        let composer = InstructionComposer(ingredients: Self.ingredients + [
            Ingredient(id: "bourbon", name: "Bourbon", category: .spirit),
            Ingredient(id: "honey-syrup", name: "Honey syrup", category: .syrup),
            Ingredient(id: "water", name: "Water", category: .water),
            Ingredient(id: "mint-sprig", name: "Mint sprig", category: .herb),
        ])
        let toddy = drink(.built, glass: "glass mug", ice: .noIce, [
            RecipeLine(ingredient: "bourbon", amount: "45 ml"), RecipeLine(ingredient: "honey-syrup", amount: "22.5 ml"),
            RecipeLine(ingredient: "water", amount: "120 ml"),
        ])
        #expect(composer.compose(toddy).contains("Pour in the bourbon, honey syrup and hot water."))
        let mojito = drink(.built, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "white-rum", amount: "45 ml"), RecipeLine(ingredient: "mint-sprig", amount: "6"),
            RecipeLine(ingredient: "simple-syrup", amount: "15 ml"), RecipeLine(ingredient: "club-soda", amount: "top up"),
        ])
        let steps = composer.compose(mojito)
        #expect(steps.first?.hasPrefix("Muddle the mint sprigs") == true)
        #expect(!steps.contains { $0.contains("hot ") })
    }

    @Test func aPitcherForManyIsMixedOnceAndPouredIntoEachGlass() {
        var punch = drink(.built, glass: "highball", ice: .cubed, garnish: "lemon wheel", [
            RecipeLine(ingredient: "gin", amount: "750 ml"), RecipeLine(ingredient: "lemon-juice", amount: "250 ml"),
            RecipeLine(ingredient: "simple-syrup", amount: "200 ml"), RecipeLine(ingredient: "club-soda", amount: "1 l", role: .top),
        ])
        punch.servings = 10
        #expect(composer.compose(punch) == [
            "Stir the gin, lemon juice and simple syrup together in a large pitcher.",
            "Chill until cold, at least an hour.",
            // Each glass is topped as it is served, so every one keeps its fizz (issue 9, session 19).
            "Pour into 10 highball glasses filled with ice, leaving room in each.",
            "Top each glass with the soda water.",
            "Garnish each glass with a lemon wheel.",
        ])
        punch.glass = "punch bowl"
        #expect(composer.compose(punch).contains("Pour into a punch bowl over a large block of ice and ladle into 10 cups."))
        var sours = drink(.shaken, glass: "coupe", ice: .noIce, [
            RecipeLine(ingredient: "gin", amount: "200 ml"), RecipeLine(ingredient: "lemon-juice", amount: "100 ml"),
        ])
        sours.servings = 4
        let steps = composer.compose(sours)
        #expect(steps.first == "Working in batches, add the gin and lemon juice to a shaker with ice.")
        #expect(steps.contains("Strain into 4 chilled coupe glasses."))
        // One serving reads as before.
        sours.servings = 1
        #expect(composer.compose(sours).first == "Add the gin and lemon juice to a shaker with ice.")
    }

    @Test func mulledWineIsWarmedNotPoured() {
        let recipe = drink(.heated, glass: "glass mug", ice: .noIce, [
            RecipeLine(ingredient: "red-wine", amount: "750 ml"), RecipeLine(ingredient: "sugar", amount: "50 g"),
            RecipeLine(ingredient: "cinnamon-stick", amount: "1"),
        ])
        #expect(composer.compose(recipe) == [
            "Warm the red wine, sugar and cinnamon stick together in a saucepan over low heat until steaming; do not let it boil.",
            "Strain into a warmed glass mug.",
        ])
    }

    @Test func teaIsBrewed() {
        let recipe = drink(.heated, glass: "glass mug", ice: .noIce, [
            RecipeLine(ingredient: "black-tea", amount: "1 tsp"), RecipeLine(ingredient: "water", amount: "250 ml"),
        ])
        // The water boils; the loose tea steeps off the heat and is strained out as it is poured.
        #expect(composer.compose(recipe) == [
            "Bring the water to the boil.",
            "Take it off the heat, add the black tea and let it steep for three to five minutes.",
            "Strain into a warmed glass mug.",
        ])
    }

    @Test func aBrewedTeaInABatchIsJoinedToOneOtherLineWithAnd() {
        // Peach Green Tea Lemonade: tea bags steeped, then stirred with the one syrup; "the cooled tea,
        // raspberry syrup" would be a list with no end.
        var recipe = drink(.built, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "black-tea", amount: "4"), RecipeLine(ingredient: "water", amount: "4 cup"),
            RecipeLine(ingredient: "raspberry-syrup", amount: "4 tbsp"),
        ])
        recipe.servings = 4
        #expect(composer.compose(recipe).contains("Stir the cooled tea and raspberry syrup together in a large pitcher."))
    }

    @Test func aStillTopUpIsStirredOnceWithNoFizzToKeep() {
        // A whiskey topped with a still juice (Apple Jack) has no bubbles to spare.
        let recipe = drink(.built, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "bourbon", amount: "50 ml"), RecipeLine(ingredient: "lime-juice", amount: "top up", role: .top),
        ])
        #expect(composer.compose(recipe).suffix(2) == ["Top with the lime juice.", "Stir gently once."])
    }

    @Test func aTeaBuiltInAWarmedMugGoesInHotNotCooled() {
        let recipe = drink(.built, glass: "mug", ice: .noIce, [
            RecipeLine(ingredient: "black-tea", amount: "1 tsp"), RecipeLine(ingredient: "water", amount: "250 ml"),
        ])
        #expect(composer.compose(recipe) == [
            "Bring the water to the boil and steep the black tea in it for three to five minutes, then strain out the leaves.",
            "Warm a mug with hot water and discard the water.",
            // The tea is one liquid, however many lines it was brewed from: nothing to stir in.
            "Pour in the hot tea.",
        ])
    }

    @Test func aHotDrinkIsBlendedWithoutIce() {
        // Butter coffee: hot coffee whipped with butter in the blender, served in a mug.
        let steps = composer.compose(drink(.blended, glass: "mug", ice: .noIce, [RecipeLine(ingredient: "water", amount: "240 ml")]))
        #expect(steps.first == "Add the water to a blender.")
    }

    @Test func eggnogIsShakenWithIceNotDryShakenLikeAnEgg() {
        // Gingerbread Eggnog: the eggnog is a carton mixer, so there is nothing to emulsify first.
        let composer = InstructionComposer(ingredients: Self.ingredients + [Ingredient(id: "eggnog", name: "Eggnog", category: .dairy)])
        let steps = composer.compose(drink(.shaken, glass: "cocktail", [
            RecipeLine(ingredient: "gin", amount: "30 ml"), RecipeLine(ingredient: "eggnog", amount: "60 ml"),
        ]))
        #expect(steps.first == "Add the gin and eggnog to a shaker with ice.")
    }

    @Test func blendedAndLayered() {
        let blended = composer.compose(drink(.blended, glass: "hurricane", [RecipeLine(ingredient: "white-rum")]))
        #expect(blended.contains("Blend until smooth."))
        #expect(blended.last == "Pour into a hurricane glass.")
        let layered = composer.compose(drink(.layered, glass: "shot", [RecipeLine(ingredient: "campari"), RecipeLine(ingredient: "gin")]))
        #expect(layered == ["Layer into a shot glass in this order, pouring each slowly over the back of a spoon: Campari, gin."])
    }

    @Test func optionalLinesStayInTheirStepAndGarnishLinesGoLast() {
        let recipe = drink(.built, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "gin"), RecipeLine(ingredient: "club-soda", optional: true),
            RecipeLine(ingredient: "mint", garnish: true),
        ])
        let steps = composer.compose(recipe)
        #expect(steps.contains("Top with the soda water (if you like)."))
        #expect(steps.last == "Garnish with mint.")
        #expect(steps[1] == "Pour in the gin.")
    }

    @Test func garnishTakesTheRightArticle() {
        func garnish(_ phrase: String) -> String? {
            composer.compose(drink(.stirred, glass: "coupe", ice: .noIce, garnish: phrase, [RecipeLine(ingredient: "gin")])).last
        }
        #expect(garnish("orange twist") == "Garnish with an orange twist.")
        #expect(garnish("lemon wedge") == "Garnish with a lemon wedge.")
        #expect(garnish("sprigs of mint and slice of lime") == "Garnish with sprigs of mint and a slice of lime.")
        #expect(garnish("mint leaves") == "Garnish with mint leaves.")
        #expect(garnish("grated nutmeg") == "Garnish with grated nutmeg.")
        #expect(garnish("half a passion fruit") == "Garnish with half a passion fruit.")
        // Herbs, spices, zest and a fruit named alone are uncounted; each item of a list takes its own.
        #expect(garnish("mint") == "Garnish with mint.")
        #expect(garnish("lemon zest") == "Garnish with lemon zest.")
        #expect(garnish("star anise or cinnamon stick") == "Garnish with star anise or cinnamon stick.")
        // A rim is its own step before the drink is mixed (``GlassRim``); the rest of the list is the garnish.
        #expect(garnish("salt rim, olives and lime wedge") == "Garnish with olives and a lime wedge.")
        #expect(garnish("cherry") == "Garnish with a cherry.")
        #expect(garnish("pinch of cinnamon") == "Garnish with a pinch of cinnamon.")
    }

    @Test func plannerNeverShakesCarbonatedLinesAndMuddlesLeaves() {
        let planner = TechniquePlanner(ingredients: Self.ingredients)
        let plan = planner.plan(lines: [
            RecipeLine(ingredient: "mint", amount: "8"), RecipeLine(ingredient: "gin", amount: "45 ml"),
            RecipeLine(ingredient: "club-soda", amount: "60 ml"), RecipeLine(ingredient: "egg-white", amount: "20 ml"),
        ], method: .shaken)
        #expect(plan.map(\.role) == [.muddle, .shake, .top, .dryShake])
    }

    @Test func dishesHaveNoComposedMethod() {
        let dish = Recipe(id: "soup", name: "Soup", kind: .dish, lines: [RecipeLine(ingredient: "mint")])
        #expect(composer.compose(dish).isEmpty)
    }
}
