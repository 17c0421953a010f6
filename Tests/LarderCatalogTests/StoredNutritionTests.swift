import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// The stored nutrition per serving (`recipe_nutrition`, ``NutritionIndex``) holds what the calculator
/// computes from the content: checked against figures worked out by hand from the facts given below and
/// against the computation from scratch for every recipe; a stale or changed table is not trusted.
@Suite struct StoredNutritionTests {
    /// The fixture with made-up per-100 g facts and measures, round numbers for hand computation.
    static var sources: CatalogSources {
        var sources = Fixture.sources
        func record(_ id: String, _ facts: NutritionFacts, perMl: Double? = nil, perPiece: Double? = nil) -> IngredientNutrition {
            IngredientNutrition(
                ingredient: IngredientID(id), source: "larder", per100g: facts,
                measure: IngredientMeasure(gramsPerMillilitre: perMl, gramsPerPiece: perPiece, pieceName: nil))
        }
        sources.nutrition = [
            // Energy alone (a spirit by the ethanol model): its other nutrients are unknown.
            record("gin", NutritionFacts(kcal: 230), perMl: 0.95),
            record("campari", NutritionFacts(kcal: 250, protein: 0, fat: 0, carbohydrate: 24, sugars: 24), perMl: 1.0),
            // Weighed (a measure) but no facts: uncovered.
            record("sweet-vermouth", NutritionFacts(kcal: 0), perMl: 1.05),
            record("banana", NutritionFacts(kcal: 89, protein: 1.1, fat: 0.3, carbohydrate: 22.8, sugars: 12.2, fibre: 2.6, sodiumMg: 1), perPiece: 118),
        ]
        return sources
    }

    static func compiled() throws -> (CatalogStore, URL, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        // The vermouth's facts row goes, its measure stays: weighed, not covered. The hash and every derived
        // table follow, as an update would leave them.
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "DELETE FROM ingredient_nutrition WHERE ingredient_id = 'sweet-vermouth'")
            try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'content_hash'", arguments: [try ContentHash.compute(db)])
            try CatalogIndex.rebuild(db)
        }
        return (try CatalogStore.open(at: url), url, folder)
    }

    /// What the session computed before the table existed: inputs, calculator, summary, recipe by recipe.
    static func fromScratch(_ store: CatalogStore) throws -> [RecipeID: NutritionSummary] {
        let inputs = try store.nutritionInputs(nil)
        let calculator = try store.nutritionCalculator(for: Array(Set(inputs.flatMap { $0.lines.map(\.ingredient) })))
        return Dictionary(uniqueKeysWithValues: inputs.map {
            ($0.id, calculator.summarize($0.lines, servings: $0.servings, isDrink: $0.kind == .drink))
        })
    }

    static func near(_ a: Double?, _ b: Double) -> Bool { a.map { abs($0 - b) <= 1e-9 * max(1, abs(b)) } ?? false }

    /// Negroni: gin 30 ml × 0.95 g/ml = 28.5 g (230 kcal/100 g: 65.55 kcal), Campari 30 ml × 1.0 = 30 g
    /// (75 kcal, 7.2 g carbohydrate), sweet vermouth 30 ml × 1.05 = 31.5 g with no facts; the orange peel
    /// is a garnish, not counted. One serving. Banana bread: 3 bananas × 118 g = 354 g (315.06 kcal, 3.894 g
    /// protein), 2 cups of flour with no measure are not weighed; 8 servings.
    @Test func storedRowsMatchAHandComputation() throws {
        let (store, _, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let stored = try store.nutrition(for: ["negroni", "banana-bread", "no-such-recipe"])
        #expect(stored.count == 2)
        let negroni = try #require(stored["negroni"])
        #expect(Self.near(negroni.perServing.kcal, 65.55 + 75))
        #expect(Self.near(negroni.perServing.carbohydrate, 7.2))
        #expect(negroni.perServing.fibre == nil)
        #expect(Self.near(negroni.weighedGrams, 28.5 + 30 + 31.5) && Self.near(negroni.coveredGrams, 58.5))
        #expect(negroni.servings == 1 && negroni.servingsStated)
        #expect(negroni.uncovered == ["Sweet vermouth"] && negroni.energyOnly == ["Gin"] && negroni.unweighed.isEmpty)
        let bread = try #require(stored["banana-bread"])
        #expect(Self.near(bread.perServing.kcal, 315.06 / 8))
        #expect(Self.near(bread.perServing.protein, 3.894 / 8))
        #expect(Self.near(bread.perServing.sodiumMg, 3.54 / 8))
        #expect(bread.servings == 8 && bread.servingsStated)
        #expect(Self.near(bread.weighedGrams, 354) && bread.unweighed == ["Flour"] && bread.uncovered.isEmpty)
    }

    @Test func everyRecipeIsStoredAsComputedFromScratch() throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let rows = try DatabaseQueue(path: url.path).read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_nutrition") }
        #expect(rows == Fixture.recipes.count)
        let scratch = try Self.fromScratch(store)
        #expect(scratch.count == Fixture.recipes.count)
        #expect(try store.nutrition(for: nil) == scratch)
        #expect(try store.nutrition(for: scratch.keys.sorted()) == scratch)
        #expect(try CatalogIntegrity.check(at: url).derivedProblems.isEmpty)
    }

    /// A changed row is what the store answers (so it reads the table), and the doctor names it; a stamp of
    /// other rules makes the store compute again, and the doctor calls the table stale.
    @Test func aChangedRowIsReadAndFoundAndAStaleStampIsNotTrusted() throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = try #require(try Self.fromScratch(store)["negroni"])
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "UPDATE recipe_nutrition SET kcal = 1 WHERE recipe_id = 'negroni'")
        }
        #expect(try store.nutrition(for: ["negroni"])["negroni"]?.perServing.kcal == 1)
        #expect(try CatalogIntegrity.check(at: url).derivedProblems.contains { $0.contains("recipe_nutrition") && $0.contains("negroni") })
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "UPDATE recipe_nutrition SET stamp = '0' WHERE recipe_id <> 'banana-bread'")
        }
        #expect(try store.nutrition(for: ["negroni"])["negroni"] == scratch)
        #expect(try store.nutrition(for: nil) == Self.fromScratch(store))
        #expect(try CatalogIntegrity.check(at: url).derivedProblems.contains { $0.contains("is stale") })
    }

    /// An update's refresh rewrites the rows of the recipes it touched (Campari's sugar doubled changes the
    /// Negroni, a recipe using it) and leaves the others, as a full rebuild would leave them; when a row was
    /// stamped by other rules before the update, every row is computed again.
    @Test(arguments: [true, false])
    func aRefreshRewritesTheTable(rowsWereCurrent: Bool) throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        try DatabaseQueue(path: url.path).write { db in
            if !rowsWereCurrent {
                try db.execute(sql: "UPDATE recipe_nutrition SET stamp = '0', kcal = 1 WHERE recipe_id = 'banana-bread'")
            }
            try db.execute(sql: "UPDATE ingredient_nutrition SET carbohydrate_g = 48 WHERE ingredient_id = 'campari'")
            try db.execute(sql: "UPDATE meta SET value = ? WHERE key = 'content_hash'", arguments: [try ContentHash.compute(db)])
            try CatalogIndex.refresh(db, recipes: [], ingredients: ["campari"])
        }
        #expect(Self.near(try store.nutrition(for: ["negroni"])["negroni"]?.perServing.carbohydrate, 14.4))
        let scratch = try Self.fromScratch(store)
        #expect(try store.nutrition(for: nil) == scratch)
        // Every row is stored and current: read from the table, not computed.
        let stored = try DatabaseQueue(path: url.path).read { db in try NutritionIndexProbe.currentRows(db) }
        #expect(stored == Fixture.recipes.count)
        #expect(try CatalogIntegrity.check(at: url).derivedProblems.isEmpty)
    }

    /// A catalog compiled before the table existed answers by computing.
    @Test func aCatalogWithoutTheTableComputes() throws {
        let (store, url, folder) = try Self.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let scratch = try Self.fromScratch(store)
        try DatabaseQueue(path: url.path).write { db in
            try db.execute(sql: "DROP TABLE recipe_nutrition")
        }
        let old = try CatalogStore.open(at: url)
        #expect(try old.nutrition(for: nil) == scratch)
        #expect(try old.nutrition(for: ["negroni"])["negroni"] == scratch["negroni"])
        #expect(try CatalogIntegrity.check(at: url).derivedProblems.contains { $0.contains("recipe_nutrition") && $0.contains("is missing") })
    }
}

/// Counts the rows of `recipe_nutrition` stamped with this build's rules, as the store reads them.
enum NutritionIndexProbe {
    static func currentRows(_ db: Database) throws -> Int {
        try Int.fetchOne(db, sql: """
            SELECT count(*) FROM recipe_nutrition WHERE stamp = '\(NutritionIndex.version)'
            """) ?? 0
    }
}
