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

    @Test func aHotThrownDrinkIsLitAndPouredBetweenTwoMugs() {
        let blazer = Recipe(id: "blue-blazer", name: "Blue Blazer", kind: .drink, glass: "glass mug", method: .thrown, ice: "none",
                            garnish: "lemon twist", lines: [line("scotch", "60 ml"), line("water", "60 ml"), line("demerara-sugar", "1 tsp")])
        let steps = composer.compose(blazer)
        #expect(steps.contains { $0.contains("light") && $0.contains("Scotch whisky") && $0.contains("hot water") })
        #expect(steps.contains { $0.contains("flaming") && $0.contains("mug") })
        // The sugar is not set alight with the spirit: it waits in the glass.
        #expect(steps.contains { $0.contains("demerara sugar") && $0.contains("glass mug") && !$0.contains("light") })
        #expect(!steps.contains { $0.contains(" ice") || $0.contains("tin") })
    }

    @Test func aMulledBatchIsWarmedAndPouredIntoEveryMug() {
        let mulled = Recipe(id: "m", name: "Mulled", kind: .drink, glass: "glass mug", method: .built, ice: "none",
                            lines: [line("red-wine", "750 ml"), line("sugar", "50 g"), line("cinnamon", "2 stick")], servings: 6)
        let steps = composer.compose(mulled)
        #expect(steps.contains { $0.contains("saucepan") })
        #expect(steps.contains { $0.contains("6 warmed glass mugs") })
        #expect(!steps.contains { $0.contains("Chill") || $0.contains("ice") })
    }

    @Test func whippedCreamIsSpoonedOnTopNotPouredIn() {
        let cocoa = Recipe(id: "c", name: "Cocoa", kind: .drink, glass: "glass mug", method: .built, ice: "none",
                           lines: [line("hot-chocolate", "250 ml"), line("whipped-cream", nil)])
        let steps = composer.compose(cocoa)
        #expect(steps.contains("Spoon the whipped cream on top."))
        #expect(!steps.contains { $0.hasPrefix("Pour in") && $0.contains("whipped cream") })
    }

    @Test func aBlendedBatchIsSharedAmongItsGlasses() {
        let frose = Recipe(id: "f", name: "Frosé", kind: .drink, glass: "wine", method: .blended, ice: "none",
                           lines: [line("rose-wine", "750 ml"), line("strawberry", "200 g")], servings: 6)
        #expect(composer.compose(frose).contains("Pour into 6 wine glasses."))
    }
}
