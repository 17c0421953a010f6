import Foundation
import GRDB
import LarderCatalog
import LarderCore
import LarderMatch
import Testing

@testable import LarderUpdate

/// A delta update rewrites the stored match catalog inside its transaction (``CatalogIndex/refresh``), so
/// `make` reads it after an update instead of compiling every recipe line until the next full install.
@Suite struct MatchArchiveUpdateTests {
    @Test func aDeltaUpdateLeavesTheStoredMatchCatalogOfTheNewContent() throws {
        let feed = try TestFeed(full: false)
        let old = try #require(try CatalogStore.open(at: feed.installed).storedMatchArchive(version: MatchCatalog.archiveVersion))
        let report = try feed.engine().update()
        #expect(report.toVersion == 3)

        let store = try CatalogStore.open(at: feed.installed)
        // Served: stamped with the updated catalog's content hash and this build's version.
        let stored = try #require(try store.storedMatchArchive(version: MatchCatalog.archiveVersion))
        #expect(stored != old)
        let matcher = try MatchCatalog(archived: stored)
        // Equal to a fresh compile of the updated rows, and byte for byte to what the compiler wrote into
        // the v3 catalog it built from v3's sources (a second, independent path to the same catalog).
        #expect(matcher == (try store.matchData().matchCatalog()))
        let published = try #require(
            try CatalogStore.open(at: feed.directory.file("published-v3.sqlite")).storedMatchArchive(version: MatchCatalog.archiveVersion))
        #expect(stored == published)

        // By hand, from TestCatalog.edited twice: r0003 and r0004 are gone, r0002 also needs sugar, the
        // two basil smashes are new; with gin and lime juice every other drink is makeable.
        let result = matcher.match(Inventory(owned: ["gin", "lime-juice"]), options: MatchOptions(maxMissing: 1, parallel: false))
        let makeable = Set(result.makeable.map { matcher.recipeID(of: $0) })
        let missingOne = Set(result.missingOne.map { matcher.recipeID(of: $0) })
        #expect(makeable == Set((0..<20).filter { ![2, 3, 4].contains($0) }.map { RecipeID(String(format: "r%04d", $0)) }))
        #expect(missingOne == ["r0002", "new-a-2", "new-b-3"])
        #expect(!matcher.contains(RecipeID("r0003")) && !matcher.contains(RecipeID("r0004")))
    }
}
