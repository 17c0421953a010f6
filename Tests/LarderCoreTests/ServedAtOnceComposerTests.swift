import Testing
@testable import LarderCore

/// Drinks whose technique is none of shake, stir or build-and-stir, against how they are made (every
/// expected step written by hand): an affogato is espresso poured over ice cream and served at once; a
/// cappuccino is espresso with hot milk poured onto it; a carajillo is warm espresso with the brandy
/// laid on top; aguapanela is panela simmered in water, cooled and poured over ice; a Jägerbomb is a
/// shot glass of Jägermeister dropped into Red Bull; Vietnamese iced coffee is dripped through a phin
/// onto condensed milk; a fruit juice poured over ice cubes is blended without ice.
struct ServedAtOnceComposerTests {
    static let ingredients = [
        Ingredient(id: "gelato", name: "Gelato", category: .dairy),
        Ingredient(id: "espresso", name: "Espresso", category: .coffee),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "cocoa-powder", name: "Cocoa powder", category: .baking),
        Ingredient(id: "brandy", name: "Brandy", category: .spirit, abv: 40),
        Ingredient(id: "water", name: "Water", category: .water),
        Ingredient(id: "panela", name: "Panela", category: .sweetener),
        Ingredient(id: "lemon-juice", name: "Lemon juice", category: .juice),
        Ingredient(id: "jagermeister", name: "Jägermeister", category: .liqueur, abv: 35, keepsCapital: true),
        Ingredient(id: "red-bull", name: "Red Bull", category: .soda, keepsCapital: true),
        Ingredient(id: "coffee-grind", name: "Coffee grind", category: .coffee),
        Ingredient(id: "condensed-milk", name: "Sweetened condensed milk", category: .dairy),
        Ingredient(id: "yellow-watermelon", name: "Yellow watermelon", category: .fruit),
        Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
        Ingredient(id: "strawberry-liqueur", name: "Strawberry liqueur", category: .liqueur, abv: 16.4),
        Ingredient(id: "lemon-lime-soda", name: "Lemon-lime soda", category: .soda),
        Ingredient(id: "lime", name: "Lime", category: .fruit),
        Ingredient(id: "rosemary", name: "Rosemary", category: .herb),
        Ingredient(id: "lemon-sorbet", name: "Lemon sorbet", category: .other),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit, abv: 40),
        Ingredient(id: "prosecco", name: "Prosecco", category: .wine, abv: 11),
    ]
    let composer = InstructionComposer(ingredients: Self.ingredients)

    func line(_ id: String, _ amount: String?, _ role: LineRole? = nil) -> RecipeLine {
        RecipeLine(ingredient: IngredientID(id), amount: amount, garnish: role == .garnish, role: role)
    }

    func drink(_ glass: String, _ method: MixMethod, ice: Ice, servings: Int? = nil, minutes: Int? = nil, _ lines: [RecipeLine]) -> Recipe {
        Recipe(id: "d", name: "D", kind: .drink, glass: glass, method: method, ice: ice, lines: lines, cookMinutes: minutes, servings: servings)
    }

    @Test func anAffogatoIsPouredOverTheScoopAndServedAtOnce() {
        let affogato = drink("lowball", .built, ice: .noIce, [line("gelato", "1 scoop"), line("espresso", "30 ml")])
        #expect(composer.compose(affogato) == ["Put the gelato in a chilled lowball glass.", "Pour the hot espresso over it and serve at once."])
    }

    /// A half lime squeezed by hand over a highball once the soda is in (Danish Summer's record adds
    /// freshly squeezed lime after the Sprite) is neither muddled nor poured with the rest.
    @Test func aSqueezedLimeGoesOverTheFinishedDrinkAndIsDroppedIn() {
        let danishSummer = drink("highball", .built, ice: .cubed, [
            line("strawberry-liqueur", "4 cl"), line("lemon-lime-soda", "top up"), line("lime", "1/2", .squeeze), line("rosemary", "1 sprig", .garnish),
        ])
        #expect(composer.compose(danishSummer) == [
            "Fill a highball glass with ice.", "Pour in the strawberry liqueur.", "Top with the lemon-lime soda.",
            "Stir gently once to keep the fizz.", "Squeeze the lime over the drink and drop it in.", "Garnish with a rosemary sprig.",
        ])
        // Two limes for a batch of four glasses: the pieces are shared out, one squeezed into each drink.
        let batch = drink("highball", .built, ice: .cubed, servings: 4, [
            line("strawberry-liqueur", "16 cl"), line("lemon-lime-soda", "top up"), line("lime", "2", .squeeze),
        ])
        // Each glass is topped as it is served (issue 9, session 19); a single line has nothing to mix in a
        // pitcher and is shared straight among the glasses (session 21).
        #expect(composer.compose(batch).suffix(3) == [
            "Share the strawberry liqueur among 4 highball glasses filled with fresh ice.", "Top each glass with the lemon-lime soda.",
            "Share out the limes, squeezing each piece over a drink and dropping it in.",
        ])
    }

    @Test func aCappuccinoPoursTheMilkOntoTheEspressoWithoutStirring() {
        let cappuccino = drink("mug", .built, ice: .noIce, [line("espresso", "30 ml"), line("milk", "60 ml"), line("cocoa-powder", "1", .garnish)])
        #expect(composer.compose(cappuccino) == [
            "Warm a mug with hot water and discard the water.", "Pour in the hot espresso, then the hot milk.", "Garnish with cocoa powder.",
        ])
    }

    @Test func aWarmCarajilloWarmsItsGlassAndFloatsTheBrandy() {
        let carajillo = drink("lowball", .built, ice: .noIce, [line("espresso", "60 ml"), line("brandy", "60 ml", .float)])
        #expect(composer.compose(carajillo) == [
            "Warm a lowball glass with hot water and discard the water.", "Pour in the hot espresso.",
            "Float the brandy on top, pouring slowly over the back of a spoon.",
        ])
    }

    @Test func panelaIsSimmeredForItsTimeThenCooledAndPouredOverIce() {
        let aguapanela = drink("highball", .stirred, ice: .cubed, servings: 4, minutes: 30, [
            line("water", "750 ml", .simmer), line("panela", "1 piece", .simmer), line("lemon-juice", "to taste"),
        ])
        #expect(composer.compose(aguapanela) == [
            "Bring the water in a saucepan to the boil, add the panela, lower the heat and simmer gently for 30 minutes, stirring until it dissolves.",
            "Take it off the heat and let it cool.",
            "Stir the cooled panela water and lemon juice together in a large pitcher.",
            "Chill until cold, at least an hour.",
            "Pour into 4 highball glasses filled with ice.",
        ])
        // Served hot in a mug, the simmered drink is not cooled.
        let hot = drink("mug", .heated, ice: .noIce, [line("milk", "250 ml", .simmer), line("espresso", "30 ml", .simmer), line("sugar", "1 tbsp", .simmer)])
        #expect(composer.compose(hot) == [
            // Milk is never boiled, and espresso is stirred into it rather than simmered (session 24).
            "Heat the milk in a saucepan until steaming; do not let it boil.",
            "Stir in the espresso and sugar until dissolved.",
            "Pour into a warmed mug.",
        ])
    }

    @Test func aJagerbombDropsItsShotGlassIntoTheRedBull() {
        let bomb = drink("highball", .built, ice: .noIce, [line("jagermeister", "20 ml", .dropShot), line("red-bull", "200 ml")])
        #expect(composer.compose(bomb) == [
            "Chill a highball glass.", "Pour in the Red Bull.",
            "Pour the Jägermeister into a shot glass and drop it into the drink just before it is drunk.",
        ])
    }

    @Test func vietnameseCoffeeIsDrippedThroughItsGroundsFirst() {
        let coffee = drink("highball", .stirred, ice: .cubed, [
            line("coffee-grind", "2 tbsp", .heat), line("condensed-milk", "2 tbsp"), line("water", "60 ml", .heat),
        ])
        #expect(composer.compose(coffee) == [
            "Put the coffee grind in a phin or pour-over filter, bring the water to the boil and let it drip slowly through.",
            "Add the brewed coffee and sweetened condensed milk to a mixing glass with ice.",
            "Stir until well chilled.",
            "Strain into a highball glass filled with fresh ice.",
        ])
    }

    @Test func aJuiceServedOverIceCubesIsBlendedWithoutIce() {
        let juice = drink("highball", .blended, ice: .cubed, [line("yellow-watermelon", "4 slice"), line("water", "2 cup"), line("sugar", "3 tbsp")])
        #expect(composer.compose(juice) == [
            "Add the yellow watermelon, water and sugar to a blender.", "Blend until smooth.", "Pour into a highball glass filled with fresh ice.",
        ])
    }

    @Test func aShakeOfIceCreamIsBlendedWithoutIceAndAFrozenDrinkWithIt() {
        // The Caferio cookie shake's record blends milk and ice cream, no ice; a frozen daiquiri's
        // crushed ice goes into the blender with it.
        let shake = drink("highball", .blended, ice: .noIce, [line("milk", "1 cup"), line("gelato", "2 scoop")])
        #expect(composer.compose(shake) == ["Add the milk and gelato to a blender.", "Blend until smooth.", "Pour into a highball glass."])
        let frozen = drink("coupe", .blended, ice: .crushed, [line("brandy", "60 ml"), line("lemon-juice", "30 ml"), line("sugar", "1 tsp")])
        #expect(composer.compose(frozen) == [
            "Add the brandy, lemon juice and sugar to a blender with a cup of crushed ice.", "Blend until smooth.", "Pour into a coupe glass.",
        ])
    }

    @Test func scoopsForSeveralAreSharedOutAndASparklingTopGoesOnLast() {
        // Dirty snowmen's record: scoops of ice cream into each mug, hot chocolate and Baileys poured on
        // top; never warmed in a saucepan with the ice cream.
        let snowmen = drink("glass mug", .built, ice: .noIce, servings: 6, [line("gelato", "1 pint", .build), line("milk", "2 cup"), line("brandy", "1/2 cup")])
        #expect(composer.compose(snowmen) == ["Share the gelato among 6 glass mugs.", "Pour the hot milk and brandy over them and serve at once."])
        // A scoop put in with a spirit and topped with something sparkling (a sgroppino as its record makes it,
        // before the curation whisked it): the scoop first, the spirit poured, the top last.
        let sgroppino = drink("champagne", .built, ice: .noIce, [line("brandy", "15 ml"), line("gelato", "1 scoop", .build), line("espresso", "60 ml", .top)])
        #expect(composer.compose(sgroppino) == [
            "Put the gelato in a chilled champagne glass.", "Pour in the brandy.", "Top with the espresso and serve at once.",
        ])
    }

    /// The Venetian sgroppino (cortijoblog.com, facarospauls.com and beaconjournal.com all whisk the
    /// sorbet with the vodka in a chilled bowl): whisked, poured into the glass, the prosecco on last.
    @Test func aWhiskedSorbetGoesIntoTheGlassBeforeTheSparklingTop() {
        let sgroppino = drink("champagne", .built, ice: .noIce, [
            line("vodka", "15 ml", .whisk), line("prosecco", "60 ml", .top), line("lemon-sorbet", "1 scoop", .whisk),
        ])
        #expect(composer.compose(sgroppino) == [
            "Whisk the vodka and lemon sorbet together in a chilled bowl until smooth and frothy.", "Pour into a chilled champagne glass.",
            "Top with the prosecco and serve at once.",
        ])
        // A shaken drink has no bowl: a line marked for whisking is shaken with the rest.
        let shaken = drink("coupe", .shaken, ice: .noIce, [line("vodka", "30 ml", .whisk), line("lemon-juice", "15 ml")])
        #expect(composer.compose(shaken) == [
            "Add the vodka and lemon juice to a shaker with ice.", "Shake hard until well chilled.", "Strain into a chilled coupe glass.",
        ])
    }
}
