import Testing
@testable import LarderCore

/// Session 23's composer classes (issue 9), against steps written out by hand: a frozen blend (frosé) blended,
/// frozen for hours and blended again; herbs steeped off the heat, covered, for the drink's time; a ginger
/// beer's syrup simmered before it goes into the jar with the cold water; tiger nuts soaked in water of
/// their own and the strained milk chilled; a garnish fact read as a list, each item with its article.
struct FrozenBlendSteepAndGarnishListComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "rose-wine", name: "Rosé wine", category: .wine),
        Ingredient(id: "strawberry", name: "Strawberry", category: .fruit),
        Ingredient(id: "honey", name: "Honey", category: .sweetener),
        Ingredient(id: "lavender", name: "Lavender", category: .herb),
        Ingredient(id: "basil", name: "Basil", category: .herb),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
        Ingredient(id: "tiger-nut", name: "Tiger nut", category: .nut),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit),
        Ingredient(id: "cranberry-juice", name: "Cranberry juice", category: .juice),
    ])

    @Test func aFrozenBlendIsBlendedFrozenAndBlendedAgain() {
        // Frosé: the wine blended with the fruit, frozen in a dish for six hours or more, blended again, and a
        // splash of the wine kept back poured over each glass.
        let frose = drink("wine", .blended, ice: .noIce, servings: 6, [
            line("rose-wine", "590 ml", role: .freeze), line("strawberry", "1 1/2 cup", role: .freeze),
            line("honey", "1 tbsp", role: .freeze), line("rose-wine", "2/3 cup", role: .top),
        ])
        #expect(composer.compose(frose) == [
            "Blend the rosé wine, strawberries and honey until smooth.",
            "Pour it into a shallow dish, cover and freeze for at least six hours, or overnight, until slushy.",
            "Blend it again until fluffy and spoon it into 6 wine glasses.",
            "Top each glass with a splash of the rosé wine.",
        ])
    }

    @Test func herbsSteepOffTheHeatCoveredAndGoInWithColdWater() {
        // Lavender and basil in two cups of just-boiled water, covered for ten minutes, strained, sweetened
        // while warm; the rest of the water goes in cold.
        let lemonade = drink("highball", .stirred, ice: .crushed, servings: 9, minutes: 10, [
            line("lavender", "1 tbsp", role: .heat), line("basil", "3/4 cup", role: .heat), line("honey", "1/3 cup"),
            line("water", "2 cup", role: .heat), line("lemon-juice", "1 cup"), line("water", "3 cup", role: .build),
        ])
        let steps = composer.compose(lemonade)
        #expect(steps.first == "Bring the water to the boil, take it off the heat, add the lavender and basil, cover and let it steep for 10 minutes, then strain them out, stir in the honey until dissolved and let it cool.")
        #expect(steps.contains("Stir the cooled lavender water, lemon juice and cold water together in a large pitcher."))
        #expect(!steps.contains { $0.contains("simmer") })
    }

    @Test func aGingerBeerSyrupIsSimmeredBeforeItFerments() {
        // The syrup is made in half a cup of the water and cooled; the ginger stays in until the beer is bottled.
        let beer = drink("highball", .fermented, ice: .cubed, servings: 10, minutes: 7, [
            line("sugar", "200 g", role: .simmer), line("water", "7 1/2 cup"), line("ginger", "75 g", role: .simmer),
            line("water", "1/2 cup", role: .simmer),
        ])
        #expect(composer.compose(beer) == [
            "Bring the water in a saucepan to the boil, add the ginger, lower the heat and simmer gently for 7 minutes.",
            "Stir in the sugar until dissolved.",
            "Take it off the heat and let it cool.",
            "Combine the cooled ginger water and cold water in a large clean glass jar.",
            "Cover with a cloth and leave at room temperature to ferment for a few days, tasting each day, until pleasantly sour.",
            "Strain into bottles and chill.",
            "Serve cold in a highball glass over ice.",
        ])
    }

    @Test func tigerNutsSoakInTheirOwnWaterAndTheMilkIsChilled() {
        // Horchata de chufa: the nuts soak a day and are drained; the strained milk is served very cold.
        let horchata = drink("highball", .blended, ice: .noIce, servings: 9, [
            line("tiger-nut", "2 cup"), line("water", "4 1/2 cup"), line("sugar", "2 tbsp"),
        ])
        let steps = composer.compose(horchata)
        #expect(steps.first == "Soak the tiger nuts in water to cover for 12 to 24 hours, then drain and rinse them.")
        let strain = steps.firstIndex { $0.hasPrefix("Strain through a fine sieve") }
        let chill = steps.firstIndex { $0.hasPrefix("Cover and chill until cold") }
        #expect(strain != nil && chill != nil && strain! < chill!)
    }

    @Test func aGarnishListTakesAnArticleOnEachItem() {
        let breeze = drink("highball", .built, ice: .cubed, garnish: "orange zest and cherry", [
            line("vodka", "40 ml"), line("cranberry-juice", "120 ml"),
        ])
        #expect(composer.compose(breeze).last == "Garnish with orange zest and a cherry.")
        #expect(composer.articledGarnish("cherry, grated nutmeg, star anise") == "a cherry, grated nutmeg and star anise")
        #expect(composer.articledGarnish("half orange slice and cocktail cherry") == "half an orange slice and a cocktail cherry")
        // One phrase: fruit that shares the noun after it, a choice, a cut that shares the fruit before it.
        #expect(composer.articledGarnish("lemon and orange twists") == "lemon and orange twists")
        #expect(composer.articledGarnish("cherries and a pineapple or orange slice") == "cherries and a pineapple or orange slice")
        #expect(composer.articledGarnish("gondoraj lemon wedge and twist") == "a gondoraj lemon wedge and twist")
    }
}
