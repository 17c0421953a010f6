import Foundation
import LarderCore
import Testing

@testable import LarderUpdate

/// Servers that never stop sending, trickle, bomb or announce impossible sizes: each update fails with
/// one clear limit message and leaves the catalog as it was. Every case is bounded by a cap or a short
/// deadline, not by waiting.
@Suite(.serialized) struct HostileFeedTests {
    @Test func aServerThatStreamsForeverIsCutAtTheIndexCap() throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        server.mode = .streamForever(0x20)
        let before = try feed.installedBytes()
        #expect(throws: UpdateError.limitExceeded("index.json is larger than the 4 MiB limit")) {
            try feed.engine(feed: HTTPFeed(baseURL: server.baseURL)).update()
        }
        #expect(try feed.installedBytes() == before)
    }

    @Test func aServerThatTricklesHitsTheOverallDeadline() throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        // One byte every 100 ms keeps the per-request idle timeout (30 s) from ever firing.
        server.mode = .stall(length: 10_000, interval: 100)
        #expect(throws: UpdateError.limitExceeded("index.json did not arrive within 1 s")) {
            try feed.engine(feed: HTTPFeed(baseURL: server.baseURL, deadline: 1)).update()
        }
    }

    @Test func aDeflateBombIsRefused() throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        // 64 MiB of spaces compress to about 64 KiB.
        let bomb = Deflate.compress(Data(repeating: 0x20, count: 64 << 20))
        #expect(bomb.count < 1 << 20)
        server.mode = .deflateBomb(bomb)
        let error = #expect(throws: UpdateError.self) { try feed.engine(feed: HTTPFeed(baseURL: server.baseURL)).update() }
        // Decoded by the transport, it meets the 4 MiB cap; left encoded, it is not JSON. Never 64 MiB in memory.
        let expected: [UpdateError] = [
            .limitExceeded("index.json is larger than the 4 MiB limit"),
            .malformedDocument("feed index", reason: "not valid JSON"),
        ]
        #expect(error.map { expected.contains($0) } == true, "\(String(describing: error))")
    }

    @Test(arguments: ["9000000000000000000", "99999999999999999999999"])
    func anAnnouncedLengthBeyondTheCapIsRefusedBeforeReading(length: String) throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        server.mode = .announce(length)
        let before = try feed.installedBytes()
        let error = #expect(throws: UpdateError.self) { try feed.engine(feed: HTTPFeed(baseURL: server.baseURL)).update() }
        // A length within 64 bits is refused by the cap before any byte is read. One beyond 64 bits is
        // refused as too large too (curl reads it as past --max-filesize), or, by a transport that cannot
        // parse it, ignored: the empty body is then no feed index. Never a crash, never a write.
        switch error {
        case .limitExceeded("index.json is larger than the 4 MiB limit"): break
        case .malformedDocument("feed index", reason: "not valid JSON"), .downloadIncomplete: #expect(length != "9000000000000000000")
        default: Issue.record("got \(String(describing: error))")
        }
        #expect(try feed.installedBytes() == before)
    }

    @Test func anIndexFileBeyondTheCapIsRefusedFromAFolderToo() throws {
        let feed = try TestFeed()
        let index = feed.feed.appendingPathComponent("index.json")
        try Data(repeating: 0x20, count: FeedLimits.maxIndexBytes + 1).write(to: index)
        #expect(throws: UpdateError.limitExceeded("index.json is larger than the 4 MiB limit")) { try feed.engine().update() }
    }

    @Test(arguments: [9_000_000_000_000_000_000, Int.max, -1])
    func impossibleInflatedSizesAreRefusedBeforeAllocating(size: Int) {
        let payload = Deflate.compress(Data("x".utf8))
        #expect(throws: UpdateError.self) { try Deflate.decompress(payload, expectedSize: size, name: "catalog.z") }
        #expect(throws: UpdateError.self) {
            try Payload.open(payload, size: payload.count, sha256: Digest.sha256(payload), inflatedSize: size, name: "catalog.z")
        }
        #expect(throws: UpdateError.self) {
            try Payload.validateSizes(size: size, inflatedSize: 1, name: "catalog.z")
        }
    }

    @Test func aSignedManifestAnnouncing9e18BytesFailsCleanly() throws {
        let feed = try TestFeed(deltas: false)
        let url = feed.feed.appendingPathComponent("index.json")
        var index = try JSONDecoder().decode(Signed<FeedIndex>.self, from: Data(contentsOf: url)).payload
        guard var full = index.full?.payload else { Issue.record("no full manifest"); return }
        full.catalogSize = 9_000_000_000_000_000_000
        index.full = Signed(full, key: TestKeys.publisher)
        try JSONEncoder().encode(Signed(index, key: TestKeys.publisher)).write(to: url)
        let before = try feed.installedBytes()
        #expect(throws: UpdateError.limitExceeded("full catalog 3 inflated is larger than the 2 GiB limit")) { try feed.engine().update() }
        #expect(try feed.installedBytes() == before)
    }

    @Test func aMissingKeyFileSaysItIsMissing() {
        let path = "/nonexistent-\(UUID().uuidString)/publisher.pub"
        #expect(throws: UpdateError.keyFileUnreadable(path, reason: "no such file")) {
            try SigningKey.PublicKey.load(from: URL(fileURLWithPath: path))
        }
    }

    @Test func aFileThatIsNotAKeyIsStillInvalid() throws {
        let directory = try TemporaryDirectory()
        let file = directory.file("junk.pub")
        try Data("hello".utf8).write(to: file)
        #expect(throws: UpdateError.invalidKey(file.path)) { try SigningKey.PublicKey.load(from: file) }
    }
}
