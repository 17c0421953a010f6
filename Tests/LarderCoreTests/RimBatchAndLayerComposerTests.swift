import Testing
@testable import LarderCore

/// Three of issue 9's composer classes (session 19), against hand-written expectations: what a rim is
/// dipped in is not garnished again; a batch poured into glasses is topped and floated glass by glass; a
/// layered drink is poured densest first (a pousse-café chart: grenadine 1.18, blue curaçao 1.11,
/// pineapple juice 1.05, peach schnapps 1.04, vodka 0.94), unless our curation states the order.
struct RimBatchAndLayerComposerTests {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "tequila", name: "Tequila", category: .spirit, abv: 40),
        Ingredient(id: "black-sugar", name: "Black sugar", category: .sweetener, isGarnish: true),
        Ingredient(id: "orange-juice", name: "Orange juice", category: .juice),
        Ingredient(id: "celery", name: "Celery", category: .vegetable, isGarnish: true),
        Ingredient(id: "celery-salt", name: "Celery salt", category: .spice, isGarnish: true),
        Ingredient(id: "raki", name: "Rakı", category: .spirit, keepsCapital: false),
        Ingredient(id: "grenadine-syrup", name: "Grenadine", category: .syrup),
        Ingredient(id: "blue-curacao", name: "Blue curaçao", category: .liqueur),
        Ingredient(id: "pineapple-juice", name: "Pineapple juice", category: .juice),
        Ingredient(id: "peach-schnapps", name: "Peach schnapps", category: .liqueur),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit),
        Ingredient(id: "coffee-liqueur", name: "Coffee liqueur", category: .liqueur),
        Ingredient(id: "irish-cream", name: "Irish cream", category: .liqueur, keepsCapital: true),
    ])

    func line(_ id: String, _ amount: String?, garnish: Bool = false, role: LineRole? = nil) -> RecipeLine {
        RecipeLine(ingredient: IngredientID(id), amount: amount, garnish: garnish, role: role)
    }

    // MARK: Rims

    @Test func whatTheRimIsDippedInIsNotGarnishedAgain() {
        let sour = Recipe(id: "q", name: "Q", kind: .drink, glass: "lowball", method: .shaken, ice: .cubed, garnish: "black sugar rim", lines: [
            line("tequila", "45 ml"), line("lime-juice", "20 ml"), line("black-sugar", "1 tsp", garnish: true),
        ])
        #expect(composer.compose(sour) == [
            "Moisten the rim of a lowball glass and dip it in black sugar.",
            "Add the tequila and lime juice to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into the rimmed glass filled with fresh ice.",
        ])
    }

    @Test func aGarnishTheRestOfTheFactNamesStaysAGarnish() {
        // A Caesar: a celery salt rim, and a celery stalk in the drink.
        let caesar = Recipe(id: "c", name: "C", kind: .drink, glass: "highball", method: .built, ice: .cubed, garnish: "celery salt rim, celery", lines: [
            line("vodka", "45 ml"), line("celery-salt", "1 pinch", garnish: true), line("celery", "1", garnish: true),
        ])
        let steps = composer.compose(caesar)
        #expect(steps.first == "Moisten the rim of a highball glass and dip it in celery salt.")
        #expect(steps.last == "Garnish with celery.")
    }

    // MARK: Batches

    @Test func aPitcherPouredIntoGlassesIsToppedGlassByGlass() {
        let mimosas = Recipe(id: "p", name: "P", kind: .drink, glass: "champagne", method: .built, ice: .noIce, lines: [
            line("orange-juice", "500 ml"), line("lime-juice", "40 ml"), line("champagne", "1 bottle", role: .top),
        ], servings: 8)
        #expect(composer.compose(mimosas) == [
            "Stir the orange juice and lime juice together in a large pitcher.",
            "Chill until cold, at least an hour.",
            "Pour into 8 champagne glasses, leaving room in each.",
            "Top each glass with the champagne.",
        ])
        // A punch bowl still takes its sparkling top just before it is served.
        var bowl = mimosas
        bowl.glass = "punch bowl"
        #expect(composer.compose(bowl).contains("Just before serving, add the champagne and stir gently once."))
    }

    @Test func aShakenBatchIsToppedAndFloatedGlassByGlass() {
        let fizz = Recipe(id: "f", name: "F", kind: .drink, glass: "highball", method: .shaken, ice: .cubed, lines: [
            line("gin", "180 ml"), line("lemon-juice", "90 ml"), line("club-soda", "top up"),
        ], servings: 4)
        #expect(composer.compose(fizz).suffix(2) == ["Strain into 4 highball glasses filled with fresh ice.", "Top each glass with the soda water."])
        let sultan = Recipe(id: "s", name: "S", kind: .drink, glass: "cocktail", method: .shaken, ice: .noIce, lines: [
            line("gin", "90 ml"), line("lemon-juice", "30 ml"), line("raki", "10 ml", role: .float),
        ], servings: 2)
        #expect(composer.compose(sultan).last == "Float the rakı on top of each drink, pouring slowly over the back of a spoon.")
    }

    // MARK: Layers

    @Test func aLayeredDrinkIsPouredDensestFirst() {
        let rainbow = Recipe(id: "r", name: "R", kind: .drink, glass: "highball", method: .layered, ice: .noIce, lines: [
            line("grenadine-syrup", "30 ml"), line("peach-schnapps", "15 ml"), line("pineapple-juice", "45 ml"),
            line("vodka", "30 ml"), line("blue-curacao", "15 ml"),
        ])
        #expect(composer.compose(rainbow) == [
            "Layer into a highball glass in this order, pouring each slowly over the back of a spoon: grenadine, blue curaçao, pineapple juice, peach schnapps, vodka.",
        ])
    }

    @Test func aCuratedOrderIsKeptAndAnUnknownDensityKeepsTheRecordsOrder() {
        // A brain shot drops the heavier cream liqueur onto the schnapps on purpose: its order is curated.
        let brain = Recipe(id: "b", name: "B", kind: .drink, glass: "shot", method: .layered, ice: .noIce, lines: [
            line("peach-schnapps", "30 ml", role: .layer), line("irish-cream", "15 ml", role: .layer), line("grenadine-syrup", "1 dash", role: .layer),
        ])
        #expect(composer.compose(brain) == [
            "Layer into a shot glass in this order, pouring each slowly over the back of a spoon: peach schnapps, Irish cream, grenadine.",
        ])
        // Soda water's density is not in the chart, so the record's order stands.
        let eraser = Recipe(id: "e", name: "E", kind: .drink, glass: "lowball", method: .layered, ice: .noIce, lines: [
            line("coffee-liqueur", "30 ml"), line("vodka", "60 ml"), line("club-soda", "60 ml"),
        ])
        #expect(composer.compose(eraser) == [
            "Layer into a lowball glass in this order, pouring each slowly over the back of a spoon: coffee liqueur, vodka, soda water.",
        ])
        #expect(LayerDensity.gravity(of: "ginger-liqueur") == nil)
        #expect(LayerDensity.gravity(of: "gin") == 0.94)
    }
}
