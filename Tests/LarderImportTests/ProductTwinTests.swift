import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// The check for one strong product under two ids (`product-twin`, checks 22): a brand alone and the brand with its
/// kind's words, which split Fireball into a 33 % and a 40 % ingredient and Cointreau into a 40 % and a 35 % one.
struct ProductTwinTests {
    static let ingredients = [
        Ingredient(id: "whiskey", name: "Whiskey", category: .spirit, abv: 40),
        Ingredient(id: "cinnamon-whiskey", name: "Cinnamon whiskey", parent: "whiskey", category: .spirit, abv: 40),
        Ingredient(id: "fireball", name: "Fireball", category: .liqueur, abv: 33),
        Ingredient(id: "fireball-cinnamon-whiskey", name: "Fireball cinnamon whiskey", parent: "cinnamon-whiskey", category: .spirit, abv: 40),
        Ingredient(id: "orange-liqueur", name: "Orange liqueur", category: .liqueur, abv: 35),
        Ingredient(id: "triple-sec", name: "Triple sec", parent: "orange-liqueur", category: .liqueur, abv: 30),
        Ingredient(id: "cointreau", name: "Cointreau", parent: "triple-sec", category: .liqueur, abv: 40),
        Ingredient(id: "cointreau-orange-liqueur", name: "Cointreau orange liqueur", parent: "orange-liqueur", category: .liqueur, abv: 35),
        // A kind with a filler word, linked to its kind but of another strength.
        Ingredient(id: "orange-flavored-liqueur", name: "Orange-flavored liqueur", parent: "orange-liqueur", category: .liqueur, abv: 30),
        // Linked and of one strength: a name the brand is also filed under, accepted.
        Ingredient(id: "orange-curacao", name: "Orange curaçao", parent: "orange-liqueur", category: .liqueur, abv: 25),
        Ingredient(id: "orange-curacao-liqueur", name: "Orange curaçao liqueur", parent: "orange-curacao", category: .liqueur, abv: 25),
        // Not one product: a fruit and its brandy, a rum and a rum cream liqueur, a rum and a white rum.
        Ingredient(id: "apple", name: "Apple", category: .fruit),
        Ingredient(id: "apple-brandy", name: "Apple brandy", category: .spirit, abv: 40),
        Ingredient(id: "rum", name: "Rum", category: .spirit, abv: 40),
        Ingredient(id: "rum-cream", name: "Rum cream", category: .liqueur, abv: 17),
        Ingredient(id: "white-rum", name: "White rum", parent: "rum", category: .spirit, abv: 40),
    ]

    static func drink(_ id: String, _ ingredients: [String]) -> Recipe {
        Recipe(id: RecipeID(id), name: id, kind: .drink, lines: ingredients.map { RecipeLine(ingredient: IngredientID($0), amount: "30 ml") })
    }

    static let drinks = [
        drink("hot-toddy", ["fireball", "apple"]), drink("cider-punch", ["fireball-cinnamon-whiskey", "apple-brandy"]),
        drink("sidecar", ["cointreau-orange-liqueur", "cointreau"]), drink("slush", ["orange-flavored-liqueur", "orange-curacao-liqueur"]),
        drink("curacao-sour", ["orange-curacao", "rum", "rum-cream", "white-rum"]),
    ]

    @Test func aBrandAloneAndWithItsKindsWordsAreOneProduct() {
        let report = DrinkQualityReport.measure(Self.drinks, ingredients: Self.ingredients)
        #expect(report.offenders["product-twin"] == [
            "cointreau ~ cointreau-orange-liqueur", "fireball ~ fireball-cinnamon-whiskey", "orange-flavored-liqueur ~ orange-liqueur",
        ])
        // The edit-distance check sees none of them: they differ by whole words.
        #expect(report.offenders["ingredient-twin"]?.contains { $0.contains("fireball") } == false)
    }

    @Test func theSameWordsInAnotherOrderAreOneProduct() {
        let ingredients = [
            Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
            Ingredient(id: "bombay-sapphire-gin", name: "Bombay Sapphire gin", parent: "gin", category: .spirit, abv: 40),
            Ingredient(id: "gin-bombay-sapphire", name: "Gin Bombay Sapphire", category: .spirit, abv: 40),
        ]
        let report = DrinkQualityReport.measure([Self.drink("bramble", ["gin-bombay-sapphire"])], ingredients: ingredients)
        #expect(report.offenders["product-twin"] == ["bombay-sapphire-gin ~ gin-bombay-sapphire"])
    }

    @Test func onlyPairsADrinkUsesCountAndAnExceptionIsNamed() {
        let unused = DrinkQualityReport.measure([Self.drink("neat", ["apple-brandy"])], ingredients: Self.ingredients)
        #expect(unused.count(.productTwin) == 0)
        let excused = DrinkQualityReport.measure(
            [Self.drink("hot-toddy", ["fireball"])], ingredients: Self.ingredients,
            exceptions: [.productTwin: ["fireball ~ fireball-cinnamon-whiskey"]])
        #expect(excused.count(.productTwin) == 0 && excused.excepted["product-twin"] == 1)
    }

    @Test func theImportedCatalogPoursEachProductUnderOneIDAtItsPublishedStrength() throws {
        let result = try #require(Fixture.imported)
        let ingredients = Dictionary(uniqueKeysWithValues: result.sources.ingredients.map { ($0.id, $0) })
        for gone in ["fireball-cinnamon-whiskey", "cointreau-orange-liqueur", "disaronno-amaretto", "baileys-irish-cream-liqueur",
                     "amarula-cream", "stout-beer", "lager-style-beer", "vanilla-flavored-vodka", "coconut-flavored-rum",
                     "orange-flavored-liqueur", "vodka-rum", "kiwi-fruit", "sparkling-candy"] {
            #expect(ingredients[IngredientID(gone)] == nil, "\(gone) is still an ingredient")
        }
        // Published: Fireball 33 % (66 proof), Cointreau 40 %, Disaronno 28 %, Baileys and Amarula 17 %, Bacardi Coconut 35 % (US).
        #expect(ingredients["fireball"]?.abv == 33 && ingredients["fireball"]?.parent == "cinnamon-whiskey")
        #expect(ingredients["cointreau"]?.abv == 40 && ingredients["disaronno"]?.abv == 28)
        #expect(ingredients["baileys-irish-cream"]?.abv == 17 && ingredients["amarula"]?.abv == 17)
        #expect(ingredients["bacardi-coconut-rum"]?.abv == 35 && ingredients["bacardi-coconut-rum"]?.parent == "coconut-rum")
        let recipes = Dictionary(uniqueKeysWithValues: result.sources.recipes.map { ($0.id, $0) })
        func pours(_ drink: RecipeID, _ ingredient: IngredientID) -> Bool {
            guard let recipe = recipes[drink] else { return false }
            return (recipe.lines + recipe.variants.flatMap(\.lines)).contains { $0.ingredient == ingredient }
        }
        #expect(pours("hard-apple-cider", "fireball") && pours("killer", "disaronno"))
        // The Sidecar's opendrinks spec (Cointreau) is the IBA spec's triple sec by a child: no longer a variant of its own.
        #expect(recipes["sidecar"]?.variants.isEmpty == true && recipes["sidecar"]?.sources.contains { $0.dataset == "opendrinks" } == true)
        #expect(pours("dom-pedro", "amarula") && pours("black-velvet", "stout") && pours("shandy", "lager"))
        #expect(pours("rossini", "prosecco") && pours("kiwi-cucumber-cooler", "kiwi"))
    }
}
