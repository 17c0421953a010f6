import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import Testing

/// An update's refresh rewrites the main ingredients of the recipes it changed, and leaves the table as a full
/// rebuild of the derived tables would.
struct MainIngredientRefreshTests {
    static func pairs(_ db: Database) throws -> Set<[String]> {
        Set(try Row.fetchAll(db, sql: "SELECT ingredient_id, recipe_id FROM recipe_main_ingredient").map { [$0[0], $0[1]] })
    }

    /// The Gin Fizz's gin cut to 5 ml: 5 of its 30 measured millilitres (the soda tops up, unmeasured) is under a
    /// fifth, so gin is no longer a main line of it; its lemon juice (25 of 30) and the Gin Sour's gin still are.
    @Test func aRefreshRewritesTheChangedRecipesAsAFullRebuildWould() throws {
        let (_, url, folder) = try PrecomputedTests.compiled()
        defer { try? FileManager.default.removeItem(at: folder) }
        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            #expect(try Self.pairs(db).contains(["gin", "gin-fizz"]))
            try db.execute(sql: "UPDATE recipe_line SET ml = 5 WHERE recipe_id = 'gin-fizz' AND ingredient_id = 'gin'")
            try db.execute(sql: "DELETE FROM recipe_line WHERE recipe_id = 'gin-sour' AND ingredient_id = 'lemon-juice'")
            try CatalogIndex.refresh(db, recipes: ["gin-fizz", "gin-sour"], ingredients: [])
            let refreshed = try Self.pairs(db)
            #expect(!refreshed.contains(["gin", "gin-fizz"]))
            #expect(refreshed.contains(["lemon-juice", "gin-fizz"]))
            #expect(refreshed.contains(["gin", "gin-sour"]))
            #expect(!refreshed.contains(["lemon-juice", "gin-sour"]))
            try CatalogIndex.rebuild(db)
            #expect(try Self.pairs(db) == refreshed)
        }
    }
}
