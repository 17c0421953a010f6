import Foundation
import LarderCatalog
import LarderCore
import Testing
@testable import LarderImport

/// The floors and facts the issue requires of an import of the real data sets.
struct CatalogImporterTests: ImportedDrinks {
    @Test func meetsTheRecipeFloors() throws {
        let report = try result().report
        #expect(report.drinks >= 900)
        #expect(report.dishes >= 370)
        let recipes = try result().sources.recipes
        #expect(recipes.filter { $0.kind == .drink }.count == report.drinks)
        #expect(recipes.filter { $0.kind == .dish }.count == report.dishes)
    }

    @Test func resolvesIngredientLinesAndAmounts() throws {
        let report = try result().report
        #expect(report.lines > 8000)
        #expect(report.resolvedShare >= 0.98)
        #expect(report.drinkAmountShare >= 0.95)
        #expect(report.resolvedLines + report.unresolved.values.reduce(0, +) == report.lines)
    }

    @Test func everyLineNamesAnIngredientOfTheCatalog() throws {
        let sources = try result().sources
        let ids = Set(sources.ingredients.map(\.id))
        for recipe in sources.recipes {
            for line in recipe.lines + recipe.variants.flatMap(\.lines) {
                #expect(ids.contains(line.ingredient), "\(recipe.id): \(line.ingredient)")
                #expect(line.substitutes.allSatisfy(ids.contains))
            }
        }
        for ingredient in sources.ingredients {
            if let parent = ingredient.parent { #expect(ids.contains(parent)) }
            #expect(ingredient.parts.allSatisfy(ids.contains))
        }
    }

    @Test func negroniAppearsOnceWithAllItsSources() throws {
        let recipes = try result().sources.recipes.filter { RecipeMerger.nameKey($0.name) == "negroni" }
        #expect(recipes.count == 1)
        let negroni = try #require(recipes.first)
        #expect(negroni.id == "negroni")
        #expect(Set(negroni.sources.map(\.dataset)) == ["iba", "bar-assistant", "opendrinks"])
        #expect(negroni.iba == "unforgettables")
        #expect(negroni.alcoholic == true)
        #expect(Set(negroni.lines.map(\.ingredient)) == ["gin", "campari", "sweet-vermouth"])
    }

    @Test(arguments: ["daiquiri", "pina-colada", "margarita", "mojito", "old-fashioned", "irish-coffee"])
    func aDrinkFromSeveralSourcesIsOneRecipe(key: String) throws {
        let recipes = try result().sources.recipes.filter { RecipeMerger.nameKey($0.name) == key }
        #expect(recipes.count == 1)
        #expect((recipes.first?.sources.count ?? 0) >= 2)
    }

    @Test func variantsKeepTheirOwnIdsAndSources() throws {
        let variants = try result().sources.recipes.flatMap { recipe in recipe.variants.map { (recipe, $0) } }
        #expect(!variants.isEmpty)
        for (recipe, variant) in variants {
            #expect(variant.id.rawValue.hasPrefix("\(recipe.id.rawValue)-v-"))
            #expect(!variant.sources.isEmpty)
            #expect(variant.sources.allSatisfy(recipe.sources.contains))
        }
        let all = try result().sources.recipes.flatMap { [$0.id] + $0.variants.map(\.id) }
        #expect(Set(all).count == all.count)
    }

    @Test func hierarchyReachesTheGeneralIngredients() throws {
        let byID = Dictionary(uniqueKeysWithValues: try result().sources.ingredients.map { ($0.id, $0) })
        #expect(byID["bourbon-whiskey"]?.parent == "whiskey")
        #expect(byID["rye-whiskey"]?.parent == "whiskey")
        #expect(byID["scotch-whiskey"]?.parent == "whiskey")
        #expect(byID["london-dry-gin"]?.parent == "gin")
        #expect(byID["cointreau"]?.parent == "triple-sec")
        #expect(byID["angostura-aromatic-bitters"]?.parent == "aromatic-bitters")
        #expect(byID["simple-syrup"]?.parts == ["sugar", "water"])
        #expect(byID["honey-syrup"]?.parts == ["honey", "water"])
        #expect(byID["gin"]?.abv == 40)
        #expect(byID["lime-twist"]?.isGarnish == true)
    }

    @Test func dishesCarryTheirFacts() throws {
        let dishes = try result().sources.recipes.filter { $0.kind == .dish }
        #expect(dishes.filter { $0.servings != nil }.count > 150)
        #expect(dishes.filter { $0.prepMinutes != nil || $0.cookMinutes != nil }.count > 150)
        #expect(dishes.allSatisfy { $0.method == nil && $0.glass == nil })
        #expect(dishes.allSatisfy { $0.tags.allSatisfy { $0 == $0.lowercased() } })
    }

    /// No sentence from a data set enters the sources: every free-text field is a short phrase.
    @Test func keepsFactsNotProse() throws {
        let recipes = try result().sources.recipes
        for recipe in recipes {
            let phrases = [recipe.garnish].compactMap { $0 } + recipe.lines.compactMap(\.note) + recipe.tags
            for phrase in phrases {
                #expect(phrase.split(separator: " ").count <= 7, "\(recipe.id): \(phrase)")
            }
        }
        for ingredient in try result().sources.ingredients {
            #expect(ingredient.aliases.allSatisfy { $0.split(separator: " ").count <= 6 })
        }
    }

    @Test func substitutesNameKnownIngredients() throws {
        let sources = try result().sources
        let ids = Set(sources.ingredients.map(\.id))
        #expect(sources.substitutes.count >= 40)
        for rule in sources.substitutes {
            #expect(ids.contains(rule.original) && ids.contains(rule.replacement))
            #expect((0...1).contains(rule.penalty))
        }
    }

    @Test func importingTwiceGivesIdenticalSources() throws {
        let first = try result().sources
        let second = try Fixture.importer().run().sources
        #expect(first == second)
        let a = Fixture.temporaryDirectory()
        let b = Fixture.temporaryDirectory()
        defer {
            try? FileManager.default.removeItem(at: a)
            try? FileManager.default.removeItem(at: b)
        }
        try first.write(to: a)
        try second.write(to: b)
        for file in ["manifest.json", "ingredients.jsonl", "drinks.jsonl", "dishes.jsonl", "substitutes.jsonl"] {
            let left = try Data(contentsOf: a.appendingPathComponent(file))
            #expect(left == (try Data(contentsOf: b.appendingPathComponent(file))), "\(file)")
        }
    }

    /// The committed `Bundle/catalog` is exactly what the builder writes from the data sets today.
    @Test func committedBundleMatchesAFreshImport() throws {
        let fresh = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: fresh) }
        try result().sources.write(to: fresh)
        for file in ["manifest.json", "ingredients.jsonl", "drinks.jsonl", "dishes.jsonl", "substitutes.jsonl"] {
            let committed = try Data(contentsOf: Fixture.layout.catalog.appendingPathComponent(file))
            let rebuilt = try Data(contentsOf: fresh.appendingPathComponent(file))
            #expect(committed == rebuilt, "Bundle/catalog/\(file) differs from a fresh import: run larder-build import")
        }
    }

    @Test func aMissingDataSetIsAClearError() throws {
        let empty = Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: empty) }
        #expect(throws: ImportError.self) {
            try CatalogImporter(datasets: empty, curation: Fixture.layout.curation).run()
        }
        do {
            _ = try CatalogImporter(datasets: empty, curation: Fixture.layout.curation).run()
        } catch {
            #expect(error.description.contains("not found"))
        }
    }
}
