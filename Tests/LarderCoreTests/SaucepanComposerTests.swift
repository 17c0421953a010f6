import Testing
@testable import LarderCore

/// Boil or warm (issue 9, session 19): a tea is made with water at the boil, a chai simmers its tea in
/// its milk, an infusion of ginger or spices is boiled and simmered, matcha is whisked in, never steeped;
/// wine, spirits and milk on their own are warmed and never boiled. Expectations written by hand from how
/// each is made (a masala chai: spices boiled in the water, tea and milk added and brought back to the
/// boil, strained; a vinho quente: the fruit and spices simmered in sugared water, the wine warmed in).
struct SaucepanComposerTests {
    static let ingredients = HotAndBatchComposerTests.ingredients + [
        Ingredient(id: "darjeeling-tea-leaf", name: "Darjeeling tea leaf", category: .tea, keepsCapital: true),
        Ingredient(id: "earl-grey-tea-bag", name: "Earl Grey tea bag", category: .tea, keepsCapital: true),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "oat-milk", name: "Oat milk", category: .dairy),
        Ingredient(id: "evaporated-milk", name: "Evaporated milk", category: .dairy),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
        Ingredient(id: "green-cardamom", name: "Green cardamom", category: .spice),
        Ingredient(id: "honey", name: "Honey", category: .sweetener),
        Ingredient(id: "lemon-juice", name: "Lemon juice", category: .juice),
        Ingredient(id: "orange-peel", name: "Orange peel", category: .fruit),
        Ingredient(id: "matcha-powder", name: "Matcha powder", category: .tea),
        Ingredient(id: "agave-nectar", name: "Agave nectar", category: .syrup),
        Ingredient(id: "mint", name: "Mint", category: .herb),
    ]
    let composer = InstructionComposer(ingredients: Self.ingredients)

    func line(_ id: String, _ amount: String?) -> RecipeLine { RecipeLine(ingredient: IngredientID(id), amount: amount) }
    func hot(_ lines: [RecipeLine], servings: Int = 1) -> Recipe {
        Recipe(id: "h", name: "H", kind: .drink, glass: "glass mug", method: .heated, ice: .noIce, lines: lines, servings: servings)
    }

    @Test func aMasalaChaiBoilsItsSpicesAndSimmersItsTeaInTheMilk() {
        let chai = hot([
            line("water", "2 cup"), line("sugar", "4 tsp"), line("darjeeling-tea-leaf", "2 tsp"), line("milk", "1/4 cup"),
            line("green-cardamom", "3 pod"), line("ginger", "1 inch"),
        ], servings: 2)
        #expect(composer.compose(chai) == [
            "Bring the water to the boil with the green cardamom and ginger, lower the heat and simmer for five minutes.",
            "Add the Darjeeling tea leaves and milk, bring back to the boil and simmer for two minutes.",
            "Take it off the heat and stir in the sugar.",
            "Strain into 2 warmed glass mugs.",
        ])
    }

    @Test func aTeaBagSteepsOffTheBoilAndIsTakenOut() {
        // A London fog: the tea brewed in water just off the boil, its milk already steamed; nothing is reheated.
        let fog = hot([line("earl-grey-tea-bag", "1"), line("water", "180 ml"), line("honey", "1 tbsp"), line("evaporated-milk", "1 tbsp")])
        #expect(composer.compose(fog) == [
            "Bring the water to the boil.",
            "Take it off the heat, add the Earl Grey tea bag and let it steep for three to five minutes, then take out the bag.",
            "Stir in the evaporated milk and honey.",
            "Pour into a warmed glass mug.",
        ])
    }

    @Test func anInfusionIsBoiledAndSimmeredNotWarmed() {
        let ginger = hot([line("ginger", "1 piece"), line("mint", "5 sprig"), line("water", "1 cup"), line("honey", "1 tsp")])
        #expect(composer.compose(ginger) == [
            "Bring the water to the boil with the ginger and mint, lower the heat and simmer for five minutes.",
            "Take it off the heat and stir in the honey.",
            "Strain into a warmed glass mug.",
        ])
        // Hot lemon and honey: only the water boils; the juice and honey go in off the heat.
        let lemon = hot([line("water", "1 cup"), line("lemon-juice", "2 tbsp"), line("honey", "2 tbsp")])
        #expect(composer.compose(lemon) == [
            "Bring the water to the boil.",
            "Take it off the heat and stir in the lemon juice and honey.",
            "Pour into a warmed glass mug.",
        ])
    }

    @Test func wineIsWarmedWithoutBoilingAfterItsSpicedWaterSimmers() {
        // Vinho quente: sugar, peel and cinnamon simmered in water, the wine warmed in without boiling.
        let quente = hot([
            line("sugar", "1/2 cup"), line("cinnamon", "5 stick"), line("orange-peel", "1"), line("water", "1 cup"), line("red-wine", "1 l"),
        ], servings: 7)
        #expect(composer.compose(quente) == [
            "Bring the water to the boil with the cinnamon, orange peel and sugar, lower the heat and simmer for five minutes.",
            // The heat is already low from the simmer.
            "Add the red wine and warm through without letting it boil.",
            "Strain into 7 warmed glass mugs.",
        ])
        // A mulled wine with no water is warmed as it always was: never boiled.
        let mulled = hot([line("red-wine", "750 ml"), line("sugar", "2 tbsp"), line("cinnamon", "1 stick")], servings: 4)
        #expect(composer.compose(mulled).first == "Warm the red wine, sugar and cinnamon together in a saucepan over low heat until steaming; do not let it boil.")
    }

    @Test func matchaInASaucepanIsWhiskedIntoTheHotMilkNeverSteeped() {
        let latte = hot([line("matcha-powder", "1 tsp"), line("milk", "240 ml"), line("honey", "1 tsp")])
        #expect(composer.compose(latte) == [
            "Heat the milk until steaming, without boiling, and whisk in the matcha powder until smooth and frothy.",
            "Stir in the honey.",
            "Pour into a warmed glass mug.",
        ])
    }

    @Test func aHotMatchaLattesMilkGoesInHot() {
        let latte = Recipe(id: "m", name: "Matcha latte", kind: .drink, glass: "glass mug", method: .built, ice: .noIce, lines: [
            line("matcha-powder", "1 tsp"), line("agave-nectar", "1 tsp"), line("oat-milk", "1 cup"), line("water", "1/4 cup"),
        ])
        #expect(composer.compose(latte) == [
            "Whisk the matcha powder into the water, hot but not boiling, until smooth.",
            "Warm a glass mug with hot water and discard the water.",
            "Pour in the whisked matcha, agave nectar and hot oat milk.",
            "Stir briefly.",
        ])
    }
}
