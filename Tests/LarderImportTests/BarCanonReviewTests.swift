import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// Session 10's review of issue 9: facts checked against published specs and English usage, never
/// against the builder's own output.
struct BarCanonReviewTests {
    func result() throws -> CatalogImporter.Result { try #require(Fixture.imported) }

    func drink(_ id: String) throws -> Recipe {
        try #require(try result().sources.recipes.first { $0.id.rawValue == id }, "no drink \(id)")
    }

    func amount(_ recipe: Recipe, _ ingredient: String) -> Amount? {
        recipe.lines.first { $0.ingredient.rawValue == ingredient }?.amount.flatMap(AmountParser.parse)
    }

    @Test func metropolitanAndGinCrustaFollowTheirPublishedSpecs() throws {
        // Metropolitan (keetscocktails, geekandtonic): 1 1/2 oz brandy, 1 1/2 oz sweet vermouth,
        // 1/2 tsp simple syrup, 2 dashes Angostura, stirred and served up.
        let metropolitan = try drink("metropolitan")
        #expect(amount(metropolitan, "brandy")?.millilitres == 45)
        #expect(amount(metropolitan, "sweet-vermouth")?.millilitres == 45)
        #expect(amount(metropolitan, "simple-syrup")?.unit == .tsp && amount(metropolitan, "simple-syrup")?.quantity?.value == 0.5)
        #expect(metropolitan.method == .stirred && metropolitan.ice == "none")
        // Gin Crusta (Jerry Thomas 1862, "made like the brandy crusta, using gin"): a wineglass of gin,
        // dashes of curaçao, gum syrup, lemon and bitters, a sugared rim and a long lemon peel.
        let crusta = try drink("gin-crusta")
        #expect(amount(crusta, "gin")?.millilitres == 60)
        #expect(crusta.lines.contains { $0.ingredient == "orange-curacao" })
        #expect(crusta.garnish?.contains("sugar rim") == true)
    }

    @Test func hotDrinksAreWarmedNotIced() throws {
        // Mulled wine and glögg are warmed and served in a mug, never poured over ice or blended.
        for id in ["mulled-wine", "gluhwein", "norwegian-glogg-norwegian-mulled-wine"] {
            let hot = try drink(id)
            #expect(hot.method == .heated && hot.ice == "none", "\(id)")
        }
        // A single Hot Buttered Rum is built in the mug with water off the boil, never iced.
        let buttered = try drink("hot-buttered-rum")
        #expect(buttered.method == .built && buttered.ice == "none" && buttered.glass == "glass mug")
        #expect(buttered.lines.contains { $0.ingredient == "water" && $0.note?.contains("hot") == true })
        // The Blue Blazer is lit and thrown between two mugs (Jerry Thomas).
        #expect(try drink("blue-blazer").method == .thrown)
        // A Gimlet is gin, lime and sugar: a sour.
        #expect(try drink("gimlet").category == "sour")
    }

    @Test func brandAndPlaceNamesKeepTheirCapitalGenericNamesDoNot() throws {
        // English usage: brands and places are capitalised mid-sentence, generic words are not.
        let ingredients = Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
        for id in ["campari", "irish-whiskey", "grand-marnier", "peychauds-bitters"] {
            #expect(ingredients[IngredientID(id)]?.keepsCapital == true, "\(id)")
        }
        for id in ["lime-juice", "sweet-vermouth", "green-chartreuse", "sugar"] {
            #expect(ingredients[IngredientID(id)]?.keepsCapital == false, "\(id)")
        }
    }

    @Test func everyMergedIdIsTheSlugOfItsDrinksNameOrAlias() throws {
        // The resolver finds a former id as the slug of the surviving drink's name or an alias, so
        // user data that named a merged id still resolves. The merges are read from the curation file.
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let text = try String(contentsOf: root.appendingPathComponent("Bundle/curation/recipe-merges.tsv"), encoding: .utf8)
        let recipes = Dictionary(uniqueKeysWithValues: try result().sources.recipes.map { ($0.id.rawValue, $0) })
        for line in text.split(separator: "\n") where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t").map(String.init)
            // A former id that now names another recipe ("apple-pie", the dish) resolves to that one by design.
            guard cells.count >= 2, recipes[cells[0]] == nil, let survivor = recipes[cells[1]] else { continue }
            let slugs = Set(([survivor.name] + survivor.aliases).map(Slug.make))
            #expect(slugs.contains(cells[0]), "\(cells[0]) → \(cells[1])")
        }
    }
}
