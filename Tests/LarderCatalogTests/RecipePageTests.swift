import CatalogTestSupport
import FlavorGraph
import Foundation
import GRDB
@testable import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// A recipe read in one transaction (``CatalogStore/recipe(_:)``, ``CatalogStore/recipePage(_:)``), its columns
/// by index: checked against the fixture as written, against a plain reader of the tables by column name,
/// and against the separate reads the page stands for.
@Suite struct RecipePageTests {
    /// The fixture, with a line that accepts a substitute and a dish with a cuisine, volume-free.
    static var sources: CatalogSources {
        var sources = Fixture.sources
        let negroni = sources.recipes.firstIndex { $0.id == "negroni" }!
        sources.recipes[negroni].lines[0].substitutes = ["london-dry-gin"]
        let bread = sources.recipes.firstIndex { $0.id == "banana-bread" }!
        sources.recipes[bread].cuisine = "american"
        return sources
    }

    static func compiled() throws -> (CatalogStore, URL, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        return (try CatalogStore.open(at: url), url, folder)
    }

    /// The recipe read the plain way, a statement per part and every column by name: what the store read
    /// before it read by index in one statement per table.
    static func plainRead(_ db: Database, _ id: String) throws -> RecipeDetail {
        let row = try #require(try Row.fetchOne(db, sql: "SELECT * FROM recipe WHERE id = ?", arguments: [id]))
        func names(_ ids: [String]) throws -> [String: String] {
            var out: [String: String] = [:]
            for id in ids { out[id] = try String.fetchOne(db, sql: "SELECT name FROM ingredient WHERE id = ?", arguments: [id]) }
            return out
        }
        func lines(_ variant: String) throws -> [LineDetail] {
            try Row.fetchAll(db, sql: "SELECT * FROM recipe_line WHERE recipe_id = ? AND variant_id = ? ORDER BY position", arguments: [id, variant])
                .map { line in
                    let ingredient: String = line["ingredient_id"]
                    let substitutes = try JSONDecoder().decode([String].self, from: Data((line["substitutes"] as String).utf8))
                    let known = try names([ingredient] + substitutes)
                    let unit = (line["unit"] as String?).flatMap(MeasureUnit.init(rawValue:))
                    let quantity = (line["quantity"] as Double?).map { Quantity($0, to: line["quantity_high"] as Double?) }
                    return LineDetail(
                        ingredient: IngredientRef(id: IngredientID(ingredient), name: known[ingredient] ?? ingredient),
                        amountText: line["amount_text"], amount: quantity == nil && unit == nil ? nil : Amount(quantity: quantity, unit: unit),
                        note: line["note"], optional: line["optional"], garnish: line["garnish"],
                        substitutes: substitutes.map { IngredientRef(id: IngredientID($0), name: known[$0] ?? $0) })
                }
        }
        func sources(_ text: String) throws -> [SourceRef] { try JSONDecoder().decode([SourceRef].self, from: Data(text.utf8)) }
        let summary = RecipeSummary(
            id: RecipeID(row["id"] as String), name: row["name"], kind: RecipeKind(rawValue: row["kind"])!, category: row["category"],
            glass: row["glass"], method: row["method"], abv: row["abv"], totalMinutes: row["total_minutes"], iba: row["iba"],
            alcoholic: row["alcoholic"])
        return RecipeDetail(
            summary: summary, aliases: try String.fetchAll(db, sql: "SELECT alias FROM recipe_alias WHERE recipe_id = ? ORDER BY alias", arguments: [id]),
            ice: row["ice"], garnish: row["garnish"], instructions: (row["instructions"] as String?)?.split(separator: "\n").map(String.init) ?? [],
            lines: try lines(""), tags: try String.fetchAll(db, sql: "SELECT tag FROM recipe_tag WHERE recipe_id = ? ORDER BY tag", arguments: [id]),
            prepMinutes: row["prep_minutes"], cookMinutes: row["cook_minutes"], servings: row["servings"], cuisine: row["cuisine"],
            volumeMillilitres: row["volume_ml"], sources: try sources(row["sources"]),
            variants: try Row.fetchAll(db, sql: "SELECT * FROM recipe_variant WHERE recipe_id = ? ORDER BY id", arguments: [id]).map { variant in
                VariantDetail(
                    id: RecipeID(variant["id"] as String), name: variant["name"], glass: variant["glass"], method: variant["method"],
                    garnish: variant["garnish"], lines: try lines(variant["id"]), sources: try sources(variant["sources"]))
            })
    }

    @Test func theRecipeAsTheFixtureWroteIt() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let negroni = try store.recipe("Negroni")
        #expect(negroni.summary == RecipeSummary(
            id: "negroni", name: "Negroni", kind: .drink, category: "aperitif", glass: "Old fashioned glass", method: MixMethod.stirred.rawValue,
            abv: negroni.summary.abv, iba: "unforgettables", alcoholic: true))
        #expect(negroni.lines.map(\.ingredient.name) == ["Gin", "Campari", "Sweet vermouth", "Orange peel"])
        #expect(negroni.lines.map(\.amountText) == ["30 ml", "30 ml", "30 ml", "1 piece"])
        #expect(negroni.lines[0].amount == Amount(quantity: Quantity(30), unit: .ml))
        #expect(negroni.lines.map(\.garnish) == [false, false, false, true])
        #expect(negroni.lines[0].substitutes == [IngredientRef(id: "london-dry-gin", name: "London dry gin")])
        #expect(negroni.lines[1].substitutes.isEmpty)
        #expect(negroni.tags == ["bitter", "classic"])
        #expect(negroni.sources == [SourceRef(dataset: "bar-assistant"), SourceRef(dataset: "iba")])
        #expect(negroni.ice == .cubed && negroni.garnish == "orange peel")
        // By alias (aliases are stored folded), and a recipe with a variant: the variant's own lines, named.
        let sour = try store.recipe("Whisky Sour")
        #expect(sour.summary.id == "whiskey-sour" && sour.aliases == ["whisky sour"])
        let daiquiri = try store.recipe("daiquiri")
        #expect(daiquiri.variants.map(\.id) == ["daiquiri-v-opendrinks"])
        #expect(daiquiri.variants[0].lines.map(\.ingredient.name) == ["White rum", "Lime juice", "Sugar"])
        #expect(daiquiri.variants[0].lines.map(\.amountText) == ["2 oz", "1 oz", "2 tsp"])
        #expect(daiquiri.variants[0].sources == [SourceRef(dataset: "opendrinks")])
        #expect(daiquiri.lines.map(\.ingredient.name) == ["White rum", "Lime juice", "Simple syrup"])
        // A variant's name finds its recipe.
        #expect(try store.recipe("Daiquiri (opendrinks)").summary.id == "daiquiri")
        let bread = try store.recipe("banana-bread")
        #expect(bread.summary.kind == .dish && bread.summary.totalMinutes == 75 && !bread.summary.alcoholic)
        #expect(bread.prepMinutes == 15 && bread.cookMinutes == 60 && bread.servings == 8 && bread.cuisine == "american")
        #expect(throws: CatalogError.self) { try store.recipe("no such drink") }
    }

    @Test func everyRecipeReadsAsTheTablesHoldIt() throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        for recipe in Self.sources.recipes {
            var expected = try queue.read { db in try Self.plainRead(db, recipe.id.rawValue) }
            expected.steps = try store.methodSteps(recipe.id)
            expected.profile = try store.recipeProfile(recipe.id)
            #expect(try store.recipe(recipe.id.rawValue) == expected, "\(recipe.id)")
            var page = try store.recipePage(recipe.id.rawValue).detail
            page.nutrition = nil
            page.codex = nil
            #expect(page == expected, "\(recipe.id)")
        }
    }

    @Test func thePageHoldsWhatShowPrintsBesideTheRecipe() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let negroni = try store.recipePage("negroni")
        #expect(negroni.detail.nutrition == (try store.nutrition(for: ["negroni"]))["negroni"])
        #expect(negroni.detail.nutrition?.servings == 1)
        // Spirit and aromatized wine: the Martini family, Campari added (as the Codex has it).
        #expect(negroni.detail.codex?.family == .martini)
        #expect(negroni.detail.codex?.departures.contains { $0.contains("Campari") } == true)
        #expect(negroni.kitchenFacts.count == 4)
        #expect(negroni.kitchenFacts["gin"]?.name == "Gin" && negroni.kitchenFacts["gin"]?.category == .spirit)
        #expect(negroni.kitchenFacts["orange-peel"]?.category == .fruit)
        // The variant's lines count too: sugar is only in the daiquiri's opendrinks spec.
        let daiquiri = try store.recipePage("daiquiri")
        #expect(daiquiri.kitchenFacts.keys.sorted() == ["lime-juice", "simple-syrup", "sugar", "white-rum"])
        // Family profiles only for a drink with a sour side, and then every stored profile of its family.
        for id: RecipeID in ["negroni", "daiquiri", "whiskey-sour", "pina-colada"] {
            let page = try store.recipePage(id.rawValue)
            let family = try #require(page.detail.codex?.family)
            let sour = (page.detail.profile?.profile[.sour] ?? 0) >= BalanceNote.minimumSour
            let members = Set(try store.drinkFamilies().filter { $0.codex.family == family }.map(\.id))
            let expected = sour ? try store.recipeProfiles().filter { members.contains($0.key) }.mapValues(\.profile) : [:]
            #expect(page.familyProfiles == expected, "\(id)")
        }
        let bread = try store.recipePage("banana bread")
        #expect(bread.detail.codex == nil && bread.familyProfiles.isEmpty)
        #expect(bread.kitchenFacts["banana"]?.name == "Banana" && bread.kitchenFacts["flour"]?.category == .baking)
    }

    /// A catalog compiled before the families and the nutrition were stored: the page classifies and computes,
    /// and says what the full catalog says.
    @Test func aCatalogWithoutTheStoredTablesGivesTheSamePage() throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let older = folder.appendingPathComponent("older.sqlite")
        try FileManager.default.copyItem(at: url, to: older)
        try DatabaseQueue(path: older.path).write { db in
            try db.execute(sql: "DROP TABLE recipe_codex; DROP TABLE recipe_nutrition")
        }
        let old = try CatalogStore.open(at: older)
        for recipe in Self.sources.recipes {
            let page = try old.recipePage(recipe.id.rawValue), current = try store.recipePage(recipe.id.rawValue)
            #expect(page.detail == current.detail, "\(recipe.id)")
            #expect(page.familyProfiles == current.familyProfiles, "\(recipe.id)")
        }
    }
}
