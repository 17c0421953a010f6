import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import LarderMatch
import Testing

/// The stored match archive is served only for the content and version it was written for, with the
/// names `make` shows as SQLite reads them from the catalog's tables.
@Suite struct MatchArchiveStoreTests {
    @Test func servedOnlyForItsContentAndVersion() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        // The compiler stores the catalog compiled for matching: a fresh compile of its rows.
        let compiled = try #require(try CatalogStore.open(at: url).storedMatchArchive(version: MatchCatalog.archiveVersion))
        #expect(try MatchCatalog(archived: compiled) == CatalogStore.open(at: url).matchData().matchCatalog())
        #expect(try CatalogStore.open(at: url).storedMatchArchive(version: 7) == nil)

        // The names it stores, against SQLite's own reading of the tables: every ingredient by id; every recipe
        // by id (those without lines too), each followed by its variants; popularity as json_array_length of
        // the sources plus one for IBA, 0 for a variant, whose kind is its recipe's.
        let names = try MatchCatalog(archived: compiled).names
        let expected = try DatabaseQueue(path: url.path).read { db in
            let ingredients = try Row.fetchAll(db, sql: "SELECT id, name FROM ingredient ORDER BY id").map {
                MatchNames.Ingredient(id: IngredientID($0["id"] as String), name: $0["name"])
            }
            var recipes: [MatchNames.Recipe] = []
            for row in try Row.fetchAll(db, sql: "SELECT id, name, kind, json_array_length(sources) + (iba IS NOT NULL) AS popularity FROM recipe ORDER BY id") {
                let kind = try #require(RecipeKind(rawValue: row["kind"] as String))
                recipes.append(MatchNames.Recipe(id: RecipeID(row["id"] as String), name: row["name"], kind: kind, popularity: row["popularity"]))
                let variants = try Row.fetchAll(db, sql: "SELECT id, name FROM recipe_variant WHERE recipe_id = ?", arguments: [row["id"] as String])
                let sortedVariants = variants.map { (RecipeID($0["id"] as String), $0["name"] as String) }
                for variant in sortedVariants { recipes.append(MatchNames.Recipe(id: variant.0, name: variant.1, kind: kind, popularity: 0)) }
            }
            return MatchNames(ingredients: ingredients, recipes: recipes)
        }
        #expect(names.ingredients == expected.ingredients)
        #expect(names.recipes.map(\.id).sorted() == expected.recipes.map(\.id).sorted())
        #expect(Set(names.recipes) == Set(expected.recipes))
        #expect(!names.ingredients.isEmpty && !names.recipes.isEmpty)

        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "UPDATE match_archive SET version = 7, data = x'010203'")
        }
        try queue.close()
        let stored = try #require(try CatalogStore.open(at: url).storedMatchArchive(version: 7))
        #expect(stored == [1, 2, 3])
        #expect(try CatalogStore.open(at: url).storedMatchArchive(version: 8) == nil)

        // Content changed since (as an update would without refreshing it): the archive no longer describes it.
        let reopened = try DatabaseQueue(path: url.path)
        try reopened.write { db in try db.execute(sql: "UPDATE meta SET value = 'other' WHERE key = 'content_hash'") }
        try reopened.close()
        #expect(try CatalogStore.open(at: url).storedMatchArchive(version: 7) == nil)
    }
}
