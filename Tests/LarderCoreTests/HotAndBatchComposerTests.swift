import Testing
@testable import LarderCore

/// Hot, thrown and batch drinks, against how they are made (Jerry Thomas's Blue Blazer: the whisky and
/// boiling water lit and poured flaming between two mugs; a mulled drink is warmed, never iced; whipped
/// cream crowns a drink; a blended batch is shared among its glasses), not against the code's output.
struct HotAndBatchComposerTests {
    static let ingredients = [
        Ingredient(id: "scotch", name: "Scotch whisky", category: .spirit, abv: 40, keepsCapital: true),
        Ingredient(id: "water", name: "Water", category: .water),
        Ingredient(id: "demerara-sugar", name: "Demerara sugar", category: .sweetener),
        Ingredient(id: "red-wine", name: "Red wine", category: .wine, abv: 13),
        Ingredient(id: "cinnamon", name: "Cinnamon", category: .spice),
        Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
        Ingredient(id: "hot-chocolate", name: "Hot chocolate", category: .other),
        Ingredient(id: "whipped-cream", name: "Whipped cream", category: .dairy),
        Ingredient(id: "strawberry", name: "Strawberry", category: .fruit),
        Ingredient(id: "rose-wine", name: "Rosé wine", category: .wine, abv: 12),
    ]
    let composer = InstructionComposer(ingredients: Self.ingredients)

    func line(_ id: String, _ amount: String?) -> RecipeLine { RecipeLine(ingredient: IngredientID(id), amount: amount) }

    @Test func aHotThrownDrinkIsLitAndPouredBetweenTwoMugs() throws {
        let blazer = Recipe(id: "blue-blazer", name: "Blue Blazer", kind: .drink, glass: "glass mug", method: .thrown, ice: .noIce,
                            garnish: "lemon twist", lines: [line("scotch", "60 ml"), line("water", "60 ml"), line("demerara-sugar", "1 tsp")])
        let steps = composer.compose(blazer)
        #expect(steps.contains { $0.contains("light") && $0.contains("Scotch whisky") && $0.contains("hot water") })
        #expect(steps.contains { $0.contains("flaming") && $0.contains("mug") })
        // The sugar is not set alight with the spirit: it waits in the glass.
        #expect(steps.contains { $0.contains("demerara sugar") && $0.contains("glass mug") && !$0.contains("light") })
        #expect(!steps.contains { $0.contains(" ice") || $0.contains("tin") })
        // The flame is put out in the metal mugs before anything goes into the glass (session 24's sample).
        let out = try #require(steps.firstIndex { $0.contains("put out the flame") })
        let poured = try #require(steps.firstIndex { $0.hasPrefix("Pour it into the glass mug") })
        #expect(out < poured)
    }

    @Test func aThrownTeaWithNoSpiritIsPulledNotLit() {
        // Teh tarik ("pulled tea", Malaysia): strong black tea with condensed milk, poured in a long stream
        // between two vessels until frothy. Nothing in it burns, so nothing is set alight.
        let composer = InstructionComposer(ingredients: Self.ingredients + [
            Ingredient(id: "black-tea-bag", name: "Black tea bag", category: .tea),
            Ingredient(id: "condensed-milk", name: "Sweetened condensed milk", category: .dairy),
        ])
        let teh = Recipe(id: "teh-tarik", name: "Teh Tarik", kind: .drink, glass: "glass mug", method: .thrown, ice: .noIce,
                         lines: [line("black-tea-bag", "1"), line("water", "180 ml"), line("condensed-milk", "1 tbsp"), line("sugar", "to taste")])
        let steps = composer.compose(teh)
        #expect(!steps.contains { $0.contains("light") || $0.contains("flam") || $0.contains("alight") })
        #expect(steps.contains { $0.contains("steep") && $0.contains("black tea bag") && $0.contains("water") })
        #expect(steps.contains { $0.contains("sweetened condensed milk") && $0.contains("sugar") && !$0.contains("steep") })
        #expect(steps.contains { $0.contains("long stream") && $0.contains("froths") })
        #expect(!steps.contains { $0.contains(" ice") })
    }

    @Test func matchaIsWhiskedInNotSteepedAndTakenOut() {
        // Matcha is the whole leaf ground to powder: it is whisked into hot (not boiling) water and drunk
        // with it, unlike leaves or bags, which are steeped and removed.
        let composer = InstructionComposer(ingredients: Self.ingredients + [
            Ingredient(id: "matcha-powder", name: "Matcha powder", category: .tea),
            Ingredient(id: "oat-milk", name: "Oat milk", category: .dairy),
        ])
        let latte = Recipe(id: "matcha-latte", name: "Matcha Latte", kind: .drink, glass: "highball", method: .built, ice: .cubed,
                           lines: [line("matcha-powder", "1 tsp"), line("water", "60 ml"), line("oat-milk", "240 ml")])
        let steps = composer.compose(latte)
        #expect(!steps.contains { $0.contains("steep") || $0.contains("take out the bag") || $0.contains("strain out the leaves") })
        #expect(steps.contains { $0.hasPrefix("Whisk the matcha powder into the water") })
        #expect(steps.contains { $0.contains("the whisked matcha") && $0.contains("oat milk") })
    }

    @Test func aQueimadaIsSetAlightInItsPotNotWarmedInASaucepan() {
        // Queimada (Galicia): orujo, sugar, lemon peel and coffee beans in a clay pot; a ladle of the
        // spirit with a little sugar is lit and lowered in, the pot stirred while it burns, then put out
        // and ladled into cups (as the opendrinks record's own directions and every Galician account say).
        let orujo = Ingredient(id: "orujo", name: "Orujo", category: .spirit, abv: 40, keepsCapital: false)
        let composer = InstructionComposer(ingredients: Self.ingredients + [
            orujo, Ingredient(id: "lemon-peel", name: "Lemon peel", category: .fruit), Ingredient(id: "coffee-bean", name: "Coffee bean", category: .coffee),
        ])
        let queimada = Recipe(id: "queimada", name: "Queimada", kind: .drink, glass: "mug", method: .flamed, ice: .noIce,
                              lines: [line("orujo", "2 l"), line("sugar", "300 g"), line("lemon-peel", "2"), line("coffee-bean", "1 handful")], servings: 16)
        let steps = composer.compose(queimada)
        #expect(!steps.contains { $0.contains("saucepan") || $0.contains("do not let it boil") })
        #expect(steps.first?.contains("clay pot") == true && steps.first?.contains("orujo") == true && steps.first?.contains("lemon peels") == true)
        #expect(steps.contains { $0.contains("alight") })
        #expect(steps.contains { $0.lowercased().contains("stir") && $0.contains("burns") })
        #expect(steps.contains { $0.contains("put out the flame") })
        #expect(steps.last == "Ladle into 16 warmed mugs.")
        #expect(!steps.contains { $0.contains(" ice") })
    }

    @Test func aMulledBatchIsWarmedAndPouredIntoEveryMug() {
        let mulled = Recipe(id: "m", name: "Mulled", kind: .drink, glass: "glass mug", method: .built, ice: .noIce,
                            lines: [line("red-wine", "750 ml"), line("sugar", "50 g"), line("cinnamon", "2 stick")], servings: 6)
        let steps = composer.compose(mulled)
        #expect(steps.contains { $0.contains("saucepan") })
        #expect(steps.contains { $0.contains("6 warmed glass mugs") })
        #expect(!steps.contains { $0.contains("Chill") || $0.contains("ice") })
    }

    @Test func whippedCreamIsSpoonedOnTopNotPouredIn() {
        let cocoa = Recipe(id: "c", name: "Cocoa", kind: .drink, glass: "glass mug", method: .built, ice: .noIce,
                           lines: [line("hot-chocolate", "250 ml"), line("whipped-cream", nil)])
        let steps = composer.compose(cocoa)
        #expect(steps.contains("Spoon the whipped cream on top."))
        #expect(!steps.contains { $0.hasPrefix("Pour in") && $0.contains("whipped cream") })
    }

    @Test func whippedCreamVodkaIsAVodkaNotACrown() {
        // The Screamsicle shakes its whipped cream vodka with the orange vodka and juice.
        #expect(TechniquePlanner.isWhippedCream("whipped-cream"))
        #expect(!TechniquePlanner.isWhippedCream("whipped-cream-vodka"))
    }

    @Test func aBlendedBatchIsSharedAmongItsGlasses() {
        let frose = Recipe(id: "f", name: "Frosé", kind: .drink, glass: "wine", method: .blended, ice: .noIce,
                           lines: [line("rose-wine", "750 ml"), line("strawberry", "200 g")], servings: 6)
        #expect(composer.compose(frose).contains("Pour into 6 wine glasses."))
    }
}
