import Testing
@testable import LarderCore

/// Session 22's composer classes (issue 9), against steps written out by hand: a syrup drizzled inside the
/// glass before the drink goes in, a rim dipped in a spread and then its crumb, and optional lines named
/// plainly once they are in ("Stir until the sugar dissolves", "strain out the star anise").
struct DrizzleSpreadRimAndOptionalComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "vodka", name: "Vodka", category: .spirit),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "chocolate-liqueur", name: "Chocolate liqueur", category: .liqueur),
        Ingredient(id: "chocolate-syrup", name: "Chocolate syrup", category: .syrup),
        Ingredient(id: "peanut-butter", name: "Peanut butter", category: .pantry),
        Ingredient(id: "crushed-cookie", name: "Crushed cookie", category: .baking),
        Ingredient(id: "irish-whiskey", name: "Irish whiskey", category: .spirit, keepsCapital: true),
        Ingredient(id: "hot-coffee", name: "Hot coffee", category: .coffee),
        Ingredient(id: "star-anise", name: "Star anise", category: .spice),
        Ingredient(id: "lime", name: "Lime", category: .fruit),
        Ingredient(id: "pomegranate-aril", name: "Pomegranate aril", category: .fruit),
        Ingredient(id: "orange", name: "Orange", category: .fruit),
        Ingredient(id: "cardamom", name: "Cardamom", category: .spice),
        Ingredient(id: "hot-chocolate", name: "Hot chocolate", category: .other),
        Ingredient(id: "whipped-cream", name: "Whipped cream", category: .dairy),
    ])

    @Test func aDrizzledSyrupGoesInsideTheGlassBeforeTheDrinkAndIsNoGarnish() {
        let shaken = drink("cocktail", .shaken, ice: .noIce, [
            line("vodka", "45 ml"), line("chocolate-liqueur", "30 ml"), line("chocolate-syrup", "1 tbsp", role: .drizzle),
        ])
        #expect(composer.compose(shaken) == [
            "Drizzle the chocolate syrup inside a cocktail glass.",
            "Add the vodka and chocolate liqueur to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into a chilled cocktail glass.",
        ])
    }

    @Test func aSpreadRimIsDippedThenCrumbedAndTheDrizzleFollowsTheRim() {
        // The drunken peanut butter cups: each glass dipped in peanut butter and then in the crushed
        // candy, chocolate syrup drizzled inside, the drink shaken for two.
        let cups = drink("cocktail", .shaken, ice: .noIce, garnish: "peanut butter and crushed cookie rim", servings: 2, [
            line("vodka", "3 oz"), line("milk", "3 oz"), line("chocolate-liqueur", "2 oz"),
            line("peanut-butter", "1/4 cup", garnish: true, optional: true), line("crushed-cookie", "1/2 cup", garnish: true, optional: true),
            line("chocolate-syrup", "2 tbsp", role: .drizzle),
        ])
        let steps = composer.compose(cups)
        #expect(steps.prefix(2) == [
            "Dip the rim of each of 2 cocktail glasses in the peanut butter, then in crushed cookie.",
            "Drizzle the chocolate syrup inside each glass.",
        ])
        #expect(steps.last == "Strain into the 2 rimmed glasses.")
        #expect(!steps.joined().contains("if you like"))
    }

    @Test func anOptionalSugarIsNamedPlainlyWhenItDissolves() {
        let irish = drink("irish coffee", .built, ice: .noIce, [
            line("irish-whiskey", "40 ml"), line("hot-coffee", "120 ml"), line("sugar", "1 tsp", optional: true),
        ])
        let steps = composer.compose(irish)
        #expect(steps.contains("Stir until the sugar dissolves."))
        #expect(steps.contains { $0.contains("(and the sugar, if you like)") })
    }

    @Test func aSimmerOfOnlyOptionalLinesIsOfferedAsAStepToSkip() {
        // The coquito's optional star anise water, simmered and cooled before the blender.
        let simmered = drink("lowball", .built, ice: .cubed, [
            line("water", "120 ml", role: .simmer, optional: true), line("star-anise", "2", role: .simmer, optional: true), line("white-rum", "60 ml"),
        ])
        let steps = composer.compose(simmered)
        #expect(steps.first == "If you like, bring the water in a saucepan to the boil, add the star anise, lower the heat and simmer gently until fragrant.")
    }

    @Test func anOptionalSpiceIsStrainedOutByItsName() {
        let simmered = drink("lowball", .built, ice: .cubed, [
            line("water", "120 ml", role: .simmer), line("star-anise", "2", role: .simmer, optional: true), line("white-rum", "60 ml"),
        ])
        let steps = composer.compose(simmered)
        #expect(steps.contains("Take it off the heat, strain out the star anise and let it cool."))
    }

    @Test func aCitrusGarnishLineIsNamedWithItsCut() {
        // "1 slice" of lime is a lime slice; a whole lime with no cut is garnished as a wedge, an orange as a slice.
        func garnishStep(_ garnish: RecipeLine) -> String? {
            composer.compose(drink("highball", .built, ice: .cubed, [line("white-rum", "50 ml"), line("club-soda", "top up"), garnish])).last
        }
        #expect(garnishStep(line("lime", "1 slice", garnish: true)) == "Garnish with a lime slice.")
        #expect(garnishStep(line("orange", "2 slice", garnish: true)) == "Garnish with orange slices.")
        #expect(garnishStep(line("lime", nil, garnish: true)) == "Garnish with a lime wedge.")
        #expect(garnishStep(line("orange", "1", garnish: true)) == "Garnish with an orange slice.")
        // Arils scattered on top are never one; a counted one is.
        #expect(garnishStep(line("pomegranate-aril", nil, garnish: true)) == "Garnish with pomegranate arils.")
        #expect(garnishStep(line("pomegranate-aril", "1", garnish: true)) == "Garnish with a pomegranate aril.")
    }

    @Test func aPinchOfSomethingPluralTakesItsArticle() {
        let lassi = drink("highball", .built, ice: .cubed, garnish: "pinch of ground cardamom seeds", [line("white-rum", "50 ml"), line("club-soda", "top up")])
        #expect(composer.compose(lassi).last == "Garnish with a pinch of ground cardamom seeds.")
        let sprigs = drink("highball", .built, ice: .cubed, garnish: "sprigs of mint", [line("white-rum", "50 ml"), line("club-soda", "top up")])
        #expect(composer.compose(sprigs).last == "Garnish with sprigs of mint.")
    }

    @Test func aHotDrinkForTwoIsGarnishedGlassByGlass() {
        let mugs = drink("glass mug", .built, ice: .noIce, servings: 2, [
            line("hot-chocolate", "2 cups"), line("irish-whiskey", "2 oz"), line("whipped-cream", nil, garnish: true),
        ])
        #expect(composer.compose(mugs).last == "Garnish each glass with whipped cream.")
    }
}
