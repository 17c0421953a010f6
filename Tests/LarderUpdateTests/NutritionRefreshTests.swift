import CatalogTestSupport
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

@testable import LarderUpdate

/// A delta that changes only an ingredient's nutrition facts refreshes the stored nutrition of the recipes
/// using it (the Negroni's Campari) and keeps the others current, as a full build of the new version has it.
@Suite struct NutritionRefreshTests {
    static func sources(campariCarbohydrate: Double) -> CatalogSources {
        var sources = Fixture.sources
        sources.nutrition = [
            IngredientNutrition(
                ingredient: "gin", source: "larder", per100g: NutritionFacts(kcal: 230),
                measure: IngredientMeasure(gramsPerMillilitre: 0.95, gramsPerPiece: nil, pieceName: nil)),
            IngredientNutrition(
                ingredient: "campari", source: "larder", per100g: NutritionFacts(kcal: 250, carbohydrate: campariCarbohydrate),
                measure: IngredientMeasure(gramsPerMillilitre: 1.0, gramsPerPiece: nil, pieceName: nil)),
        ]
        return sources
    }

    @Test func aDeltaChangingAnIngredientsFactsRefreshesItsRecipes() throws {
        let directory = try TemporaryDirectory()
        try CatalogCompiler().compile(Self.sources(campariCarbohydrate: 24), to: directory.file("old.sqlite"))
        var newer = Self.sources(campariCarbohydrate: 48)
        newer.manifest.version += 1
        try CatalogCompiler().compile(newer, to: directory.file("new.sqlite"))
        try CatalogCompiler().compile(Self.sources(campariCarbohydrate: 24), to: directory.file("installed.sqlite"))
        let publisher = Publisher(feed: directory.file("feed"), key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
        try publisher.publishDelta(from: directory.file("old.sqlite"), to: directory.file("new.sqlite"))
        let engine = UpdateEngine(
            catalog: directory.file("installed.sqlite"), feed: LocalFeed(directory: directory.file("feed")),
            trusted: TestKeys.trusted, maintenance: LarderCatalogMaintenance())
        #expect(try engine.update().toVersion == newer.manifest.version)
        let installed = try CatalogStore.open(at: directory.file("installed.sqlite"))
        // Campari 30 ml × 1.0 g/ml = 30 g at 48 % carbohydrate: 14.4 g (the old figure was 7.2 g).
        let negroni = try #require(try installed.nutrition(for: ["negroni"])["negroni"])
        #expect(abs((negroni.perServing.carbohydrate ?? 0) - 14.4) < 1e-9)
        #expect(try installed.nutrition(for: nil) == CatalogStore.open(at: directory.file("new.sqlite")).nutrition(for: nil))
        #expect(try CatalogIntegrity.check(at: directory.file("installed.sqlite")).derivedProblems.isEmpty)
    }
}
