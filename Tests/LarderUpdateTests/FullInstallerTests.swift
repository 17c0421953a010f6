import Foundation
import Testing

@testable import LarderUpdate

@Suite struct FullInstallerTests {
    func fullCatalog(_ feed: TestFeed) throws -> (FullCatalogManifest, Data) {
        let index = try Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance()).loadIndex()
        let manifest = try #require(index.full?.payload)
        let data = try Data(contentsOf: feed.feed.appendingPathComponent(manifest.file))
        return (manifest, try Deflate.decompress(data, expectedSize: manifest.catalogSize, name: manifest.name))
    }

    @Test func replacesTheCatalogAndReportsTheChanges() throws {
        let feed = try TestFeed()
        let (manifest, database) = try fullCatalog(feed)
        let installer = FullInstaller(catalog: feed.installed, maintenance: LarderCatalogMaintenance())
        let summary = try installer.install(database, manifest: manifest, installed: feed.stamps[0])
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        #expect(summary == ChangeSummary(recipesAdded: 2, recipesChanged: 2, recipesRemoved: 2, rowsChanged: summary.rowsChanged))
        #expect(!FileManager.default.fileExists(atPath: installer.stagingFile.path))
    }

    @Test func refusesAnOlderCatalog() throws {
        let feed = try TestFeed()
        let (manifest, database) = try fullCatalog(feed)
        let installer = FullInstaller(catalog: feed.installed, maintenance: LarderCatalogMaintenance())
        #expect(throws: UpdateError.downgrade(installed: 4, offered: 3)) {
            try installer.install(database, manifest: manifest, installed: CatalogStamp(version: 4, contentHash: "x"))
        }
    }

    @Test func refusesAFileThatIsNotThePromisedCatalog() throws {
        let feed = try TestFeed()
        let (manifest, _) = try fullCatalog(feed)
        let other = try Data(contentsOf: feed.directory.file("published-v2.sqlite"))
        let before = try feed.installedBytes()
        let installer = FullInstaller(catalog: feed.installed, maintenance: LarderCatalogMaintenance())
        let error = #expect(throws: UpdateError.self) {
            try installer.install(other, manifest: manifest, installed: feed.stamps[0])
        }
        guard case .contentMismatch = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try feed.installedBytes() == before)
        #expect(!FileManager.default.fileExists(atPath: installer.stagingFile.path))
    }

    @Test func dryRunStagesNothingPermanent() throws {
        let feed = try TestFeed()
        let (manifest, database) = try fullCatalog(feed)
        let before = try feed.installedBytes()
        let installer = FullInstaller(catalog: feed.installed, maintenance: LarderCatalogMaintenance())
        let summary = try installer.install(database, manifest: manifest, installed: feed.stamps[0], dryRun: true)
        #expect(summary.recipesAdded == 2)
        #expect(try feed.installedBytes() == before)
        #expect(!FileManager.default.fileExists(atPath: installer.stagingFile.path))
    }
}
