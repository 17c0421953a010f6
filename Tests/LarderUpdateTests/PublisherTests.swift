import Foundation
import GRDB
import Testing

@testable import LarderUpdate

@Suite struct PublisherTests {
    @Test func writesASignedIndexListingDeltasAndTheFullCatalog() throws {
        let feed = try TestFeed()
        let data = try Data(contentsOf: feed.feed.appendingPathComponent("index.json"))
        let signed = try FeedCoding.decode(Signed<FeedIndex>.self, from: data, name: "index")
        let index = try signed.verified(by: TestKeys.trusted, name: "index")
        #expect(index.latestVersion == 3)
        #expect(index.latestContentHash == feed.stamps[2].contentHash)
        #expect(index.deltas.map { "\($0.payload.fromVersion)-\($0.payload.toVersion)" } == ["1-2", "2-3"])
        #expect(index.full?.payload.version == 3)
        for delta in index.deltas {
            let file = try Data(contentsOf: feed.feed.appendingPathComponent(delta.payload.file))
            #expect(Digest.sha256(file) == delta.payload.sha256)
            #expect(file.count == delta.payload.size)
            let standalone = try Data(contentsOf: feed.feed.appendingPathComponent("deltas/\(delta.payload.fromVersion)-\(delta.payload.toVersion).json"))
            #expect(try FeedCoding.decode(Signed<DeltaManifest>.self, from: standalone, name: "m").verified(by: TestKeys.trusted, name: "m") == delta.payload)
        }
    }

    @Test func deltaIsSmallerThanTheFullCatalog() throws {
        let feed = try TestFeed(recipes: 1_000)
        let index = try Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance()).loadIndex()
        let full = try #require(index.full?.payload.size)
        #expect(index.deltas.allSatisfy { $0.payload.size * 20 < full })
    }

    @Test func backfillsDeltasAfterTheFullCatalogAndRefusesAnOlderFull() throws {
        let feed = try TestFeed(full: false, deltas: false)
        let publisher = Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
        try publisher.publishFull(feed.directory.file("published-v3.sqlite"))
        try publisher.publishDelta(from: feed.directory.file("published-v1.sqlite"), to: feed.directory.file("published-v2.sqlite"))
        try publisher.publishDelta(from: feed.directory.file("published-v2.sqlite"), to: feed.directory.file("published-v3.sqlite"))
        let index = try publisher.loadIndex()
        #expect(index.latestVersion == 3 && index.deltas.count == 2)
        #expect(throws: UpdateError.unsupported("the feed already offers version 3; a full catalog must be the latest")) {
            try publisher.publishFull(feed.directory.file("published-v2.sqlite"))
        }
        guard case .deltas = try feed.engine().update().plan else { Issue.record("expected the delta chain"); return }
    }

    @Test func refusesADeltaThatDoesNotMoveForward() throws {
        let feed = try TestFeed()
        let publisher = Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
        #expect(throws: UpdateError.unsupported("version 1 is not newer than version 2")) {
            try publisher.publishDelta(from: feed.directory.file("published-v2.sqlite"), to: feed.directory.file("published-v1.sqlite"))
        }
    }

    @Test func refusesACatalogWhoseRecordedHashIsWrong() throws {
        let feed = try TestFeed()
        let forged = feed.directory.file("forged.sqlite")
        try feed.versions[2].edited().write(to: forged)
        let queue = try DatabaseQueue(path: forged.path)
        try queue.write { db in try db.execute(sql: "UPDATE recipe SET name = 'Changed behind the hash' WHERE id = 'r0000'") }
        try queue.close()
        let publisher = Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
        #expect(throws: UpdateError.unsupported("forged.sqlite: its recorded content hash is not its content's")) {
            try publisher.publishDelta(from: feed.directory.file("published-v3.sqlite"), to: forged)
        }
    }

    @Test func refusesAnIndexSignedByAnotherKey() throws {
        let feed = try TestFeed()
        let publisher = Publisher(feed: feed.feed, key: TestKeys.stranger, maintenance: LarderCatalogMaintenance())
        let error = #expect(throws: UpdateError.self) { try publisher.loadIndex() }
        guard case .unknownKey = error else { Issue.record("got \(String(describing: error))"); return }
    }
}
