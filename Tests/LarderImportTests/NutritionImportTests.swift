import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
@testable import LarderImport
import Testing

/// The USDA mapping and the catalog's nutrition coverage, measured on the real files.
@Suite struct NutritionImportTests {
    static let usda = Fixture.layout.datasets.appendingPathComponent("usda-sr-abbrev")

    @Test func readsPublishedFigures() throws {
        let reference = try USDAStandardReference.load(from: Self.usda)
        #expect(reference.foods.count == 8463)
        // Butter, salted (01001): 717 kcal, 0.85 g protein, 81.11 g fat, 51.368 g saturated, 643 mg sodium per 100 g.
        let butter = try #require(reference.foods["01001"])
        #expect(butter.kcal == 717 && butter.protein == 0.85 && butter.fat == 81.11)
        #expect(butter.saturatedFat == 51.368 && butter.sodiumMg == 643)
        // A stick of butter is 113 g; a cup of all-purpose flour 125 g (0.528 g/ml).
        #expect(reference.unitGrams("01001")[.stick] == 113)
        #expect(abs((reference.gramsPerMillilitre("20081") ?? 0) - 125 / 236.588) < 1e-9)
        // Heavy cream (01053) lists "cup, whipped" (120 g) before "cup, fluid" (238 g): poured cream
        // weighs the fluid cup's 238 g per 236.588 ml, not half of it.
        #expect(abs((reference.gramsPerMillilitre("01053") ?? 0) - 238 / 236.588) < 1e-9)
        #expect(reference.piece("01123", word: "large")?.grams == 50)
        // Almonds (12061) list "oz (23 whole kernels)" 28.35 g before "almond" 1.2 g: one almond is
        // 1.2 g, not an ounce. Hazelnuts (12120) give "10 nuts" as 14 g: 1.4 g a nut.
        #expect(reference.piece("12061", word: nil, name: "Almond")?.grams == 1.2)
        #expect(abs((reference.piece("12120", word: nil, name: "Hazelnut")?.grams ?? 0) - 1.4) < 1e-9)
    }

    @Test func ethanolModelFollowsItsDocumentedFormula() {
        // 40 % ABV: density 0.789 × 0.4 + 0.6 = 0.9156 g/ml; 100 g hold 31.56 / 0.9156 × 100 = 34.47 g ethanol, × 7 kcal.
        let record = NutritionImporter.ethanolModel(IngredientID("gin"), abv: 40)
        #expect(abs((record.measure.gramsPerMillilitre ?? 0) - 0.9156) < 1e-4)
        #expect(abs(record.per100g.kcal - 0.4 * 0.789 / 0.9156 * 100 * 7) < 0.01)
        #expect(record.per100g.carbohydrate == nil && record.source == "larder")
    }

    @Test func everyMappingRowNamesAnIngredientAndAFood() throws {
        let sources = try CatalogSources.load(from: Fixture.layout.catalog)
        let importer = NutritionImporter(
            reference: try USDAStandardReference.load(from: Self.usda),
            mappingFile: Fixture.layout.curation.appendingPathComponent("usda-foods.tsv"))
        let (records, report) = try importer.run(ingredients: sources.ingredients)
        #expect(report.misses.isEmpty, "\(report.misses)")
        // The committed nutrition.jsonl is what the builder writes now.
        #expect(records.sorted { $0.ingredient < $1.ingredient } == sources.nutrition.sorted { $0.ingredient < $1.ingredient })
    }

    /// The target: nutrition for ≥ 95 % of recipes with ≥ 90 % of the weighed weight covered.
    @Test func coverageOfTheCatalog() throws {
        let report = NutritionCoverageReport.measure(try CatalogSources.load(from: Fixture.layout.catalog))
        #expect(report.recipes > 1400)
        #expect(report.share >= 0.95, "\(report.summary())")
    }
}
