import Testing
@testable import LarderCore

/// Swizzled and fermented drinks, against steps written by hand from how a bartender swizzles a
/// Queen's Park Swizzle or a Chartreuse Swizzle (IBA method: pour over crushed ice, swizzle, top with
/// more ice) and how kombucha and kvass are made at home (sweet tea or bread, a culture, days in a jar).
struct SwizzleAndFermentTests {
    static let ingredients = [
        Ingredient(id: "dark-rum", name: "Dark rum", category: .spirit, abv: 40),
        Ingredient(id: "green-chartreuse", name: "Green chartreuse", category: .liqueur, abv: 55),
        Ingredient(id: "pineapple-juice", name: "Pineapple juice", category: .juice),
        Ingredient(id: "lime-juice", name: "Lime juice", category: .juice),
        Ingredient(id: "falernum", name: "Falernum", category: .liqueur, abv: 11),
        Ingredient(id: "simple-syrup", name: "Simple syrup", category: .syrup),
        Ingredient(id: "mint", name: "Mint", category: .herb),
        Ingredient(id: "angostura", name: "Angostura bitters", category: .bitters, keepsCapital: true),
        Ingredient(id: "black-tea", name: "Black tea", category: .tea),
        Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
        Ingredient(id: "water", name: "Water", category: .water),
        Ingredient(id: "kombucha-scoby", name: "Kombucha scoby", category: .other),
        Ingredient(id: "black-bread", name: "Black bread", category: .other),
        Ingredient(id: "raisin", name: "Raisin", category: .fruit),
        Ingredient(id: "yeast", name: "Yeast", category: .baking),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
    ]
    let composer = InstructionComposer(ingredients: Self.ingredients)

    func drink(_ method: MixMethod, glass: String, ice: Ice?, garnish: String? = nil, _ lines: [RecipeLine]) -> Recipe {
        Recipe(id: "x", name: "X", kind: .drink, glass: glass, method: method, ice: ice, garnish: garnish, lines: lines)
    }

    static let swizzle = "Swizzle: spin a swizzle stick or bar spoon between your palms, working it up and down, until the outside of the glass frosts."

    @Test func queensParkSwizzleMuddlesMintSwizzlesAndDashesTheBittersOnTop() {
        var bitters = RecipeLine(ingredient: "angostura", amount: "4 dash")
        bitters.role = .float
        let recipe = drink(.swizzled, glass: "highball", ice: .crushed, garnish: "mint sprig", [
            RecipeLine(ingredient: "dark-rum", amount: "60 ml"), RecipeLine(ingredient: "lime-juice", amount: "30 ml"),
            RecipeLine(ingredient: "simple-syrup", amount: "22.5 ml"), RecipeLine(ingredient: "mint", amount: "8 leaf"), bitters,
        ])
        #expect(composer.compose(recipe) == [
            "Muddle the mint, lime juice and simple syrup in a highball glass.",
            "Fill the glass two-thirds with crushed ice.",
            "Pour in the dark rum.",
            Self.swizzle,
            "Heap more crushed ice on top.",
            "Dash the Angostura bitters over the top.",
            "Garnish with a mint sprig.",
        ])
    }

    @Test func chartreuseSwizzleIsPouredOverCrushedIceAndSwizzled() {
        let recipe = drink(.swizzled, glass: "highball", ice: .crushed, garnish: "mint sprig and grated nutmeg", [
            RecipeLine(ingredient: "green-chartreuse", amount: "45 ml"), RecipeLine(ingredient: "pineapple-juice", amount: "30 ml"),
            RecipeLine(ingredient: "lime-juice", amount: "22.5 ml"), RecipeLine(ingredient: "falernum", amount: "15 ml"),
        ])
        #expect(composer.compose(recipe) == [
            "Fill a highball glass two-thirds with crushed ice.",
            "Pour in the green chartreuse, pineapple juice, lime juice and falernum.",
            Self.swizzle,
            "Heap more crushed ice on top.",
            "Garnish with a mint sprig and grated nutmeg.",
        ])
    }

    @Test func kombuchaBrewsSweetTeaThenFermentsForDays() {
        let recipe = drink(.fermented, glass: "highball", ice: .cubed, [
            RecipeLine(ingredient: "black-tea", amount: "4 tbsp"), RecipeLine(ingredient: "sugar", amount: "1 cup"),
            RecipeLine(ingredient: "water", amount: "3 l"), RecipeLine(ingredient: "kombucha-scoby", amount: "1"),
        ])
        #expect(composer.compose(recipe) == [
            "Bring the water to the boil and steep the black tea in it for five to ten minutes, then strain out the leaves, stir in the sugar until dissolved and let it cool to room temperature.",
            // The culture goes in with its starter liquid and comes out with a cup of the brew for the next batch;
            // the bottles ferment again to build fizz (session 24).
            "Pour it into a large clean glass jar and add the kombucha scoby with the liquid it came in.",
            "Cover with a cloth and leave at room temperature to ferment for seven to ten days, tasting each day, until pleasantly sour.",
            "Lift out the kombucha scoby with a cup of the brew, to start the next batch.",
            "Pour the rest into clean bottles, leaving a little room at the top, seal and leave at room temperature for two to three days to build its fizz.",
            "Chill the bottles.",
            "Serve cold in a highball glass over ice.",
        ])
    }

    @Test func kombuchaIsFlavouredInTheBottleNotTheFirstFerment() {
        let recipe = drink(.fermented, glass: "highball", ice: .noIce, [
            RecipeLine(ingredient: "black-tea", amount: "4 tbsp"), RecipeLine(ingredient: "sugar", amount: "1 cup"),
            RecipeLine(ingredient: "water", amount: "3 l"), RecipeLine(ingredient: "kombucha-scoby", amount: "1"),
            RecipeLine(ingredient: "ginger", amount: "to taste", optional: true),
        ])
        let steps = composer.compose(recipe)
        #expect(steps[1] == "Pour it into a large clean glass jar and add the kombucha scoby with the liquid it came in.")
        #expect(steps[4] == "Pour the rest into clean bottles (with the ginger, if you like), leaving a little room at the top, seal and leave at room temperature for two to three days to build its fizz.")
        #expect(steps[5] == "Chill the bottles, and strain out any fruit or spice as you pour.")
    }

    @Test func kvassFermentsBreadWithYeastAndNothingIsMuddled() {
        let recipe = drink(.fermented, glass: "highball", ice: nil, [
            RecipeLine(ingredient: "black-bread", amount: "3 slice"), RecipeLine(ingredient: "sugar", amount: "100 g"),
            RecipeLine(ingredient: "raisin", amount: "20"), RecipeLine(ingredient: "yeast", amount: "1 package"),
            RecipeLine(ingredient: "water", amount: "3 l"),
        ])
        #expect(composer.compose(recipe) == [
            "Combine the black bread, sugar, raisins, yeast and water in a large clean glass jar.",
            "Cover with a cloth and leave at room temperature to ferment for one to three days, tasting each day, until pleasantly sour.",
            "Strain into bottles and chill.",
            "Serve cold in a highball glass.",
        ])
        let roles = TechniquePlanner(ingredients: Self.ingredients).plan(recipe).map(\.role)
        #expect(roles == [.ferment, .ferment, .ferment, .ferment, .ferment])
    }
}
