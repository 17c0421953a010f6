import Foundation
import GRDB
import LarderKit
import Testing

/// The match catalog the compiler stores (and the installer keeps) is the one compiled from the catalog's rows, and `make` and
/// `buy-next` answer the same from either.
@Suite struct MatchArchiveSessionTests {
    @Test func installedArchiveIsTheCatalogCompiledFromItsRows() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        _ = try fixture.session.catalog()
        let store = try CatalogStore.open(at: fixture.session.paths.catalog)
        let stored = try #require(try store.storedMatchArchive(version: MatchCatalog.archiveVersion))
        let fromRows = try BarCatalog(store.matchData()).matcher
        #expect(try MatchCatalog(archived: stored) == fromRows)
        #expect(try store.storedMatchArchive(version: MatchCatalog.archiveVersion + 1) == nil)
    }

    @Test func makeAndBuyNextAnswerTheSameWithoutTheArchive() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        // A data directory holding the compiled catalog without its archive: the session compiles it.
        let plainFolder = fixture.folder.appendingPathComponent("plain")
        try FileManager.default.createDirectory(at: plainFolder, withIntermediateDirectories: true)
        let bundled = fixture.folder.appendingPathComponent("bundled.sqlite")
        try FileManager.default.copyItem(at: bundled, to: plainFolder.appendingPathComponent("catalog.sqlite"))
        let queue = try DatabaseQueue(path: plainFolder.appendingPathComponent("catalog.sqlite").path)
        try queue.write { db in try db.execute(sql: "DELETE FROM match_archive") }
        try queue.close()
        let plain = LarderSession(paths: LarderPaths(dataDirectory: plainFolder, bundledCatalogCandidates: [bundled]))
        #expect(try CatalogStore.open(at: plain.paths.catalog).storedMatchArchive(version: MatchCatalog.archiveVersion) == nil)

        for session in [fixture.session, plain] {
            _ = try session.addToInventory(["gin", "campari", "sweet vermouth", "white rum", "lime juice"])
        }
        // By hand (as in ScopeTests): the Negroni and the Daiquiri are makeable, nothing else.
        #expect(Set(try fixture.session.make(MakeRequest(maxMissing: 0)).map(\.recipe.id)) == ["negroni", "daiquiri"])
        for missing in 0...2 {
            for sort in MakeSort.allCases {
                let request = MakeRequest(maxMissing: missing, sort: sort)
                #expect(try fixture.session.make(request) == plain.make(request))
            }
        }
        #expect(try fixture.session.buyNext(count: 3, top: 10) == plain.buyNext(count: 3, top: 10))
    }
}
