import Foundation
import Testing

@testable import LarderUpdate

/// Updates over HTTP from a server on 127.0.0.1, including its failures.
@Suite struct HTTPFeedTests {
    @Test func updatesOverHTTPWithProgress() throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        let events = EventRecorder()
        let report = try feed.engine(feed: HTTPFeed(baseURL: server.baseURL)).update(progress: events.record)
        #expect(report.toVersion == 3)
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        #expect(events.indexSize > 0)
    }

    @Test func serverErrorThenRecovery() throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        server.mode = .status(503)
        let before = try feed.installedBytes()
        let engine = feed.engine(feed: HTTPFeed(baseURL: server.baseURL))
        #expect(throws: UpdateError.httpStatus(server.baseURL.appendingPathComponent("index.json").absoluteString, status: 503)) {
            try engine.update()
        }
        #expect(try feed.installedBytes() == before)
        server.mode = .serve
        #expect(try engine.update().toVersion == 3)
    }

    @Test func downloadCutMidwayThenRecovery() throws {
        let feed = try TestFeed(recipes: 300, deltas: false)
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        let engine = feed.engine(feed: HTTPFeed(baseURL: server.baseURL))
        let indexSize = try Data(contentsOf: feed.feed.appendingPathComponent("index.json")).count
        server.mode = .cutAfter(indexSize)
        let before = try feed.installedBytes()
        let error = #expect(throws: UpdateError.self) { try engine.update() }
        #expect(error == .downloadIncomplete("full/catalog-3.sqlite.z"))
        #expect(try feed.installedBytes() == before)
        server.mode = .serve
        #expect(try engine.update().toVersion == 3)
    }

    @Test func missingFileIsAnHTTPError() throws {
        let feed = try TestFeed(full: false)
        try FileManager.default.removeItem(at: feed.feed.appendingPathComponent("deltas/1-2.delta"))
        let server = try LoopbackServer(root: feed.feed)
        defer { server.stop() }
        let before = try feed.installedBytes()
        #expect(throws: UpdateError.httpStatus(server.baseURL.appendingPathComponent("deltas/1-2.delta").absoluteString, status: 404)) {
            try feed.engine(feed: HTTPFeed(baseURL: server.baseURL)).update()
        }
        #expect(try feed.installedBytes() == before)
    }

    @Test func unreachableServer() throws {
        let feed = try TestFeed()
        let server = try LoopbackServer(root: feed.feed)
        let url = server.baseURL
        server.stop()
        let before = try feed.installedBytes()
        let error = #expect(throws: UpdateError.self) { try feed.engine(feed: HTTPFeed(baseURL: url, timeout: 5)).update() }
        guard case .feedUnreachable = error else { Issue.record("got \(String(describing: error))"); return }
        #expect(try feed.installedBytes() == before)
    }

    @Test func feedLocationChoosesTheTransport() throws {
        #expect(try feedSource(for: "http://127.0.0.1:1/feed/") is HTTPFeed)
        #expect(try feedSource(for: "HTTPS://example.org/feed/") is HTTPFeed)
        #expect(try feedSource(for: "/srv/feed") is LocalFeed)
        #expect(try feedSource(for: "relative/feed") is LocalFeed)
    }

    @Test(arguments: ["ftp://example.org/feed", "file:///srv/feed", "file:/srv/feed", "gopher://x/"])
    func otherSchemesAreRefusedNotReadAsFolders(location: String) {
        #expect(throws: UpdateError.unsupportedFeed(location)) { try feedSource(for: location) }
    }
}
