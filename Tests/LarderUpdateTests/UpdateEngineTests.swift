import Foundation
import Testing

@testable import LarderUpdate

/// Records updates in memory, as the user database would.
final class MemoryLog: UpdateLog, @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [AppliedUpdate] = []
    var failing = false
    var records: [AppliedUpdate] { lock.withLock { stored } }

    func record(_ record: AppliedUpdate) throws {
        if failing { throw UpdateError.io("history", reason: "read-only") }
        lock.withLock { stored.append(record) }
    }
}

@Suite struct UpdateEngineTests {
    @Test func updatesThroughTheChainAndRecordsIt() throws {
        let feed = try TestFeed()
        let log = MemoryLog()
        let report = try feed.engine(log: log).update()
        #expect(report.fromVersion == 1 && report.toVersion == 3)
        #expect(report.summary.recipesAdded == 2 && report.summary.recipesRemoved == 2 && report.summary.recipesChanged == 2)
        guard case .deltas = report.plan else { Issue.record("expected deltas, got \(report.plan)"); return }
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        #expect(log.records.map(\.toVersion) == [3])
        #expect(log.records.first?.method == .delta)
        #expect(try feed.engine(log: log).update().plan == .upToDate)
        #expect(log.records.count == 1)
    }

    @Test func fallsBackToTheFullCatalog() throws {
        let feed = try TestFeed(deltas: false)
        let report = try feed.engine().update()
        #expect(report.plan == .full(try #require(Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance()).loadIndex().full?.payload)))
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        #expect(try CatalogProbe.integrity(feed.installed) == "ok")
    }

    @Test func checkAndDryRunChangeNothing() throws {
        let feed = try TestFeed()
        let before = try feed.installedBytes()
        let check = try feed.engine().check()
        #expect(check.latestVersion == 3 && check.installed == feed.stamps[0])
        let report = try feed.engine().update(dryRun: true)
        #expect(report.dryRun && report.toVersion == 3 && report.summary.recipesAdded == 2)
        #expect(try feed.installedBytes() == before)
    }

    @Test func reportsProgress() throws {
        let feed = try TestFeed()
        let events = EventRecorder()
        _ = try feed.engine().update(progress: events.record)
        #expect(events.events.contains(.downloading(name: "feed index", received: events.indexSize, total: events.indexSize)))
        #expect(events.events.contains(.applying(name: "delta 2→3", index: 2, count: 2)))
        #expect(events.events.last == .checking)
    }

    @Test func keepsTheUpdateWhenTheHistoryCannotBeWritten() throws {
        let feed = try TestFeed()
        let log = MemoryLog()
        log.failing = true
        let report = try feed.engine(log: log).update()
        #expect(report.historyError != nil)
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
    }
}

/// Collects progress events across threads.
final class EventRecorder: @unchecked Sendable {
    private let lock = NSLock()
    private var stored: [UpdateEvent] = []
    var events: [UpdateEvent] { lock.withLock { stored } }
    var indexSize: Int {
        events.compactMap { event -> Int? in
            if case let .downloading("feed index", received, _) = event { return received }
            return nil
        }.max() ?? -1
    }

    var record: UpdateProgress { { [self] event in lock.withLock { stored.append(event) } } }
}
