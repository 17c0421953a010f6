import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import Testing

/// Reads given more ids than one statement binds (every recipe of the bundled catalog, 500 a chunk) answer what
/// the same reads give one id at a time, and the families keep the order SQLite's `ORDER BY` gives them.
@Suite struct BoundIDListsTests {
    @Test func everyRecipeAtOnceIsEachRecipeAlone() throws {
        let (store, url, folder) = try BundledCatalog.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        let (all, drinks): ([RecipeID], [RecipeID]) = try queue.read { db in
            (try String.fetchAll(db, sql: "SELECT id FROM recipe ORDER BY id").map { RecipeID($0) },
             try String.fetchAll(db, sql: "SELECT id FROM recipe WHERE kind = 'drink' ORDER BY id").map { RecipeID($0) })
        }
        try #require(all.count > 1000 && drinks.count > 1000, "more than two chunks of ids")

        // Nutrition inputs: the list (reversed, with a repeat) against one read per id.
        let inputs = try store.nutritionInputs(all.reversed() + [all[0]])
        #expect(inputs.map(\.id) == all, "every recipe once, in id order")
        #expect(inputs == (try all.flatMap { try store.nutritionInputs([$0]) }))
        #expect(try store.nutritionInputs(nil) == inputs)

        // Main-line uses over every drink against the sum of each drink's own.
        var summed: [IngredientID: Int] = [:]
        for drink in drinks { summed.merge(try store.mainLineUses(of: [drink]), uniquingKeysWith: +) }
        #expect(try store.mainLineUses(of: drinks) == summed)

        // Families: the same drinks as one at a time, in the order of the single SQL statement with no chunks.
        let sqlOrder: [RecipeID] = try queue.read { db in
            try String.fetchAll(db, sql: """
                SELECT r.id FROM recipe_codex c JOIN recipe r ON r.id = c.recipe_id
                ORDER BY (r.iba IS NULL), json_array_length(r.sources) DESC, r.name_folded, r.id
                """).map { RecipeID($0) }
        }
        let position = Dictionary(uniqueKeysWithValues: sqlOrder.enumerated().map { ($1, $0) })
        let families = try store.drinkFamilies(drinks.reversed())
        let alone = try drinks.flatMap { try store.drinkFamilies([$0]) }
        #expect(families == alone.sorted { (position[$0.id] ?? .max) < (position[$1.id] ?? .max) })
        #expect(families.map(\.id) == sqlOrder)
        #expect(try store.drinkFamilies().map(\.id) == sqlOrder)
    }
}
