import Foundation
import Testing

@testable import LarderUpdate

/// Deterministic crashes: the update probe kills itself (SIGKILL) at one named step
/// (`LARDER_FAULT`, debug builds), then the next run's recovery must find exactly the old or exactly
/// the new catalog, intact, and the test names the recovery branch that ran.
@Suite(.serialized) struct UpdateFaultPointTests {
    var probe: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("larder-update-probe")
    }

    /// Runs the probe with `LARDER_FAULT=point` and returns whether it died of SIGKILL.
    func crash(_ feed: TestFeed, at point: FaultPoint) throws -> Bool {
        try #require(FileManager.default.isExecutableFile(atPath: probe.path), "larder-update-probe is not built")
        let key = feed.directory.file("trusted.pub")
        if !FileManager.default.fileExists(atPath: key.path) { try TestKeys.publisher.publicKey.write(to: key) }
        let process = Process()
        process.executableURL = probe
        process.arguments = [feed.installed.path, feed.feed.path, key.path]
        process.environment = ProcessInfo.processInfo.environment.merging(["LARDER_FAULT": point.rawValue]) { $1 }
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        return process.terminationReason == .uncaughtSignal && process.terminationStatus == SIGKILL
    }

    func expectIntact(_ feed: TestFeed, version: Int) throws {
        #expect(try CatalogProbe.integrity(feed.installed) == "ok")
        let stamp = try CatalogProbe.stamp(feed.installed)
        #expect(stamp == feed.stamps[version - 1], "expected exactly version \(version)")
        #expect(try CatalogProbe.contentHash(feed.installed) == stamp.contentHash)
    }

    @Test func killedMidTransactionWithPagesWrittenRollsBackToTheOldCatalog() throws {
        let feed = try TestFeed(recipes: 400, full: false)
        let before = try feed.installedBytes()
        #expect(try crash(feed, at: .midTransaction))
        #expect(FileManager.default.fileExists(atPath: feed.installed.path + "-journal"), "a hot journal was left")
        #expect(try feed.installedBytes() != before, "changed pages had reached the catalog file")
        #expect(try CatalogRecovery.recover(feed.installed) == .recovered(removedStaging: false, rolledBackJournal: true))
        try expectIntact(feed, version: 1)
        #expect(try feed.installedBytes() == before, "byte for byte the old catalog")
        #expect(try feed.engine().update().toVersion == 3)
    }

    @Test func killedBeforeCommitRollsBackToTheOldCatalog() throws {
        let feed = try TestFeed(recipes: 400, full: false)
        #expect(try crash(feed, at: .beforeCommit))
        #expect(FileManager.default.fileExists(atPath: feed.installed.path + "-journal"))
        #expect(try CatalogRecovery.recover(feed.installed) == .recovered(removedStaging: false, rolledBackJournal: true))
        try expectIntact(feed, version: 1)
    }

    @Test func killedAfterCommitKeepsTheNewCatalogAndNeedsNoRecovery() throws {
        let feed = try TestFeed(recipes: 100, full: false)
        #expect(try crash(feed, at: .afterCommit))
        #expect(try CatalogRecovery.recover(feed.installed) == .clean)
        try expectIntact(feed, version: 3)
        #expect(try feed.engine().update().plan == .upToDate)
    }

    @Test func fullInstallKilledAfterStagingRemovesTheStagingFile() throws {
        let feed = try TestFeed(recipes: 100, deltas: false)
        let before = try feed.installedBytes()
        #expect(try crash(feed, at: .afterStage))
        #expect(FileManager.default.fileExists(atPath: feed.installed.path + ".incoming"), "the staged catalog was left")
        #expect(try CatalogRecovery.recover(feed.installed) == .recovered(removedStaging: true, rolledBackJournal: false))
        #expect(!FileManager.default.fileExists(atPath: feed.installed.path + ".incoming"))
        try expectIntact(feed, version: 1)
        #expect(try feed.installedBytes() == before)
    }

    @Test func fullInstallKilledJustBeforeTheRenameKeepsTheOldCatalog() throws {
        let feed = try TestFeed(recipes: 100, deltas: false)
        #expect(try crash(feed, at: .duringRename))
        #expect(try CatalogRecovery.recover(feed.installed) == .recovered(removedStaging: true, rolledBackJournal: false))
        try expectIntact(feed, version: 1)
    }

    @Test func fullInstallKilledAfterTheRenameHasTheNewCatalog() throws {
        let feed = try TestFeed(recipes: 100, deltas: false)
        #expect(try crash(feed, at: .afterCommit))
        #expect(!FileManager.default.fileExists(atPath: feed.installed.path + ".incoming"))
        #expect(try CatalogRecovery.recover(feed.installed) == .clean)
        try expectIntact(feed, version: 3)
    }
}
