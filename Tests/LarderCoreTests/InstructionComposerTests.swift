import Testing
@testable import LarderCore

struct InstructionComposerTests {
    let composer = InstructionComposer(ingredients: [
        Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
        Ingredient(id: "lemon-juice", name: "Lemon juice", category: .juice),
        Ingredient(id: "raspberry-syrup", name: "Raspberry syrup", category: .syrup),
        Ingredient(id: "campari", name: "Campari", category: .liqueur),
        Ingredient(id: "sweet-vermouth", name: "Sweet vermouth", category: .fortifiedWine),
        Ingredient(id: "mint", name: "Mint", category: .herb),
        Ingredient(id: "white-rum", name: "White rum", category: .spirit),
        Ingredient(id: "club-soda", name: "Soda water", category: .soda),
        Ingredient(id: "egg-white", name: "Egg white", category: .egg),
    ])

    func drink(_ method: MixMethod, glass: String?, ice: String? = nil, garnish: String? = nil, _ lines: [RecipeLine]) -> Recipe {
        Recipe(id: "x", name: "X", kind: .drink, glass: glass, method: method, ice: ice, garnish: garnish, lines: lines)
    }

    @Test func shakenServedUp() {
        let recipe = drink(.shaken, glass: "coupe", ice: "none", garnish: "orange twist", [
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

    @Test func shakenWithEggWhiteIsDryShakenFirst() {
        let recipe = drink(.shaken, glass: "coupe", ice: "none", [RecipeLine(ingredient: "gin"), RecipeLine(ingredient: "egg-white")])
        let steps = composer.compose(recipe)
        #expect(steps.first == "Add the gin and egg white to a shaker.")
        #expect(steps.contains("Shake without ice to froth, then add ice."))
    }

    @Test func stirredOverIce() {
        let recipe = drink(.stirred, glass: "lowball", ice: "cubed", [
            RecipeLine(ingredient: "gin"), RecipeLine(ingredient: "campari"), RecipeLine(ingredient: "sweet-vermouth"),
        ])
        #expect(composer.compose(recipe) == [
            "Add the gin, campari and sweet vermouth to a mixing glass with ice.",
            "Stir until well chilled.",
            "Strain into a lowball glass over fresh ice.",
        ])
    }

    @Test func builtAndToppedUp() {
        let recipe = drink(.built, glass: "highball", ice: "cubed", [
            RecipeLine(ingredient: "gin", amount: "45 ml"), RecipeLine(ingredient: "club-soda", amount: "top up"),
        ])
        #expect(composer.compose(recipe) == [
            "Fill a highball glass with ice.", "Pour in the gin.", "Top up with soda water.", "Stir briefly.",
        ])
    }

    @Test func shakenThenToppedUp() {
        let recipe = drink(.shaken, glass: "highball", ice: "cubed", [
            RecipeLine(ingredient: "gin", amount: "45 ml"), RecipeLine(ingredient: "lemon-juice", amount: "20 ml"),
            RecipeLine(ingredient: "club-soda", amount: "top up"),
        ])
        #expect(composer.compose(recipe) == [
            "Add the gin and lemon juice to a shaker with ice.", "Shake hard until well chilled.",
            "Strain into a highball glass over fresh ice.", "Top up with soda water.",
        ])
    }

    @Test func muddledStartsWithTheHerbs() {
        let recipe = drink(.muddled, glass: "highball", ice: "crushed", [
            RecipeLine(ingredient: "mint", amount: "8 leaf"), RecipeLine(ingredient: "white-rum", amount: "45 ml"),
        ])
        let steps = composer.compose(recipe)
        #expect(steps[0] == "Muddle the mint gently in a highball glass.")
        #expect(steps[1] == "Add the white rum.")
        #expect(steps[2] == "Fill with crushed ice and stir.")
    }

    @Test func blendedAndLayered() {
        let blended = composer.compose(drink(.blended, glass: "hurricane", [RecipeLine(ingredient: "white-rum")]))
        #expect(blended.contains("Blend until smooth."))
        #expect(blended.last == "Pour into a hurricane glass.")
        let layered = composer.compose(drink(.layered, glass: "shot", [RecipeLine(ingredient: "campari"), RecipeLine(ingredient: "gin")]))
        #expect(layered == ["Layer into a shot glass in this order, pouring each slowly over the back of a spoon: campari, gin."])
    }

    @Test func optionalLinesAndGarnishLines() {
        let recipe = drink(.built, glass: "highball", ice: "cubed", [
            RecipeLine(ingredient: "gin"), RecipeLine(ingredient: "club-soda", optional: true),
            RecipeLine(ingredient: "mint", garnish: true),
        ])
        let steps = composer.compose(recipe)
        #expect(steps.contains("Optionally add the soda water."))
        #expect(steps.last == "Garnish with mint.")
        #expect(steps[1] == "Pour in the gin.")
    }

    @Test func garnishTakesTheRightArticle() {
        func garnish(_ phrase: String) -> String? {
            composer.compose(drink(.stirred, glass: "coupe", ice: "none", garnish: phrase, [RecipeLine(ingredient: "gin")])).last
        }
        #expect(garnish("orange twist") == "Garnish with an orange twist.")
        #expect(garnish("lemon wedge") == "Garnish with a lemon wedge.")
        #expect(garnish("sprigs of mint and slice of lime") == "Garnish with sprigs of mint and slice of lime.")
        #expect(garnish("mint leaves") == "Garnish with mint leaves.")
        #expect(garnish("grated nutmeg") == "Garnish with grated nutmeg.")
    }

    @Test func dishesHaveNoComposedMethod() {
        let dish = Recipe(id: "soup", name: "Soup", kind: .dish, lines: [RecipeLine(ingredient: "mint")])
        #expect(composer.compose(dish).isEmpty)
    }
}
