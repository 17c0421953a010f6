import Testing
@testable import LarderCore

/// Session 21's composer classes (issue 9), against steps written out by hand as a bartender would say
/// them: tea steeped as its leaf needs (green tea at about 80 °C for two to three minutes, bags taken out,
/// loose leaves strained), yerba mate in its gourd, a rim wetted with the drink's syrup, muddled leaves
/// double-strained even over ice, a side served last, a single batch line shared among the glasses, ice
/// cream topped with soda rather than poured, counted garnishes without an article, a spiced milk strained
/// through a sieve, still water topped cold.
struct SteepStrainAndWordingComposerTests: ComposerFixture {
    let composer = InstructionComposer(ingredients: InstructionComposerTests.ingredients + [
        Ingredient(id: "green-tea-bag", name: "Green tea bag", category: .tea),
        Ingredient(id: "loose-black-tea", name: "Loose-leaf black tea", category: .tea),
        Ingredient(id: "yerba-mate", name: "Yerba mate", category: .tea),
        Ingredient(id: "honey", name: "Honey", category: .sweetener),
        Ingredient(id: "maple-syrup", name: "Maple syrup", category: .syrup),
        Ingredient(id: "cinnamon-sugar", name: "Cinnamon sugar", category: .sweetener),
        Ingredient(id: "tequila", name: "Tequila", category: .spirit),
        Ingredient(id: "cointreau", name: "Cointreau", category: .liqueur, keepsCapital: true),
        Ingredient(id: "basil", name: "Basil", category: .herb),
        Ingredient(id: "strawberry", name: "Strawberry", category: .fruit),
        Ingredient(id: "vodka", name: "Vodka", category: .spirit),
        Ingredient(id: "passion-fruit-puree", name: "Passion fruit purée", category: .fruit),
        Ingredient(id: "prosecco", name: "Prosecco", category: .wine),
        Ingredient(id: "orange-juice", name: "Orange juice", category: .juice),
        Ingredient(id: "ice-cream", name: "Ice cream", category: .dairy),
        Ingredient(id: "cola", name: "Cola", category: .soda),
        Ingredient(id: "olive", name: "Olive", category: .fruit),
        Ingredient(id: "dry-vermouth", name: "Dry vermouth", category: .fortifiedWine),
        Ingredient(id: "juniper-berry", name: "Juniper berry", category: .spice),
        Ingredient(id: "tonic-water", name: "Tonic water", category: .soda),
        Ingredient(id: "milk", name: "Milk", category: .dairy),
        Ingredient(id: "cream", name: "Cream", category: .dairy),
        Ingredient(id: "almond", name: "Almond", category: .nut),
        Ingredient(id: "fennel-seed", name: "Fennel seed", category: .spice),
        Ingredient(id: "cardamom-pod", name: "Cardamom pod", category: .spice),
        Ingredient(id: "black-pepper", name: "Black pepper", category: .spice),
        Ingredient(id: "rose-water", name: "Rose water", category: .water),
        Ingredient(id: "ginger", name: "Ginger", category: .spice),
        Ingredient(id: "peach-puree", name: "White peach purée", category: .fruit),
        Ingredient(id: "irish-whiskey", name: "Irish whiskey", category: .spirit, keepsCapital: true),
        Ingredient(id: "hot-coffee", name: "Hot coffee", category: .coffee),
        Ingredient(id: "powdered-sugar", name: "Powdered sugar", category: .sweetener),
        Ingredient(id: "caramel-syrup", name: "Caramel syrup", category: .syrup),
        Ingredient(id: "graham-cracker", name: "Graham cracker", category: .baking),
        Ingredient(id: "orange", name: "Orange", category: .fruit),
        Ingredient(id: "peach", name: "Peach", category: .fruit),
        Ingredient(id: "taro-powder", name: "Taro powder", category: .vegetable),
        Ingredient(id: "tapioca-pearl", name: "Black tapioca pearl", category: .pantry),
        Ingredient(id: "apple-cider", name: "Apple cider", category: .juice),
        Ingredient(id: "rice", name: "Rice", category: .grain),
        Ingredient(id: "cucumber", name: "Cucumber", category: .vegetable),
    ])

    // MARK: Tea and mate

    @Test func greenTeaSteepsShortOfTheBoilAndItsBagsAreTakenOut() {
        let iced = drink("highball", .built, ice: .cubed, [line("green-tea-bag", "2"), line("water", "250 ml"), line("lemon-juice", "15 ml")])
        #expect(composer.compose(iced) == [
            "Heat the water to about 80 °C, just short of the boil, and steep the green tea bags in it for two to three minutes, then take out the bags and let it cool.",
            "Fill a highball glass with ice.",
            "Pour in the cooled tea and lemon juice.",
            "Stir briefly.",
        ])
    }

    @Test func looseBlackTeaIsStrainedNotTakenOut() {
        let iced = drink("highball", .built, ice: .cubed, [line("loose-black-tea", "1 tbsp"), line("water", "250 ml"), line("honey", "1 tbsp")])
        #expect(composer.compose(iced).first
            == "Bring the water to the boil and steep the loose-leaf black tea in it for three to five minutes, then strain out the leaves, stir in the honey until dissolved and let it cool.")
    }

    @Test func yerbaMateIsDrunkFromItsGourdNeverBoiledOrTakenOut() {
        let mate = drink("mug", .built, ice: .noIce, [line("yerba-mate", "to taste"), line("water", "to taste")])
        #expect(composer.compose(mate) == [
            "Heat the water to about 75 °C, well short of the boil.",
            "Fill a mate gourd (or a mug) about two-thirds with the yerba mate, tip it so the leaves bank up on one side and wet them with a little cool water.",
            "Push a bombilla into the wet side, pour the hot water in beside it and drink through the bombilla, topping up with hot water as it runs dry.",
        ])
    }

    @Test func aHeatedGreenTeaWaitsForTheWaterToFall() {
        let tea = drink("glass mug", .heated, ice: .noIce, [line("water", "250 ml"), line("green-tea-bag", "1"), line("honey", "1 tsp")])
        #expect(composer.compose(tea) == [
            "Bring the water to the boil.",
            "Take it off the heat, let it stand for a minute or two, to about 80 °C, add the green tea bag and let it steep for two to three minutes, then take out the bag.",
            "Stir in the honey.",
            "Pour into a warmed glass mug.",
        ])
    }

    // MARK: Rim, strain, side

    @Test func aRimIsWettedWithTheDrinksSyrupNotGarnishedWithIt() {
        let margarita = drink("margarita", .shaken, ice: .noIce, garnish: "cinnamon sugar rim", [
            line("tequila", "45 ml"), line("cointreau", "20 ml"), line("lime-juice", "20 ml"),
            line("maple-syrup", "1/2 tbsp", garnish: true), line("cinnamon-sugar", "1 tbsp", garnish: true),
        ])
        #expect(composer.compose(margarita) == [
            "Moisten the rim of a chilled margarita glass with the maple syrup and dip it in cinnamon sugar.",
            "Add the tequila, Cointreau and lime juice to a shaker with ice.",
            "Shake hard until well chilled.",
            "Strain into the rimmed glass.",
        ])
    }

    @Test func aSyrupTheRimNamesWetsItAndTheRimIsDippedInTheRest() {
        let rimmed = drink("cocktail", .shaken, ice: .noIce, garnish: "caramel and graham cracker rim", [
            line("vodka", "45 ml"), line("cream", "30 ml"), line("caramel-syrup", nil, garnish: true),
        ])
        #expect(composer.compose(rimmed).first == "Moisten the rim of a chilled cocktail glass with the caramel syrup and dip it in graham cracker.")
        // A rim of the syrup alone is dipped in it.
        let caramel = drink("cocktail", .shaken, ice: .noIce, garnish: "caramel rim", [line("vodka", "45 ml"), line("caramel-syrup", nil, garnish: true)])
        #expect(composer.compose(caramel).first == "Moisten the rim of a chilled cocktail glass and dip it in caramel.")
    }

    @Test func muddledLeavesAreDoubleStrainedEvenOverIceMuddledFruitIsNot() {
        let smash = drink("lowball", .shaken, ice: .cubed, [line("basil", "10 leaf"), line("gin", "60 ml"), line("lemon-juice", "25 ml"), line("simple-syrup", "20 ml")])
        #expect(composer.compose(smash) == [
            "Muddle the basil in a shaker.",
            "Add the gin, lemon juice and simple syrup with ice.",
            "Shake hard until well chilled.",
            "Double-strain into a lowball glass filled with fresh ice.",
        ])
        let fruit = drink("lowball", .shaken, ice: .cubed, [line("strawberry", "3"), line("vodka", "50 ml"), line("lime-juice", "20 ml")])
        #expect(composer.compose(fruit).first == "Muddle the strawberries in a shaker.")
        #expect(composer.compose(fruit).last == "Strain into a lowball glass filled with fresh ice.")
    }

    @Test func fruitShakenInBySliceIsDoubleStrainedAndThinSlicesInAPitcherSoakUnmuddled() {
        let tooSoon = drink("coupe", .shaken, ice: .noIce, [
            line("gin", "30 ml"), line("lemon-juice", "20 ml"), line("simple-syrup", "15 ml"),
            RecipeLine(ingredient: "orange", amount: "2 slice", note: "thin slices, shaken in, strained out"),
        ])
        #expect(composer.compose(tooSoon) == [
            "Add the gin, lemon juice, simple syrup and orange to a shaker with ice.",
            "Shake hard until well chilled.",
            "Double-strain into a chilled coupe glass.",
        ])
        let sangria = drink("wine", .built, ice: .cubed, servings: 6, [
            line("red-wine", "750 ml"), line("simple-syrup", "60 ml"), RecipeLine(ingredient: "peach", amount: "1", note: "thinly sliced"),
        ])
        #expect(composer.compose(sangria).first == "Stir the red wine, simple syrup and peach together in a large pitcher.")
    }

    @Test func anOldFashionedBuiltOnItsIceIsStirredUntilCold() {
        let fashioned = Recipe(id: "o", name: "O", kind: .drink, category: "old fashioned", glass: "lowball", method: .built, ice: .largeCube, lines: [
            line("bourbon", "60 ml"), line("simple-syrup", "7.5 ml"), line("angostura", "2 dash"),
        ])
        #expect(composer.compose(fashioned) == [
            "Fill a lowball glass with a large cube of ice.", "Pour in the bourbon, simple syrup and Angostura bitters.", "Stir until well chilled.",
        ])
    }

    @Test func aPassionFruitsScoopedPulpIsShakenNotMuddled() {
        let zombie = drink("highball", .shaken, ice: .cubed, [line("white-rum", "45 ml"), RecipeLine(ingredient: "peach", amount: "1", note: "pulp scooped out")])
        #expect(composer.compose(zombie).first == "Add the white rum and peach to a shaker with ice.")
    }

    @Test func aSideIsServedOnceTheDrinkIsGarnished() {
        let pornStar = drink("cocktail", .shaken, ice: .noIce, garnish: "half a passion fruit", [
            line("vodka", "45 ml"), line("passion-fruit-puree", "30 ml"), line("lime-juice", "15 ml"), line("prosecco", "60 ml", role: .side),
        ])
        #expect(composer.compose(pornStar).suffix(2) == ["Garnish with half a passion fruit.", "Serve the prosecco on the side."])
    }

    // MARK: Batches and tops

    @Test func aSingleBatchLineIsSharedAmongTheGlassesNotStirredInAPitcher() {
        let mimosas = drink("champagne", .built, ice: .noIce, servings: 6, [line("orange-juice", "450 ml"), line("champagne", "1 bottle", role: .top)])
        #expect(composer.compose(mimosas) == ["Share the orange juice among 6 chilled champagne glasses.", "Top each glass with the champagne."])
    }

    @Test func iceCreamIsPutInTheGlassAndTheSodaPouredSlowlyOverIt() {
        let float = drink("highball", .built, ice: .noIce, [line("cola", "240 ml"), line("ice-cream", "2 scoop")])
        #expect(composer.compose(float) == [
            "Put the ice cream in a chilled highball glass.",
            "Top slowly with the cola, letting the foam settle as it rises, and serve at once.",
        ])
    }

    @Test func stillWaterToppingADrinkIsCold() {
        let highball = drink("highball", .stirred, ice: .cubed, [line("gin", "45 ml"), line("sweet-vermouth", "15 ml"), line("water", "top up")])
        #expect(composer.compose(highball).last == "Top with the cold water.")
    }

    @Test func oneLineStirredOnlyToChillBeforeItsTopIsPouredInTheGlass() {
        let bellini = drink("champagne", .stirred, ice: .noIce, [line("peach-puree", "50 ml"), line("prosecco", "100 ml")])
        #expect(composer.compose(bellini) == [
            "Chill a champagne glass.", "Pour in the white peach purée.", "Top with the prosecco.", "Stir gently once to keep the fizz.",
        ])
        // Two lines to stir still go to the mixing glass.
        let stirred = drink("champagne", .stirred, ice: .noIce, [line("peach-puree", "50 ml"), line("gin", "20 ml"), line("prosecco", "100 ml")])
        #expect(composer.compose(stirred).first == "Add the white peach purée and gin to a mixing glass with ice.")
    }

    @Test func sugarInAHotDrinkIsStirredUntilItDissolves() {
        let irish = drink("glass mug", .built, ice: .noIce, [line("irish-whiskey", "50 ml"), line("hot-coffee", "120 ml"), line("sugar", "1 tsp")])
        #expect(composer.compose(irish) == [
            "Warm a glass mug with hot water and discard the water.", "Pour in the Irish whiskey, hot coffee and sugar.", "Stir until the sugar dissolves.",
        ])
    }

    @Test func aJulepMuddlesItsSugarWithItsSpoonOfWaterAndIsStirredUntilTheCupFrosts() {
        let julep = drink("julep", .built, ice: .crushed, [
            line("bourbon", "60 ml"), line("mint", "8 leaf"), line("powdered-sugar", "1 tsp"), line("water", "2 tsp"),
        ])
        #expect(composer.compose(julep) == [
            "Muddle the mint, powdered sugar and water in a julep glass.",
            "Fill the glass with crushed ice.",
            "Pour in the bourbon.",
            "Stir until the outside of the glass frosts.",
            "Heap more crushed ice on top.",
        ])
        // Water poured by the glassful is the drink's, not the sugar's.
        let long = drink("highball", .built, ice: .cubed, [line("mint", "8 leaf"), line("sugar", "2 tsp"), line("water", "120 ml"), line("white-rum", "50 ml")])
        #expect(composer.compose(long).first == "Muddle the mint and sugar in a highball glass.")
    }

    @Test func honeyInAColdBuiltDrinkIsDissolvedBeforeTheIce() {
        let canchanchara = drink("lowball", .built, ice: .cubed, [
            line("white-rum", "60 ml"), line("lime-juice", "15 ml"), line("honey", "15 ml"), line("water", "50 ml"),
        ])
        #expect(composer.compose(canchanchara) == [
            "Stir the honey into the lime juice and water in a lowball glass until it dissolves.",
            "Fill the glass with ice.",
            "Pour in the white rum.",
            "Stir briefly.",
        ])
    }

    @Test func sugarSimmeredAloneSimmersUntilItDissolvesNotUntilFragrant() {
        let lemonade = drink("highball", .built, ice: .cubed, servings: 4, [
            line("water", "250 ml", role: .simmer), line("sugar", "100 g", role: .simmer), line("lemon-juice", "120 ml"), line("club-soda", "500 ml"),
        ])
        #expect(composer.compose(lemonade).prefix(2) == [
            "Bring the water in a saucepan to the boil, add the sugar, lower the heat and simmer gently until it has dissolved.",
            "Take it off the heat and let it cool.",
        ])
    }

    @Test func aPowderWorkedIntoItsSyrupIsStirredToAPasteNotMuddled() {
        let taro = drink("highball", .built, ice: .cubed, [
            line("taro-powder", "2 tbsp", role: .muddle), line("simple-syrup", "1/2 tbsp", role: .muddle), line("milk", "1 cup"),
        ])
        #expect(composer.compose(taro) == [
            "Stir the taro powder and simple syrup together in a highball glass until smooth.",
            "Fill the glass with ice.",
            "Pour in the milk.",
            "Stir briefly.",
        ])
        // Uncurated, a powder is never muddle-worthy.
        #expect(!TechniquePlanner(ingredients: [Ingredient(id: "taro-powder", name: "Taro powder", category: .vegetable)])
            .isMuddleWorthy(line("taro-powder", "2 tbsp")))
    }

    @Test func aSlingsSugarIsDissolvedInItsWaterBeforeTheIce() {
        let sling = drink("lowball", .stirred, ice: .cubed, [line("sugar", "1 tsp"), line("water", "15 ml"), line("gin", "60 ml")])
        #expect(composer.compose(sling) == [
            "Stir the sugar into the water in a mixing glass until it dissolves.",
            "Add the gin and fill with ice.",
            "Stir until well chilled.",
            "Strain into a lowball glass filled with fresh ice.",
        ])
    }

    @Test func tapiocaPearlsAreSpoonedInUnderTheIce() {
        let boba = drink("pint", .built, ice: .cubed, [line("tapioca-pearl", "1/4 cup"), line("milk", "120 ml"), line("simple-syrup", "20 ml")])
        #expect(composer.compose(boba) == [
            // Dry pearls are boiled first (session 24).
            "Boil the black tapioca pearls in plenty of water until soft and chewy, as the packet directs, then drain and rinse them in cold water.",
            "Spoon the cooked black tapioca pearls into a pint glass.",
            "Fill the glass with ice.",
            "Pour in the milk and simple syrup.",
            "Stir briefly.",
        ])
    }

    @Test func anOptionalEggWhiteIsDryShakenOnlyWhenItGoesIn() {
        let sour = drink("lowball", .shaken, ice: .cubed, [
            line("bourbon", "60 ml"), line("lemon-juice", "30 ml"), line("simple-syrup", "20 ml"),
            RecipeLine(ingredient: "egg-white", amount: "1", optional: true),
        ])
        #expect(composer.compose(sour) == [
            "Add the bourbon, lemon juice and simple syrup (and the egg white, if you like) to a shaker.",
            "If you use the egg white, shake hard without ice first to emulsify it.",
            "Add ice and shake hard until well chilled.",
            "Strain into a lowball glass filled with fresh ice.",
        ])
    }

    @Test func optionalLinesAreNamedLastInAClauseOfTheirOwn() {
        let lines = [line("gin", "50 ml"), RecipeLine(ingredient: "orange", amount: "1", optional: true), line("lemon-juice", "20 ml")]
        #expect(composer.listing(lines) == "the gin and lemon juice (and the orange, if you like)")
        #expect(composer.listing([RecipeLine(ingredient: "club-soda", amount: "30 ml", optional: true)]) == "the soda water (if you like)")
    }

    @Test func rawRiceIsSoakedBeforeItIsBlended() {
        let horchata = drink("highball", .blended, ice: .cubed, [line("rice", "100 g"), line("water", "500 ml"), line("sugar", "50 g")])
        #expect(composer.compose(horchata).first == "Soak the rice in the water for at least four hours, or overnight.")
    }

    @Test func slicesLaidInABuiltDrinkAreAddedNotPoured() {
        let cooler = drink("highball", .built, ice: .cubed, [
            line("gin", "50 ml"), line("simple-syrup", "20 ml"), line("cucumber", "2 slice", role: .build), line("club-soda", "top up"),
        ])
        #expect(composer.compose(cooler) == [
            "Fill a highball glass with ice.",
            "Pour in the gin and simple syrup, then add the cucumber.",
            "Top with the soda water.",
            "Stir gently once to keep the fizz.",
        ])
    }

    /// A tiki drink of liquids on crushed ice is flash-blended for a few seconds (Don the Beachcomber's Zombie and
    /// Navy Grog at a five-second count, tradertiki.com; three to five seconds, tikicentral.com); a frozen drink or
    /// fruit is blended smooth.
    @Test func aTikiDrinkOfLiquidsIsFlashBlendedAFrozenOneBlendedSmooth() {
        let zombie = Recipe(id: "z", name: "Z", kind: .drink, category: "tiki", glass: "highball", method: .blended, ice: .crushed, lines: [
            line("dark-rum", "45 ml"), line("white-rum", "30 ml"), line("lime-juice", "20 ml"), line("simple-syrup", "15 ml"),
        ])
        #expect(composer.compose(zombie)[1] == "Flash-blend for about five seconds, just to chill and froth it.")
        var withFruit = zombie
        withFruit.lines.append(line("strawberry", "4"))
        #expect(composer.compose(withFruit)[1] == "Blend until smooth.")
        var frozen = zombie
        frozen.category = "frozen"
        #expect(composer.compose(frozen)[1] == "Blend until smooth.")
    }

    // MARK: Wording

    @Test func vesselsThatAreNotGlassesByNameKeepTheirName() {
        #expect(InstructionComposer.glassName("jar") == "jar")
        #expect(InstructionComposer.glassName("Champagne flute") == "champagne flute")
        #expect(InstructionComposer.glassName("snifter") == "snifter")
        #expect(InstructionComposer.glassName("coupe") == "coupe glass")
        #expect(InstructionComposer.glassName("copper mug") == "copper mug")
    }

    @Test func ciderSimmeredWithASpiceIsNamedForTheCider() {
        let punch = drink("jar", .stirred, ice: .noIce, servings: 6, [
            line("apple-cider", "1 l", role: .simmer), line("cinnamon-stick", "2", role: .simmer), line("bourbon", "250 ml"),
        ])
        #expect(composer.compose(punch).contains("Stir the cooled spiced apple cider and bourbon together in a large pitcher."))
        #expect(composer.compose(punch).last == "Pour into 6 jars.")
    }

    @Test func aCountedGarnishTakesNoArticleAndMeasuredBerriesArePlural() {
        let martini = drink("cocktail", .stirred, ice: .noIce, garnish: "three olives on a toothpick", [line("vodka", "75 ml"), line("dry-vermouth", "15 ml")])
        #expect(composer.compose(martini).last == "Garnish with three olives on a toothpick.")
        let tonic = drink("copa", .built, ice: .cubed, [line("gin", "50 ml"), line("tonic-water", "150 ml"), line("juniper-berry", "1/2 tsp", garnish: true)])
        #expect(composer.compose(tonic).last == "Garnish with juniper berries.")
        #expect(composer.article("2 cherries on a pick") == "")
        #expect(composer.article("Reese's cup") == "a")
    }

    @Test func piecesArePluralButAPieceOfGingerIsStillGinger() {
        let shaken = drink("lowball", .shaken, ice: .cubed, [line("ginger", "2 piece"), line("almond", "12 piece"), line("gin", "50 ml")])
        #expect(composer.compose(shaken).first == "Add the ginger, almonds and gin to a shaker with ice.")
    }

    @Test func aSpicedMilkSimmeredWithCreamIsStrainedThroughASieve() {
        let thandai = drink("highball", .stirred, ice: .cubed, servings: 4, [
            line("milk", "500 ml", role: .simmer), line("cream", "250 ml", role: .simmer), line("sugar", "60 g", role: .simmer),
            line("almond", "12 piece", role: .simmer), line("fennel-seed", "1 tsp", role: .simmer), line("cardamom-pod", "4", role: .simmer),
            line("black-pepper", "1/2 tsp", role: .simmer), line("rose-water", "1 tbsp"),
        ])
        #expect(composer.compose(thandai) == [
            // Milk is heated until steaming and kept below a simmer, never boiled (session 24).
            "Heat the milk and cream in a saucepan until steaming, add the almonds, fennel seeds, cardamom pods and black pepper and keep it just below a simmer until fragrant, without letting it boil.",
            "Stir in the sugar until dissolved.",
            "Take it off the heat, strain it through a fine sieve and let it cool.",
            "Stir the cooled spiced milk and rose water together in a large pitcher.",
            "Chill until cold, at least an hour.",
            "Pour into 4 highball glasses filled with ice.",
        ])
    }
}
