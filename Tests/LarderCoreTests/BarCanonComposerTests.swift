import Testing
@testable import LarderCore

/// Issue 9's bar canon (session 20): the composer says what a bartender would do. Every expected step is
/// written by hand from how the drink is made, never copied from the composer's output: a slush is frozen
/// and scooped, a noon chai boils its baking soda with the leaves, a dalgona whips its coffee with hot water,
/// a layered drink on ice is layered over the ice, a lemonade concentrate is a base and not a top, a Black
/// Velvet floats its stout, a hot chocolate is poured and not strained, a cold tea dissolves its sugar while
/// hot, simmered roots are strained out, and a Champagne Cocktail soaks its sugar cube in the flute.
struct BarCanonComposerTests {
    /// This suite's ingredients beside the fixture's.
    static let added: [Ingredient] = [
        Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        Ingredient(id: "pineapple-juice", name: "Pineapple juice", category: .juice),
        Ingredient(id: "watermelon-juice", name: "Watermelon juice", category: .juice),
        Ingredient(id: "lemonade", name: "Lemonade", category: .soda),
        Ingredient(id: "lemonade-concentrate", name: "Lemonade concentrate", category: .soda),
        Ingredient(id: "lemon-lime-soda", name: "Lemon-lime soda", category: .soda),
        Ingredient(id: "gunpowder-tea-leaf", name: "Gunpowder tea leaf", category: .tea),
        Ingredient(id: "black-tea-bag", name: "Black tea bag", category: .tea),
        Ingredient(id: "thai-tea", name: "Thai tea", category: .tea),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "almond-milk", name: "Almond milk", category: .dairy),
        Ingredient(id: "cream", name: "Cream", category: .dairy),
        Ingredient(id: "cream-cheese", name: "Cream cheese", category: .dairy),
        Ingredient(id: "sweetened-condensed-milk", name: "Sweetened condensed milk", category: .dairy),
        Ingredient(id: "baking-soda", name: "Baking soda", category: .baking),
        Ingredient(id: "salt", name: "Salt", category: .spice),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
        Ingredient(id: "turmeric", name: "Turmeric", category: .spice),
        Ingredient(id: "honey", name: "Honey", category: .sweetener),
        Ingredient(id: "brown-sugar", name: "Brown sugar", category: .sweetener),
        Ingredient(id: "strawberry", name: "Strawberry", category: .fruit),
        Ingredient(id: "coffee-powder", name: "Instant coffee powder", category: .coffee),
        Ingredient(id: "hot-water", name: "Hot water", category: .water),
        Ingredient(id: "grenadine", name: "Grenadine", category: .syrup),
        Ingredient(id: "peach-schnapps", name: "Peach schnapps", category: .liqueur),
        Ingredient(id: "blue-curacao", name: "Blue curaçao", category: .liqueur),
        Ingredient(id: "cucumber", name: "Cucumber", category: .vegetable),
        Ingredient(id: "sparkling-wine", name: "Sparkling wine", category: .wine),
        Ingredient(id: "stout-beer", name: "Stout beer", category: .beer),
        Ingredient(id: "white-chocolate-chip", name: "White chocolate chip", category: .pantry),
        Ingredient(id: "cocoa-powder", name: "Cocoa powder", category: .baking),
        Ingredient(id: "vanilla-extract", name: "Vanilla extract", category: .baking),
        Ingredient(id: "grand-marnier", name: "Grand Marnier", category: .liqueur, keepsCapital: true),
        Ingredient(id: "sweetcorn", name: "Sweetcorn", category: .vegetable),
        Ingredient(id: "star-anise", name: "Star anise", category: .spice),
        Ingredient(id: "coconut-milk", name: "Coconut milk", category: .dairy),
    ]
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + Self.added)

    func line(_ id: IngredientID, _ amount: String?, _ role: LineRole? = nil, optional: Bool = false) -> RecipeLine {
        RecipeLine(ingredient: id, amount: amount, optional: optional, role: role)
    }

    func drink(_ glass: String, _ method: MixMethod, ice: Ice, garnish: String? = nil, servings: Int? = nil, minutes: Int? = nil, _ lines: [RecipeLine]) -> Recipe {
        Recipe(id: "d", name: "D", kind: .drink, glass: glass, method: method, ice: ice, garnish: garnish, lines: lines, cookMinutes: minutes, servings: servings)
    }

    // MARK: 1. A slush is frozen, stirred as it sets and scooped, never shaken

    @Test func aSlushIsFrozenUntilSlushyThenScoopedAndToppedInEachGlass() {
        // Newfoundland Christmas slush: a syrup boiled and cooled, the lemonade, juice and vodka frozen with it,
        // two scoops a glass topped with 7Up.
        let slush = drink("highball", .built, ice: .noIce, servings: 15, minutes: 4, [
            line("water", "7 1/2 cup", .simmer), line("sugar", "1 1/2 cup", .simmer), line("lemonade", "1 can", .freeze),
            line("pineapple-juice", "1 can", .freeze), line("vodka", "26 oz", .freeze), line("club-soda", "top up"),
        ])
        #expect(composer.compose(slush) == [
            "Bring the water in a saucepan to the boil, add the sugar, lower the heat and simmer gently for 4 minutes, stirring until it dissolves.",
            "Take it off the heat and let it cool.",
            "Stir the cooled sugar water, lemonade, pineapple juice and vodka together in a large freezer-safe container.",
            "Cover and freeze overnight, stirring with a fork every couple of hours, until it sets to a soft slush.",
            "Scrape the slush up with a fork and scoop it into 15 highball glasses, filling each about two-thirds.",
            "Top each glass with the soda water.",
        ])
    }

    @Test func aSlushForOneWithNoTopIsScoopedIntoItsGlass() {
        let granita = drink("coupe", .built, ice: .noIce, [
            line("watermelon-juice", "120 ml", .freeze), line("lime-juice", "15 ml", .freeze), line("simple-syrup", "15 ml", .freeze),
        ])
        let steps = composer.compose(granita)
        #expect(steps == [
            "Stir the watermelon juice, lime juice and simple syrup together in a large freezer-safe container.",
            "Cover and freeze overnight, stirring with a fork every couple of hours, until it sets to a soft slush.",
            "Scrape the slush up with a fork and scoop it into a coupe glass.",
        ])
        #expect(!steps.contains { $0.contains("Shake") || $0.contains("Strain") || $0.contains("blender") })
    }

    // MARK: 2. Noon chai: the baking soda boils with the leaves

    @Test func aNoonChaiBoilsItsBakingSodaWithTheLeavesBeforeTheMilk() {
        let chai = drink("glass mug", .heated, ice: .noIce, servings: 5, [
            line("water", "2 cup"), line("salt", "1/2 tsp"), line("gunpowder-tea-leaf", "2 tsp"), line("milk", "2 cup"),
            line("baking-soda", "1/4 tsp"), line("ginger", "1 inch"),
        ])
        #expect(composer.compose(chai) == [
            "Bring the water to the boil with the salt and ginger, lower the heat and simmer for five minutes.",
            "Add the gunpowder tea leaves and baking soda and boil for ten minutes, until the tea turns a deep red.",
            "Add the milk, bring back to the boil and simmer for two minutes.",
            "Strain into 5 warmed glass mugs.",
        ])
    }

    // MARK: 3. Dalgona: instant coffee whips with hot water

    @Test func aDalgonaWhipsItsCoffeeAndSugarWithHotWater() {
        let dalgona = drink("glass mug", .built, ice: .noIce, servings: 2, [
            line("coffee-powder", "2 tbsp", .whip), line("sugar", "2 tbsp", .whip), line("water", "2 tbsp", .whip), line("milk", "2 cup"),
        ])
        #expect(composer.compose(dalgona).first == "Whisk the instant coffee powder, sugar and hot water together until thick, pale and holding soft peaks.")
        // Water already named hot is not called hot twice.
        let named = drink("glass mug", .built, ice: .noIce, [line("coffee-powder", "2 tbsp", .whip), line("hot-water", "2 tbsp", .whip), line("milk", "250 ml")])
        #expect(composer.compose(named).first == "Whisk the instant coffee powder and hot water together until thick, pale and holding soft peaks.")
    }

    // MARK: 4. A layered drink on ice is layered over the ice

    @Test func aLayeredDrinkServedOnIceFillsTheGlassWithIceFirst() {
        // Taste the Rainbow: grenadine at the bottom, the yellow of the pineapple, blue curaçao poured last.
        let rainbow = drink("highball", .layered, ice: .cubed, garnish: "orange slice and a cherry", [
            line("grenadine", "30 ml"), line("peach-schnapps", "15 ml"), line("pineapple-juice", "45 ml"), line("vodka", "30 ml"),
            line("blue-curacao", "15 ml", .float),
        ])
        #expect(composer.compose(rainbow) == [
            "Fill a highball glass with ice.",
            "Layer over the ice in this order, pouring each slowly over the back of a spoon: grenadine, peach schnapps, pineapple juice, vodka, blue curaçao.",
            "Garnish with an orange slice and a cherry.",
        ])
        // A layered shot served up has no ice step.
        let shot = drink("shot", .layered, ice: .noIce, [line("grenadine", "15 ml"), line("vodka", "15 ml")])
        #expect(composer.compose(shot) == ["Layer into a shot glass in this order, pouring each slowly over the back of a spoon: grenadine, vodka."])
    }

    // MARK: 5. A lemonade concentrate is the base, the soda the top

    @Test func aLemonadeConcentrateIsMixedInAndOnlyTheSodaTopsEachGlass() {
        let lemonade = drink("highball", .built, ice: .cubed, servings: 8, [
            line("cucumber", "1"), line("lemonade-concentrate", "12 oz"), line("lemon-lime-soda", "2 l"),
        ])
        #expect(composer.compose(lemonade) == [
            "Muddle the cucumber in a large pitcher.",
            "Add the lemonade concentrate and stir well.",
            "Chill until cold, at least an hour.",
            "Pour into 8 highball glasses filled with ice, leaving room in each.",
            "Top each glass with the lemon-lime soda.",
        ])
        let planner = TechniquePlanner(ingredients: Self.added)
        #expect(!planner.isCarbonated("lemonade-concentrate"))
        #expect(planner.isCarbonated("lemon-lime-soda"))
    }

    @Test func aStillLemonadeIsPouredWithTheSpiritAndStirred() {
        // The Diddy: vodka and (still) lemonade combined over ice and stirred; nothing to keep the fizz of.
        let diddy = drink("highball", .built, ice: .cubed, garnish: "lemon wheel", [line("vodka", "1 1/2 oz"), line("lemonade", "1 1/2 oz", .build)])
        #expect(composer.compose(diddy) == [
            "Fill a highball glass with ice.", "Pour in the vodka and lemonade.", "Stir briefly.", "Garnish with a lemon wheel.",
        ])
    }

    // MARK: 6. Black Velvet: the stout floats on the wine

    @Test func aBlackVelvetFloatsItsStoutOnTheSparklingWine() {
        let velvet = drink("champagne", .built, ice: .noIce, [line("sparkling-wine", "75 ml"), line("stout-beer", "75 ml", .float)])
        #expect(composer.compose(velvet) == [
            "Chill a champagne glass.",
            "Pour in the sparkling wine.",
            "Float the stout beer on top, pouring slowly over the back of a spoon.",
        ])
        // Two sparkling lines, one of them curated as the top: the other goes in first, the top after it.
        let topped = drink("champagne", .built, ice: .noIce, [line("sparkling-wine", "75 ml"), line("stout-beer", "75 ml", .top)])
        #expect(composer.compose(topped) == ["Chill a champagne glass.", "Pour in the sparkling wine.", "Top with the stout beer."])
    }

    // MARK: 7. A hot chocolate is whisked and poured, not strained

    @Test func aHotChocolateIsWhiskedUntilSmoothAndPouredNotStrained() {
        let chocolate = drink("glass mug", .heated, ice: .noIce, servings: 5, [
            line("cream-cheese", "2 oz"), line("milk", "2 cup"), line("cream", "1 cup"), line("brown-sugar", "2 tbsp"),
            line("white-chocolate-chip", "8 oz"), line("cocoa-powder", "2 tbsp"), line("vanilla-extract", "1 tbsp"), line("salt", "1 pinch"),
        ])
        #expect(composer.compose(chocolate) == [
            "Warm the cream cheese, milk, cream, brown sugar, white chocolate chips, cocoa powder, vanilla extract and salt together in a saucepan over low heat, whisking until the chocolate has melted and the drink is smooth and steaming; do not let it boil.",
            "Pour into 5 warmed glass mugs.",
        ])
        // Cocoa powder alone dissolves in the milk rather than melting.
        let cocoa = drink("glass mug", .heated, ice: .noIce, [line("milk", "250 ml"), line("cocoa-powder", "2 tbsp"), line("sugar", "2 tsp")])
        #expect(composer.compose(cocoa) == [
            "Warm the milk, cocoa powder and sugar together in a saucepan over low heat, whisking until the cocoa has dissolved and the drink is smooth and steaming; do not let it boil.",
            "Pour into a warmed glass mug.",
        ])
        // A mulled wine's cinnamon stick is still strained out.
        let mulled = drink("glass mug", .heated, ice: .noIce, [line("red-wine", "250 ml"), line("cinnamon-stick", "1")])
        #expect(composer.compose(mulled).last == "Strain into a warmed glass mug.")
    }

    // MARK: 8. A cold tea dissolves its sugar while hot; simmered roots are strained out

    @Test func aThaiIcedTeaDissolvesItsSugarAndCondensedMilkInTheHotTea() {
        let thai = drink("pint", .built, ice: .crushed, [
            line("thai-tea", "2 tsp"), line("water", "1 cup"), line("sugar", "1 tsp"), line("sweetened-condensed-milk", "1 tsp"), line("almond-milk", "3/4 cup"),
        ])
        #expect(composer.compose(thai) == [
            "Bring the water to the boil and steep the thai tea in it for three to five minutes, then strain out the leaves, stir in the sugar and sweetened condensed milk until dissolved and let it cool.",
            "Fill a pint glass with crushed ice.",
            "Pour in the cooled tea and almond milk.",
            "Stir briefly.",
        ])
        // An iced tea with only its sugar: the cooled tea is poured alone, with nothing to stir in.
        let iced = drink("highball", .built, ice: .cubed, [line("black-tea-bag", "2"), line("water", "300 ml"), line("sugar", "2 tsp")])
        #expect(composer.compose(iced) == [
            "Bring the water to the boil and steep the black tea bags in it for three to five minutes, then take out the bags, stir in the sugar until dissolved and let it cool.",
            "Fill a highball glass with ice.",
            "Pour in the cooled tea.",
        ])
    }

    @Test func simmeredRootsAreStrainedOutAndTheHoneyStirredInWhileHot() {
        // Strawberry ginger turmeric tea for three: the roots boiled in the water and strained, the honey
        // dissolved in it hot, the strawberries crushed in each glass and the cooled tea shared out over ice.
        let tea = drink("highball", .built, ice: .cubed, servings: 3, [
            line("turmeric", "3 inch", .simmer), line("ginger", "2 inch", .simmer), line("water", "500 ml", .simmer),
            line("strawberry", "200 g", .muddle), line("honey", "100 ml"),
        ])
        #expect(composer.compose(tea) == [
            "Bring the water in a saucepan to the boil, add the turmeric and ginger, lower the heat and simmer gently until fragrant.",
            "Stir in the honey until dissolved.",
            "Take it off the heat, strain out the turmeric and ginger and let it cool.",
            "Share the strawberries among 3 highball glasses and muddle them in each.",
            "Fill each glass with ice.",
            "Divide the cooled turmeric water equally among them.",
            "Stir each briefly.",
        ])
    }

    @Test func cornSimmeredForTheBlenderIsBlendedNotStrainedButAWholeSpiceIs() {
        // A corn drink: the kernels simmered in the water go into the blender with it.
        let corn = drink("highball", .blended, ice: .noIce, servings: 2, minutes: 10, [
            line("water", "500 ml", .simmer), line("sweetcorn", "2 cup", .simmer), line("sugar", "2 tbsp"),
        ])
        #expect(composer.compose(corn).prefix(2) == [
            "Bring the water in a saucepan to the boil, add the sweetcorn, lower the heat and simmer gently for 10 minutes.",
            "Take it off the heat and let it cool.",
        ])
        // Star anise simmered for a blended coquito is taken out before the water goes in the blender.
        let anise = drink("lowball", .blended, ice: .noIce, servings: 8, minutes: 3, [
            line("water", "250 ml", .simmer), line("star-anise", "1", .simmer), line("coconut-milk", "400 ml"),
        ])
        #expect(composer.compose(anise).prefix(2) == [
            "Bring the water in a saucepan to the boil, add the star anise, lower the heat and simmer gently for 3 minutes.",
            "Take it off the heat, strain out the star anise and let it cool.",
        ])
    }

    // MARK: 9. Champagne Cocktail: the cube soaked with bitters in the flute

    @Test func aChampagneCocktailSoaksItsSugarCubeWithBittersInTheGlass() {
        let cocktail = drink("champagne", .built, ice: .noIce, garnish: "orange zest and maraschino cherry", [
            line("champagne", "90 ml"), line("cognac", "10 ml"), line("angostura", "2 dash"), line("grand-marnier", "2-3 drop", optional: true),
            line("sugar-cube", "1", .build),
        ])
        #expect(composer.compose(cocktail) == [
            "Put the sugar cube in a chilled champagne glass and soak it with the Angostura bitters.",
            "Pour in the cognac (and the Grand Marnier, if you like).",
            "Top slowly with the champagne, without stirring.",
            "Garnish with orange zest and a maraschino cherry.",
        ])
    }
}
