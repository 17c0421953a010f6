import LarderCore
import Testing
@testable import LarderMatch

@Suite struct MatcherTests {
    @Test func homeBarTiers() throws {
        let catalog = try BarFixture.catalog()
        let result = catalog.match(BarFixture.home)
        #expect(catalog.ids(result, missing: 0) == ["negroni", "old-fashioned", "gimlet", "southside", "daiquiri"])
        #expect(catalog.ids(result, missing: 1) == ["manhattan", "whiskey-highball"])
        #expect(catalog.ids(result, missing: 2) == ["margarita", "sidecar"])
    }

    @Test func missingIngredientsAreNamed() throws {
        let catalog = try BarFixture.catalog()
        let result = catalog.match(BarFixture.home)
        let missing = Dictionary(uniqueKeysWithValues: result.all.map { (catalog.recipeID(of: $0), catalog.missingIngredients(of: $0)) })
        #expect(missing["manhattan"] == ["rye-whiskey"])
        #expect(missing["whiskey-highball"] == ["soda-water"])
        #expect(missing["margarita"] == ["tequila", "triple-sec"])
        #expect(missing["sidecar"] == ["cognac", "triple-sec"])
        #expect(missing["negroni"] == [])
    }

    @Test func owningOnlyTheGenericDoesNotSatisfyTheSpecific() throws {
        let catalog = try BarFixture.catalog()
        let result = catalog.match(Inventory(owned: ["whiskey", "sweet-vermouth", "aromatic-bitters"]))
        #expect(catalog.ids(result, missing: 1).contains("manhattan"))
        #expect(!catalog.ids(result, missing: 0).contains("manhattan"))
        let withRye = catalog.match(Inventory(owned: ["rye-whiskey", "sweet-vermouth", "aromatic-bitters"]))
        #expect(catalog.ids(withRye, missing: 0).contains("manhattan"))
    }

    @Test func variantsMatchWhenTheMainSpecDoesNot() throws {
        let catalog = try BarFixture.catalog()
        let result = catalog.match(BarFixture.home)
        let daiquiri = try #require(result.makeable.first { catalog.recipeID(of: $0) == "daiquiri" })
        #expect(catalog.variant(of: daiquiri) == MatchedVariant(id: "daiquiri-v-gin", name: "Gin Daisy"))
        let margarita = try #require(result.missingTwo.first { catalog.recipeID(of: $0) == "margarita" })
        #expect(catalog.variant(of: margarita) == nil, "a tie keeps the main spec")
    }

    @Test func maxMissingAndFilters() throws {
        let catalog = try BarFixture.catalog()
        let onlyNow = catalog.match(BarFixture.home, options: MatchOptions(maxMissing: 0))
        #expect(onlyNow.missingOne.isEmpty && onlyNow.missingTwo.isEmpty && onlyNow.makeable.count == 5)
        let some = catalog.match(BarFixture.home, options: MatchOptions(recipes: ["negroni", "sidecar", "no-such-recipe"]))
        #expect(some.all.map(catalog.recipeID(of:)) == ["negroni", "sidecar"])
        let dishes = catalog.match(BarFixture.home, options: MatchOptions(kinds: [.dish]))
        #expect(dishes.all.isEmpty)
    }

    @Test func parallelAndSerialAgree() throws {
        let catalog = try BarFixture.catalog()
        let closure = catalog.closure(of: BarFixture.home)
        var split = MatchOptions(parallel: true)
        split.recipesPerChunk = 2
        #expect(catalog.match(closure, options: split) == catalog.match(closure, options: MatchOptions(parallel: false)))
    }

    @Test func duplicateIdsAreRejected() {
        #expect(throws: MatchCatalogError.duplicateIngredient("gin")) {
            try MatchCatalog(ingredients: [MatchIngredient(id: "gin"), MatchIngredient(id: "gin")], recipes: [])
        }
        #expect(throws: MatchCatalogError.duplicateRecipe("negroni")) {
            try MatchCatalog(ingredients: [], recipes: [MatchRecipe(id: "negroni", lines: []), MatchRecipe(id: "negroni", lines: [])])
        }
    }

    @Test func unknownIngredientsInRecipesCountAsUnowned() throws {
        let catalog = try MatchCatalog(ingredients: [], recipes: [MatchRecipe(id: "mystery", lines: [MatchLine("unobtainium")])])
        #expect(catalog.contains(IngredientID("unobtainium")))
        let result = catalog.match(Inventory(owned: ["gin"]))
        #expect(catalog.ids(result, missing: 1) == ["mystery"])
    }
}
