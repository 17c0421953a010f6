import Foundation
import Testing

@testable import LarderUpdate

@Suite struct DeltaInstallerTests {
    /// The inflated changesets and manifests of the test feed's two deltas.
    func steps(_ feed: TestFeed) throws -> [(manifest: DeltaManifest, changeset: Data)] {
        let index = try Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance()).loadIndex()
        return try index.deltas.map { signed in
            let manifest = signed.payload
            let data = try Data(contentsOf: feed.feed.appendingPathComponent(manifest.file))
            return (manifest, try Deflate.decompress(data, expectedSize: manifest.changesetSize, name: manifest.name))
        }
    }

    func installer(_ feed: TestFeed) -> DeltaInstaller {
        DeltaInstaller(catalog: feed.installed, maintenance: LarderCatalogMaintenance())
    }

    @Test func appliesAChainAndKeepsTheSearchIndexInStep() throws {
        let feed = try TestFeed()
        let summary = try installer(feed).apply(steps(feed), expected: feed.stamps[0])
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        #expect(try CatalogProbe.contentHash(feed.installed) == feed.stamps[2].contentHash)
        #expect(try CatalogProbe.search(feed.installed, "basil") == ["new-a-2", "new-b-3"])
        #expect(try CatalogProbe.search(feed.installed, "r0003").isEmpty)
        #expect(try CatalogProbe.integrity(feed.installed) == "ok")
        #expect(summary.recipesAdded == 2)
        #expect(summary.recipesRemoved == 2)
    }

    @Test func dryRunLeavesTheCatalogUntouched() throws {
        let feed = try TestFeed()
        let before = try feed.installedBytes()
        let summary = try installer(feed).apply(steps(feed), expected: feed.stamps[0], dryRun: true)
        #expect(summary.recipesAdded == 2)
        #expect(try feed.installedBytes() == before)
    }

    @Test func rejectsAReplayedDelta() throws {
        let feed = try TestFeed()
        let steps = try steps(feed)
        try installer(feed).apply([steps[0]], expected: feed.stamps[0])
        let before = try feed.installedBytes()
        #expect(throws: UpdateError.replayed("delta 1→2", installed: 2)) {
            try installer(feed).apply([steps[0]], expected: feed.stamps[1])
        }
        #expect(try feed.installedBytes() == before)
    }

    @Test func rejectsADowngradeDelta() throws {
        let feed = try TestFeed()
        var backwards = try steps(feed)[0]
        (backwards.manifest.fromVersion, backwards.manifest.toVersion) = (2, 1)
        #expect(throws: UpdateError.downgrade(installed: 1, offered: 1)) {
            try DeltaInstaller.validate([backwards.manifest], from: feed.stamps[0])
        }
    }

    @Test func rejectsAWrongBaseDelta() throws {
        let feed = try TestFeed()
        let before = try feed.installedBytes()
        #expect(throws: UpdateError.wrongBase("delta 2→3", expected: 2, installed: 1)) {
            try installer(feed).apply([steps(feed)[1]], expected: feed.stamps[0])
        }
        #expect(try feed.installedBytes() == before)
    }

    @Test func rollsBackWhenTheResultIsNotThePromisedContent() throws {
        let feed = try TestFeed()
        var steps = try steps(feed)
        steps[1].manifest.toContentHash = String(repeating: "f", count: 64)
        let before = try feed.installedBytes()
        let error = #expect(throws: UpdateError.self) { try installer(feed).apply(steps, expected: feed.stamps[0]) }
        guard case .contentMismatch = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try feed.installedBytes() == before)
    }

    @Test func rejectsADeltaWhoseRowsDisagreeWithTheCatalog() throws {
        let feed = try TestFeed()
        // The catalog claims to be v1 but a recipe was edited in place: the changeset conflicts.
        var local = feed.versions[0]
        local.recipes[1].name = "Edited"
        let stamp = try local.write(to: feed.installed)
        var steps = try steps(feed)
        steps[0].manifest.fromContentHash = stamp.contentHash
        let before = try feed.installedBytes()
        let error = #expect(throws: UpdateError.self) { try installer(feed).apply(steps, expected: stamp) }
        guard case .conflict("delta 1→2", _) = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try feed.installedBytes() == before)
    }
}
