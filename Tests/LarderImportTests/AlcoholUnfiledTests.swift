import Foundation
import LarderCore
import Testing
@testable import LarderImport

/// The checks for strength a drink's ingredients hide: a name that reads alcoholic filed with no ABV (`alcohol-unfiled`),
/// and a drink its data set calls alcoholic whose lines carry no strength (`record-alcoholic`).
struct AlcoholUnfiledTests {
    @Test func namesOfSpiritsLiqueursAndTheirBrandsReadAlcoholic() {
        // The audit's three: an amaro, a vermouth and a rum cream liqueur, each a brand built on its kind.
        for name in ["Cardamaro", "Carpano Antica Formula sweet vermouth", "RumChata", "Cherry liquor", "Orange bitters",
                     "Peach schnapps", "Islay whisky", "Blanco tequila", "cocoa-liquor", "Carpano Antica Formula", "Pimm's No. 1",
                     "Jägermeister"] {
            #expect(AlcoholicNames.readsAlcoholic(name), "\(name)")
        }
    }

    @Test func softDrinksThatShareAWordDoNotReadAlcoholic() {
        // Ginger is no gin, a drum no rum; bitter orange juice and ginger beer hold no alcohol; a stated zero is a zero.
        for name in ["Ginger ale", "Ginger beer", "Gingerbread syrup", "Bitter orange juice", "Non-alcoholic gin", "Virgin rum punch",
                     "Alcohol-free vermouth", "Drum", "Root beer", "Apple cider"] {
            #expect(!AlcoholicNames.readsAlcoholic(name), "\(name)")
        }
    }

    @Test func anAlcoholicNameWithoutStrengthInASoftCategoryIsUnfiled() {
        #expect(AlcoholicNames.isUnfiled(Ingredient(id: "cardamaro", name: "Cardamaro", category: .other)))
        // Filed with its strength, or in a category the no-abv check already covers, it is not this check's.
        #expect(!AlcoholicNames.isUnfiled(Ingredient(id: "cardamaro", name: "Cardamaro", category: .other, abv: 17)))
        #expect(!AlcoholicNames.isUnfiled(Ingredient(id: "cardamaro", name: "Cardamaro", category: .fortifiedWine)))
        #expect(!AlcoholicNames.isUnfiled(Ingredient(id: "ginger-beer", name: "Ginger beer", category: .soda)))
    }

    @Test func theReportCountsUnfiledIngredientsAndDrinksTheirRecordCallsAlcoholic() {
        let ingredients = [
            Ingredient(id: "rumchata", name: "RumChata", category: .other), Ingredient(id: "milk", name: "Milk", category: .dairy),
            Ingredient(id: "bourbon", name: "Bourbon", category: .spirit, abv: 40),
        ]
        let cream = Recipe(id: "cream-punch", name: "Cream punch", kind: .drink,
            lines: [RecipeLine(ingredient: "rumchata", amount: "60 ml"), RecipeLine(ingredient: "milk", amount: "60 ml")])
        let strong = Recipe(id: "bourbon-milk", name: "Bourbon milk", kind: .drink,
            lines: [RecipeLine(ingredient: "bourbon", amount: "45 ml"), RecipeLine(ingredient: "milk", amount: "90 ml")])
        let report = DrinkQualityReport.measure([cream, strong], ingredients: ingredients, recordAlcoholic: ["cream-punch", "bourbon-milk"])
        #expect(report.offenders["alcohol-unfiled"] == ["rumchata"])
        // The bourbon drink carries its strength; the RumChata one reads as milk and a soft mixer.
        #expect(report.offenders["record-alcoholic"] == ["cream-punch"])
        let excused = DrinkQualityReport.measure(
            [cream], ingredients: ingredients, exceptions: [.recordAlcoholic: ["cream-punch"]], recordAlcoholic: ["cream-punch"])
        #expect(excused.count(.recordAlcoholic) == 0 && excused.excepted["record-alcoholic"] == 1)
    }

    @Test func theImportedCatalogFilesTheFoundLiqueursWithPublishedStrengths() throws {
        let result = try #require(Fixture.imported)
        let ingredients = Dictionary(uniqueKeysWithValues: result.sources.ingredients.map { ($0.id, $0) })
        // Published: Heering 24 % (48 proof), crème de cacao 20-25 %, Cardamaro 17 %, Carpano Antica 16.5 %, RumChata 13.75 %.
        #expect(ingredients["cherry-heering"]?.abv == 24)
        #expect((20...25).contains(try #require(ingredients["creme-de-cacao"]?.abv)))
        #expect(ingredients["cardamaro"]?.abv == 17 && ingredients["antica-formula"]?.abv == 16.5 && ingredients["rumchata"]?.abv == 13.75)
        #expect(ingredients["cherry-liquor"] == nil && ingredients["cocoa-liquor"] == nil)
        // Malibu is a 21 % coconut liqueur (42 proof), not a 40 % rum.
        #expect(ingredients["malibu-coconut-rum"]?.abv == 21 && ingredients["malibu-coconut-rum"]?.category == .liqueur)
        let recipes = result.sources.recipes
        let sling = try #require(recipes.first { $0.id == "singapore-sling" })
        #expect(sling.variants.first { $0.id == "singapore-sling-v-opendrinks" }?.lines.contains { $0.ingredient == "cherry-heering" } == true)
        #expect(recipes.first { $0.id == "meia-de-seda-literally-silk-socks" }?.lines.contains { $0.ingredient == "creme-de-cacao" } == true)
        // The Rossini is Prosecco and strawberry: alcoholic.
        let rossini = try #require(recipes.first { $0.id == "rossini" })
        #expect(rossini.lines.map(\.ingredient).contains("prosecco") && rossini.alcoholic == true)
    }
}
