import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
import LarderMatch
import Testing

/// The stored match archive is served only for the content and version it was written for, with the
/// names `make` shows read as ``CatalogStore/matchData()`` reads them.
@Suite struct MatchArchiveStoreTests {
    @Test func servedOnlyForItsContentAndVersion() throws {
        let folder = try Fixture.temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: folder) }
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        // The compiler stores the catalog compiled for matching: a fresh compile of its rows.
        let compiled = try #require(try CatalogStore.open(at: url).storedMatchArchive(version: MatchCatalog.archiveVersion))
        #expect(try MatchCatalog(archived: compiled.archive) == CatalogStore.open(at: url).matchData().matchCatalog())
        #expect(try CatalogStore.open(at: url).storedMatchArchive(version: 7) == nil)

        let queue = try DatabaseQueue(path: url.path)
        try queue.write { db in
            try db.execute(sql: "UPDATE match_archive SET version = 7, data = x'010203'")
        }
        try queue.close()
        let stored = try #require(try CatalogStore.open(at: url).storedMatchArchive(version: 7))
        #expect(stored.archive == [1, 2, 3])
        #expect(try CatalogStore.open(at: url).storedMatchArchive(version: 8) == nil)

        // The names against the rows matchData reads (a second reader of the same tables).
        let data = try CatalogStore.open(at: url).matchData()
        #expect(stored.names.ingredients.map(\.id) == data.ingredients.map(\.id))
        #expect(stored.names.ingredients.map(\.name) == data.ingredients.map(\.name))
        #expect(stored.names.recipes.map(\.id) == data.recipes.map(\.id))
        for (named, recipe) in zip(stored.names.recipes, data.recipes) {
            #expect(named.name == recipe.name && named.kind == recipe.kind)
            #expect(named.isIBA == (recipe.iba != nil) && named.sourceCount == recipe.sources.count)
            #expect(named.variants.map(\.id) == recipe.variants.map(\.id) && named.variants.map(\.name) == recipe.variants.map(\.name))
        }

        // Content changed since (as an update would without refreshing it): the archive no longer describes it.
        let reopened = try DatabaseQueue(path: url.path)
        try reopened.write { db in try db.execute(sql: "UPDATE meta SET value = 'other' WHERE key = 'content_hash'") }
        try reopened.close()
        #expect(try CatalogStore.open(at: url).storedMatchArchive(version: 7) == nil)
    }
}
