import CatalogTestSupport
import Foundation
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// Salt that seasons the water pasta or potatoes boil in is drained away with it: our dishes mark it
/// `(for the cooking water)` and nutrition leaves it out.
@Suite struct CookingWaterSaltTests {
    @Test func carbonarasSodiumLeavesOutThePastaWatersSalt() throws {
        let (store, _, folder) = try BundledCatalog.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }

        // By hand, with USDA SR's sodium per 100 g (ABBREV.txt): guanciale 150 g at 25 mg, 5 eggs of 50 g at
        // 142 mg, pecorino romano 50 g at 1,433 mg, dry spaghetti 320 g at 6 mg (20120); black pepper has no
        // amount. (37.5 + 355 + 716.5 + 19.2) / 4 servings = 282.05 mg. The tablespoon of salt (15 ml at
        // 1.2342 g/ml, 38,758 mg/100 g: 1,794 mg a serving) is left out.
        let summary = try #require(try store.nutrition(for: ["carbonara"])["carbonara"])
        #expect(abs(try #require(summary.perServing.sodiumMg) - 282.05) < 0.01)
        #expect(try store.recipe("carbonara").drainedLines == ["Salt"])
        // The page `larder show` prints (and its --json) names it beside the figures; the stored summary does not.
        #expect(try store.recipePage("carbonara").detail.nutrition?.drained == ["Salt"])
        #expect(summary.drained.isEmpty)

        let drained = ["cacio-e-pepe", "creamy-mashed-potatoes", "pasta-store-bought", "shrimp-cocktail",
                       "spaghetti-aglio-e-olio", "spaghetti-alla-puttanesca"]
        for id in drained { #expect(try store.recipe(id).drainedLines == ["Salt"], "\(id)") }
        // Salt that stays in the dish still counts: jeera rice absorbs its water.
        #expect(try store.recipe("jeera-rice").drainedLines.isEmpty)
    }
}
