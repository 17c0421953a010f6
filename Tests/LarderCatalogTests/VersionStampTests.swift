import CatalogTestSupport
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import Testing

/// Opening a catalog checks its version stamp (`meta.version`): a file without one is
/// ``CatalogError/damaged(path:reason:)`` when opened by path and when wrapped around a reader.
@Suite struct VersionStampTests {
    /// A compiled fixture catalog changed by `sql`, and its folder.
    private func catalog(_ sql: String?) throws -> (URL, URL) {
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(Fixture.sources, to: url)
        if let sql {
            let raw = try DatabaseQueue(path: url.path)
            try raw.write { try $0.execute(sql: sql) }
            try raw.close()
        }
        return (url, folder)
    }

    @Test func aStampedCatalogOpensAndReads() throws {
        let (url, folder) = try catalog(nil)
        defer { try? FileManager.default.removeItem(at: folder) }
        let store = try CatalogStore.open(at: url)
        // The fixture's Negroni, as Fixture.sources spells it.
        #expect(try store.recipe("negroni").summary.name == "Negroni")
        #expect(try CatalogStore(DatabaseQueue(path: url.path), path: url.path).recipe("negroni").summary.name == "Negroni")
    }

    @Test func noVersionStampIsDamage() throws {
        let (url, folder) = try catalog("DELETE FROM meta WHERE key = 'version'")
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(throws: CatalogError.damaged(path: url.path, reason: "no version stamp")) { try CatalogStore.open(at: url) }
        #expect(throws: CatalogError.damaged(path: url.path, reason: "no version stamp")) {
            try CatalogStore(DatabaseQueue(path: url.path), path: url.path)
        }
    }

    @Test func noMetaTableIsDamageNamingIt() throws {
        let (url, folder) = try catalog("DROP TABLE meta")
        defer { try? FileManager.default.removeItem(at: folder) }
        // SQLite's own message for the missing table.
        #expect(throws: CatalogError.damaged(path: url.path, reason: "no such table: meta")) { try CatalogStore.open(at: url) }
    }
}
