import Foundation
import GRDB
import Testing

@testable import LarderUpdate

/// Every fault is rejected with one error and leaves the installed catalog byte for byte unchanged;
/// the next run against a good feed then succeeds.
@Suite struct UpdateFaultTests {
    func expectRejected(
        _ feed: TestFeed, engine: UpdateEngine? = nil, sourceLocation: SourceLocation = #_sourceLocation,
        _ matches: (UpdateError) -> Bool
    ) throws {
        let before = try feed.installedBytes()
        let error = #expect(throws: UpdateError.self, sourceLocation: sourceLocation) {
            try (engine ?? feed.engine()).update()
        }
        #expect(error.map(matches) == true, "unexpected \(String(describing: error))", sourceLocation: sourceLocation)
        #expect(try feed.installedBytes() == before, sourceLocation: sourceLocation)
        #expect(!FileManager.default.fileExists(atPath: feed.installed.path + ".incoming"), sourceLocation: sourceLocation)
    }

    func rewrite(_ url: URL, _ change: (inout Data) -> Void) throws {
        var data = try Data(contentsOf: url)
        change(&data)
        try data.write(to: url)
    }

    @Test func corruptedDelta() throws {
        let feed = try TestFeed(full: false)
        try rewrite(feed.feed.appendingPathComponent("deltas/2-3.delta")) { $0[$0.count / 2] ^= 0x40 }
        try expectRejected(feed) { $0 == .digestMismatch("delta 2→3") }
    }

    @Test func truncatedDelta() throws {
        let feed = try TestFeed(full: false)
        try rewrite(feed.feed.appendingPathComponent("deltas/1-2.delta")) { $0 = $0.prefix($0.count - 7) }
        try expectRejected(feed) { $0 == .digestMismatch("delta 1→2") }
    }

    @Test func corruptedFullCatalog() throws {
        let feed = try TestFeed(deltas: false)
        try rewrite(feed.feed.appendingPathComponent("full/catalog-3.sqlite.z")) { $0[100] ^= 0x01 }
        try expectRejected(feed) { $0 == .digestMismatch("full catalog 3") }
    }

    @Test func tamperedIndex() throws {
        let feed = try TestFeed()
        try rewrite(feed.feed.appendingPathComponent("index.json")) { data in
            data = Data(String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"size\" : ", with: "\"size\" : 1").utf8)
        }
        try expectRejected(feed) { $0 == .badSignature("feed index") }
    }

    @Test func wrongSignature() throws {
        let feed = try TestFeed()
        let url = feed.feed.appendingPathComponent("index.json")
        var signed = try FeedCoding.decode(Signed<FeedIndex>.self, from: Data(contentsOf: url), name: "i")
        signed.signature = Signed(signed.payload, key: TestKeys.stranger).signature
        try FeedCoding.encode(signed).write(to: url)
        try expectRejected(feed) { $0 == .badSignature("feed index") }
    }

    @Test func unknownKey() throws {
        let feed = try TestFeed()
        let engine = feed.engine(trusted: TrustedKeys([TestKeys.stranger.publicKey]))
        try expectRejected(feed, engine: engine) {
            $0 == .unknownKey("feed index", keyID: TestKeys.publisher.publicKey.keyID)
        }
    }

    @Test func malformedIndex() throws {
        let feed = try TestFeed()
        try Data("{\"payload\": 3".utf8).write(to: feed.feed.appendingPathComponent("index.json"))
        try expectRejected(feed) { $0 == .malformedDocument("feed index", reason: "not valid JSON") }
    }

    @Test func replayedOlderFeedIsADowngrade() throws {
        let feed = try TestFeed()
        _ = try feed.engine().update()
        // An attacker replays a genuinely signed index from the time version 2 was the latest.
        let old = feed.directory.file("old-feed")
        try Publisher(feed: old, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
            .publishDelta(from: feed.directory.file("published-v1.sqlite"), to: feed.directory.file("published-v2.sqlite"))
        try expectRejected(feed, engine: feed.engine(feed: LocalFeed(directory: old))) {
            $0 == .downgrade(installed: 3, offered: 2)
        }
    }

    @Test func wrongBaseCatalogRejectsTheDelta() throws {
        let feed = try TestFeed(full: false)
        // The installed catalog says v1 but its rows are not v1's: the delta's old values conflict.
        let queue = try DatabaseQueue(path: feed.installed.path)
        try queue.write { db in try db.execute(sql: "UPDATE recipe SET name = 'Edited locally' WHERE id = 'r0001'") }
        try queue.close()
        try expectRejected(feed) {
            if case .conflict("delta 1→2", _) = $0 { return true }
            return false
        }
    }

    @Test func unreachableFeedThenRecovery() throws {
        let feed = try TestFeed()
        try expectRejected(feed, engine: feed.engine(feed: LocalFeed(directory: feed.directory.file("nowhere")))) {
            if case .feedUnreachable = $0 { return true }
            return false
        }
        #expect(try feed.engine().update().toVersion == 3)
    }

    @Test func missingDeltaFile() throws {
        let feed = try TestFeed(full: false)
        try FileManager.default.removeItem(at: feed.feed.appendingPathComponent("deltas/2-3.delta"))
        try expectRejected(feed) { $0 == .feedUnreachable(feed.feed.path, reason: "deltas/2-3.delta is missing") }
    }
}
