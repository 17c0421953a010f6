import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Session 11's fixes of wrong data set records and two drinks added, each against published specs or
/// the record's own text, never against the builder's output.
struct BarRecordFixTests {
    func result() throws -> CatalogImporter.Result { try #require(Fixture.imported) }

    func drink(_ id: String) throws -> Recipe {
        try #require(try result().sources.recipes.first { $0.id.rawValue == id }, "no drink \(id)")
    }

    func amount(_ recipe: Recipe, _ ingredient: String) -> Amount? {
        recipe.lines.first { $0.ingredient.rawValue == ingredient }?.amount.flatMap(AmountParser.parse)
    }

    @Test func hotButteredRumIsOneMugNotAFreezerBatter() throws {
        // psycholabs.cloud and thereisadayforthat.com (single serving, no batter): about 2 oz dark rum,
        // a spoon of butter, 2 tsp brown sugar, a pinch of spice, filled with boiling water. The
        // opendrinks record (a pound of butter, a quart of ice cream) is left out.
        let rum = try drink("hot-buttered-rum")
        #expect(amount(rum, "dark-rum")?.millilitres == 60)
        #expect(amount(rum, "brown-sugar")?.unit == .tsp && amount(rum, "brown-sugar")?.quantity?.value == 2)
        #expect(!rum.lines.contains { $0.ingredient == "ice-cream" || $0.ingredient == "powdered-sugar" })
        #expect(rum.variants.isEmpty && rum.servings == nil)
    }

    @Test func queimadaIsOrujoNotRum() throws {
        // The record names "White Aguardiente": Galician aguardiente is orujo, a pomace brandy of
        // 37.5-50 % (Orujo de Galicia designation), burnt with 150 g of sugar a litre (300 g → 2 l).
        let queimada = try drink("queimada")
        #expect(!queimada.lines.contains { $0.ingredient == "white-rum" })
        #expect(amount(queimada, "orujo")?.millilitres == 2000)
        #expect(queimada.servings ?? 1 > 1)
        let orujo = try #require(try result().sources.ingredients.first { $0.id == "orujo" })
        #expect(orujo.category == .spirit && orujo.parent == "brandy")
        #expect((37.5...50).contains(orujo.abv ?? 0))
    }

    @Test func kingstonNegroniHasItsOwnNameAsId() throws {
        // Kingston is the Jamaican capital; "Kingstone" was a typo of bar-assistant's record, kept as an alias.
        let negroni = try drink("kingston-negroni")
        #expect(negroni.name == "Kingston Negroni")
        #expect(negroni.aliases.map(Slug.make).contains("kingstone-negroni"))
        #expect(try result().sources.recipes.first { $0.id == "kingstone-negroni" } == nil)
    }

    @Test func fishHousePunchListsItsWaterOnceAndGoesOverAnIceBlock() throws {
        // liquor.com and mybartender.com: 16 oz boiling water to dissolve the sugar, 12 cups cold water
        // (3.3 l in all), served over a block of ice.
        let punch = try drink("fish-house-punch")
        let water = punch.lines.filter { $0.ingredient == "water" }
        #expect(water.count == 1)
        #expect((3200...3400).contains(water.first?.amount.flatMap(AmountParser.parse)?.millilitres ?? 0))
        #expect(punch.ice == "large cube")
    }

    @Test func grandMarnierLiqueurIsGrandMarnier() throws {
        let ids = Set(try result().sources.ingredients.map(\.id))
        #expect(ids.contains("grand-marnier") && !ids.contains("grand-marnier-liqueur"))
    }

    @Test func contessaAndImprovedGinCocktailFollowTheirPublishedSpecs() throws {
        // Contessa (Saveur; thewinesisters.com): gin, Aperol and dry vermouth, 1 oz each, over ice in
        // an old-fashioned glass.
        let contessa = try drink("contessa")
        for id in ["gin", "aperol", "dry-vermouth"] { #expect(amount(contessa, id)?.millilitres == 30, "\(id)") }
        #expect(contessa.glass == "lowball" && contessa.ice == "cubed")
        // Improved Gin Cocktail (Australian Bartender after Lawlor; Wondrich's Imbibe! via
        // cameroxnwithanx.com): gin, a little maraschino and syrup, a dash of absinthe and bitters,
        // stirred, served up with a lemon twist.
        let improved = try drink("improved-gin")
        #expect(improved.method == .stirred && improved.ice == "none")
        #expect(improved.lines.contains { $0.ingredient == "absinthe" })
        #expect((50...60).contains(amount(improved, "gin")?.millilitres ?? 0))
        #expect(improved.garnish == "lemon twist")
    }

    @Test func hotDrinksFiledAsIcedAreServedHot() throws {
        // Noon chai is whisked over heat, teh tarik is brewed with boiling water and pulled, mate
        // is hot water over yerba: none of them is poured over ice.
        for id in ["noon-chai", "teh-tarik", "argentinian-mate", "wedang-uwuh", "bandrek", "hard-apple-cider"] {
            let hot = try drink(id)
            #expect(hot.ice == "none" && hot.category == "hot drink", "\(id)")
        }
    }
}
