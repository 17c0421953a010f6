import Testing
@testable import LarderCore

/// A rim is made before the drink goes into the glass (the glass is moistened and dipped in salt or
/// sugar, then filled), never as the last garnish step. Expectations written by hand.
struct RimmedGlassComposerTests {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "tequila", name: "Tequila", category: .spirit, abv: 40),
        Ingredient(id: "triple-sec", name: "Triple sec", category: .liqueur, abv: 30),
        Ingredient(id: "grapefruit-juice", name: "Grapefruit juice", category: .juice),
    ])

    @Test func theRimComesFirstAndTheDrinkGoesIntoTheRimmedGlass() {
        let margarita = Recipe(id: "m", name: "Margarita", kind: .drink, glass: "margarita", method: .shaken, ice: .noIce, garnish: "half salt rim", lines: [
            RecipeLine(ingredient: "tequila", amount: "50 ml"), RecipeLine(ingredient: "triple-sec", amount: "20 ml"),
            RecipeLine(ingredient: "lime-juice", amount: "15 ml"),
        ])
        #expect(composer.compose(margarita) == [
            "Moisten half the rim of a chilled margarita glass and dip it in salt.",
            "Add the tequila, triple sec and lime juice to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into the rimmed glass.",
        ])
        let saltyDog = Recipe(id: "s", name: "Salty Dog", kind: .drink, glass: "highball", method: .built, ice: .cubed, garnish: "salt rim and grapefruit wedge", lines: [
            RecipeLine(ingredient: "gin", amount: "45 ml"), RecipeLine(ingredient: "grapefruit-juice", amount: "120 ml"),
        ])
        #expect(composer.compose(saltyDog) == [
            "Moisten the rim of a highball glass and dip it in salt.",
            "Fill the rimmed glass with ice.",
            "Pour in the gin and grapefruit juice.",
            "Stir briefly.",
            "Garnish with a grapefruit wedge.",
        ])
    }

    @Test func theRimIsReadFromTheGarnishsFirstPart() {
        #expect(GlassRim(garnish: "sugar rim around the glass") == GlassRim(coating: "sugar", half: false, rest: nil))
        #expect(GlassRim(garnish: "celery salt rim, lime wedge, celery") == GlassRim(coating: "celery salt", half: false, rest: "lime wedge and celery"))
        #expect(GlassRim(garnish: "salt rim, lime wedge, mint sprig and celery") == GlassRim(coating: "salt", half: false, rest: "lime wedge, mint sprig and celery"))
        #expect(GlassRim(garnish: "cinnamon and sugar rim") == GlassRim(coating: "cinnamon and sugar", half: false, rest: nil))
        #expect(GlassRim(garnish: "half sugar rim and lemon twist") == GlassRim(coating: "sugar", half: true, rest: "lemon twist"))
        #expect(GlassRim(garnish: "lime wedge, salt rim") == nil)
        #expect(GlassRim(garnish: "orange twist") == nil)
        #expect(GlassRim(garnish: nil) == nil)
    }

    @Test func aBatchRimsEachOfItsGlasses() {
        let batch = Recipe(id: "b", name: "B", kind: .drink, glass: "cocktail", method: .shaken, ice: .noIce, garnish: "sugar rim", lines: [
            RecipeLine(ingredient: "gin", amount: "90 ml"), RecipeLine(ingredient: "lemon-juice", amount: "30 ml"),
        ], servings: 2)
        #expect(composer.compose(batch) == [
            "Moisten the rim of each of 2 cocktail glasses and dip it in sugar.",
            // Two drinks of 60 ml fit one shaker.
            "Add the gin and lemon juice to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into the 2 rimmed glasses.",
        ])
    }
}
