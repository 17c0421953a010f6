import Testing
@testable import LarderCore

/// Strained after blending, soaked before serving (issue 9, session 19), against hand-written steps: an
/// agua fresca of cucumber and mint is pushed through a sieve, a frozen drink and a smoothie are not; a
/// sharbat's basil seeds are soaked until they swell and stirred in whole; a khoshaf's dried fruit soaks
/// overnight.
struct BlenderAndSoakComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "cucumber", name: "Cucumber", category: .vegetable),
        Ingredient(id: "banana", name: "Banana", category: .fruit),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "palm-sugar", name: "Palm sugar", category: .sweetener),
        Ingredient(id: "cumin-seed", name: "Cumin seed", category: .spice),
        Ingredient(id: "coconut-water", name: "Coconut water", category: .juice),
        Ingredient(id: "basil-seed", name: "Basil seed", category: .spice),
        Ingredient(id: "raisin", name: "Raisin", category: .fruit),
        Ingredient(id: "prune", name: "Prune", category: .fruit),
        Ingredient(id: "egg-yolk", name: "Egg yolk", category: .egg),
        Ingredient(id: "condensed-milk", name: "Sweetened condensed milk", category: .dairy),
        Ingredient(id: "coffee", name: "Coffee", category: .coffee),
        Ingredient(id: "coffee-powder", name: "Instant coffee powder", category: .coffee),
    ])

    func blended(_ lines: [RecipeLine], glass: String = "highball", ice: Ice, servings: Int? = nil) -> Recipe {
        Recipe(id: "b", name: "B", kind: .drink, glass: glass, method: .blended, ice: ice, lines: lines, servings: servings)
    }

    @Test func anAguaFrescaIsStrainedAfterBlending() {
        let fresca = blended([line("cucumber", "1"), line("lime-juice", "30 ml"), line("mint", "1/4 cup"), line("sugar", "2 tbsp"), line("water", "300 ml")], ice: .cubed)
        #expect(composer.compose(fresca) == [
            "Add the cucumber, lime juice, mint, sugar and water to a blender.",
            "Blend until smooth.",
            "Strain through a fine sieve into a highball glass filled with fresh ice, pressing on the pulp.",
        ])
    }

    @Test func aFrozenDrinkAndASmoothieAreNotStrained() {
        let frozen = blended([line("white-rum", "60 ml"), line("lime-juice", "30 ml"), line("mint", "5 sprig")], glass: "coupe", ice: .crushed)
        #expect(composer.compose(frozen) == [
            "Add the white rum, lime juice and mint to a blender with a cup of crushed ice.",
            "Blend until smooth.",
            "Pour into a coupe glass.",
        ])
        let smoothie = blended([line("banana", "1"), line("ginger", "1 tsp"), line("milk", "250 ml")], ice: .noIce)
        #expect(composer.compose(smoothie).last == "Pour into a highball glass.")
    }

    @Test func basilSeedsAreSoakedAndStirredInNeverBlended() {
        let sharbat = blended([
            line("palm-sugar", "2 tsp"), line("cumin-seed", "2 tsp"), line("coconut-water", "3 cup"), line("water", "2 cup"), line("basil-seed", "1 tsp"),
        ], ice: .noIce, servings: 6)
        #expect(composer.compose(sharbat) == [
            "Soak the basil seeds in a little water for 15 minutes, until they swell.",
            "Working in batches, add the palm sugar, cumin seeds, coconut water and water to a blender.",
            "Blend until smooth.",
            "Strain through a fine sieve into a jug, pressing on the pulp.",
            "Stir in the soaked basil seeds.",
            "Pour into 6 highball glasses.",
        ])
    }

    @Test func driedFruitInWaterSoaksOvernight() {
        let khoshaf = Recipe(id: "k", name: "Khoshaf", kind: .drink, glass: "highball", method: .built, ice: .noIce, lines: [
            line("raisin", "10", role: .build), line("prune", "2", role: .build), line("water", "3 cup"), line("sugar", "5 tbsp"),
        ], servings: 4)
        #expect(composer.compose(khoshaf) == [
            "Stir the raisins, prunes, water and sugar together in a large pitcher.",
            "Cover and leave in the fridge overnight, until the fruit is plump.",
            "Pour into 4 highball glasses.",
        ])
    }

    @Test func anEggCoffeesFoamIsWhiskedFirstAndSpoonedOnLast() {
        // Vietnamese egg coffee: yolks whisked thick with condensed milk, spooned onto a cup of hot coffee.
        let egg = Recipe(id: "e", name: "Egg coffee", kind: .drink, glass: "glass mug", method: .built, ice: .noIce, lines: [
            line("egg-yolk", "2", role: .whip), line("condensed-milk", "50 ml", role: .whip), line("coffee", "150 ml"),
        ])
        #expect(composer.compose(egg) == [
            "Whisk the egg yolks and sweetened condensed milk together until thick, pale and holding soft peaks.",
            "Warm a glass mug with hot water and discard the water.",
            "Pour in the hot coffee.",
            "Spoon the whipped mixture on top.",
        ])
    }

    @Test func aDalgonaForTwoSpoonsItsCoffeeFoamOntoEachMug() {
        let dalgona = Recipe(id: "d", name: "Dalgona", kind: .drink, glass: "glass mug", method: .built, ice: .noIce, lines: [
            line("coffee-powder", "2 tbsp", role: .whip), line("sugar", "2 tbsp", role: .whip), line("water", "2 tbsp", role: .whip), line("milk", "2 cup"),
        ], servings: 2)
        #expect(composer.compose(dalgona) == [
            // Instant coffee only whips with hot water (issue 9, session 20).
            "Whisk the instant coffee powder, sugar and hot water together until thick, pale and holding soft peaks.",
            "Warm the milk in a saucepan over low heat until steaming; do not let it boil.",
            "Pour into 2 warmed glass mugs.",
            "Spoon the whipped mixture on top of each drink.",
        ])
    }
}
