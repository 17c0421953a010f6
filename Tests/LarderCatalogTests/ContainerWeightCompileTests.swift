import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// A can's weight is read from its note once, when the catalog is compiled, and stored on the line.
@Suite struct ContainerWeightCompileTests {
    @Test func theCompilerStoresEachCansWeightAndNutritionReadsIt() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        var sources = Fixture.sources
        let bread = try #require(sources.recipes.firstIndex { $0.id == "banana-bread" })
        // Two cans as a published recipe states them: "400 g, drained" and "14 oz" (14 × 28.3495 g = 396.89 g);
        // a can whose note gives no weight stores none.
        sources.recipes[bread].lines += [
            RecipeLine(ingredient: "banana", amount: "1 can", note: "400 g, drained"),
            RecipeLine(ingredient: "banana", amount: "2 can", note: "about 14 oz"),
            RecipeLine(ingredient: "banana", amount: "1 can", note: "drained"),
        ]
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(sources, to: url)
        let stored = try DatabaseQueue(path: url.path).read { db in
            try Double?.fetchAll(
                db, sql: "SELECT container_grams FROM recipe_line WHERE recipe_id = 'banana-bread' AND unit = 'can' ORDER BY position")
        }
        #expect(stored.count == 3)
        #expect(stored.first == 400)
        #expect(abs((stored.dropFirst().first ?? nil).map { $0 - 396.89 } ?? 99) < 0.01)
        #expect(stored.last == Optional<Double>.none)
        // The lines that are no container store nothing.
        let others = try DatabaseQueue(path: url.path).read { db in
            try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_line WHERE unit IS NOT 'can' AND container_grams IS NOT NULL")
        }
        #expect(others == 0)
        let input = try #require(try CatalogStore.open(at: url).nutritionInputs(["banana-bread"]).first)
        #expect(input.lines.compactMap(\.containerGrams).count == 2)
        #expect(input.lines.compactMap(\.containerGrams).first == 400)
    }
}
