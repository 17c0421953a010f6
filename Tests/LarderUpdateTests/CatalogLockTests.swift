import Foundation
import GRDB
import Testing

@testable import LarderUpdate

/// Staging files and journals belong to the process holding the catalog lock: another process's start
/// no longer deletes a live update's `.incoming` file, a second update is refused clearly, and a killed
/// writer's journal is rolled back into the old catalog before anything is renamed over it.
@Suite struct CatalogLockTests {
    @Test func recoveryLeavesALiveUpdatesStagingFileAlone() throws {
        let feed = try TestFeed()
        let staging = feed.installed.path + ".incoming"
        try Data("being written by another update".utf8).write(to: URL(fileURLWithPath: staging))
        let lock = try CatalogLock.acquire(feed.installed)
        #expect(try CatalogRecovery.recover(feed.installed) == .busy)
        #expect(FileManager.default.fileExists(atPath: staging), "the live update's file is untouched")
        lock.release()
        #expect(try CatalogRecovery.recover(feed.installed) == .recovered(removedStaging: true, rolledBackJournal: false))
        #expect(!FileManager.default.fileExists(atPath: staging), "a dead update's file is removed")
        #expect(try CatalogRecovery.recover(feed.installed) == .clean)
    }

    @Test func aSecondUpdateIsRefusedAsBusyNotDatabaseLocked() throws {
        let feed = try TestFeed()
        let lock = try CatalogLock.acquire(feed.installed)
        let before = try feed.installedBytes()
        #expect(throws: UpdateError.busy(feed.installed.path)) { try feed.engine().update() }
        #expect(UpdateError.busy("/d/catalog.sqlite").description
            == "another update or install of /d/catalog.sqlite is running; try again when it has finished")
        #expect(try feed.installedBytes() == before)
        lock.release()
        #expect(try feed.engine().update().toVersion == 3, "it runs once the other has finished")
    }

    @Test func aHotJournalIsRolledBackIntoTheOldCatalog() throws {
        let feed = try TestFeed(recipes: 200)
        let v1Hash = try CatalogProbe.contentHash(feed.installed)
        #expect(try CrashState.leaveHotJournal(at: feed.installed), "pages of the transaction reached the file")
        #expect(try CatalogRecovery.recover(feed.installed) == .recovered(removedStaging: false, rolledBackJournal: true))
        #expect(!FileManager.default.fileExists(atPath: feed.installed.path + "-journal"))
        #expect(try integrity(feed.installed) == "ok")
        #expect(try CatalogProbe.contentHash(feed.installed) == v1Hash, "exactly v1 again")
    }

    @Test func aFullUpdateOverAHotJournalInstallsAnIntactNewCatalog() throws {
        let feed = try TestFeed(recipes: 200, deltas: false)
        #expect(try CrashState.leaveHotJournal(at: feed.installed))
        #expect(try feed.engine().update().toVersion == 3)
        #expect(!FileManager.default.fileExists(atPath: feed.installed.path + "-journal"))
        #expect(try integrity(feed.installed) == "ok")
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        #expect(try CatalogProbe.contentHash(feed.installed) == feed.stamps[2].contentHash)
    }

    private func integrity(_ url: URL) throws -> String? {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { try String.fetchOne($0, sql: "PRAGMA integrity_check") }
    }
}

/// A full-catalog update while other `larder` commands start (each running recovery first): before,
/// every start deleted the update's `.incoming` file and the update failed (15 of 15 tries).
@Suite struct UpdateWithOtherCommandsTests {
    @Test func aFullUpdateSucceedsWhileOtherStartsRunRecovery() throws {
        let feed = try TestFeed(recipes: 1_000, deltas: false)
        let engine = feed.engine()
        let result = UpdateResult()
        let finished = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            result.set(Result { try engine.update().toVersion })
            finished.signal()
        }
        var starts = 0
        var sawBusy = false
        while finished.wait(timeout: .now()) == .timedOut {
            // What every other command does on start.
            if try CatalogRecovery.recover(feed.installed) == .busy { sawBusy = true }
            starts += 1
        }
        #expect(try result.get() == 3)
        #expect(starts > 0)
        #expect(sawBusy, "recovery ran while the update held the lock, and left it alone")
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
    }
}

/// The outcome of an update run on another thread.
final class UpdateResult: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Result<Int, any Error>?

    func set(_ result: Result<Int, any Error>) { lock.withLock { value = result } }

    func get() throws -> Int? { try lock.withLock { value }?.get() }
}
