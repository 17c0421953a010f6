import Foundation
import Testing

@testable import LarderUpdate

@Suite struct UpdatePlannerTests {
    func index(_ feed: TestFeed) throws -> FeedIndex {
        try Publisher(feed: feed.feed, key: TestKeys.publisher, maintenance: LarderCatalogMaintenance()).loadIndex()
    }

    @Test func chainsDeltasFromTheInstalledVersion() throws {
        let feed = try TestFeed()
        let plan = try UpdatePlanner.plan(index: index(feed), installed: feed.stamps[0], trusted: TestKeys.trusted)
        guard case let .deltas(chain) = plan else { Issue.record("expected deltas, got \(plan)"); return }
        #expect(chain.map(\.fromVersion) == [1, 2])
        #expect(chain.last?.toContentHash == feed.stamps[2].contentHash)
    }

    @Test func upToDateAtTheLatestVersion() throws {
        let feed = try TestFeed()
        #expect(try UpdatePlanner.plan(index: index(feed), installed: feed.stamps[2], trusted: TestKeys.trusted) == .upToDate)
    }

    @Test func fallsBackToTheFullCatalogWithoutAChain() throws {
        let feed = try TestFeed()
        var index = try index(feed)
        index.deltas.removeFirst()
        let plan = try UpdatePlanner.plan(index: index, installed: feed.stamps[0], trusted: TestKeys.trusted)
        #expect(plan == .full(index.full!.payload))
    }

    @Test func fallsBackToTheFullCatalogWhenTheInstalledContentDiffers() throws {
        let feed = try TestFeed()
        let local = CatalogStamp(version: 1, contentHash: "locally-modified")
        let plan = try UpdatePlanner.plan(index: index(feed), installed: local, trusted: TestKeys.trusted)
        guard case .full = plan else { Issue.record("expected full, got \(plan)"); return }
    }

    @Test func refusesAnOlderFeed() throws {
        let feed = try TestFeed()
        let future = CatalogStamp(version: 9, contentHash: "x")
        #expect(throws: UpdateError.downgrade(installed: 9, offered: 3)) {
            try UpdatePlanner.plan(index: index(feed), installed: future, trusted: TestKeys.trusted)
        }
    }

    @Test func namesTheWrongBaseWithoutAFullCatalog() throws {
        let feed = try TestFeed(full: false)
        let local = CatalogStamp(version: 1, contentHash: "locally-modified")
        #expect(throws: UpdateError.wrongBase("delta 1→2", expected: 1, installed: 1)) {
            try UpdatePlanner.plan(index: index(feed), installed: local, trusted: TestKeys.trusted)
        }
    }

    @Test func reportsNoPathWhenNothingReachesTheLatest() throws {
        let feed = try TestFeed(full: false)
        var index = try index(feed)
        index.deltas.removeFirst()
        #expect(throws: UpdateError.noUpdatePath(from: 1, to: 3)) {
            try UpdatePlanner.plan(index: index, installed: feed.stamps[0], trusted: TestKeys.trusted)
        }
    }

    @Test func refusesATamperedManifestInTheChain() throws {
        let feed = try TestFeed()
        var index = try index(feed)
        index.deltas[1].payload.sha256 = String(repeating: "0", count: 64)
        #expect(throws: UpdateError.badSignature("delta 2→3 manifest")) {
            try UpdatePlanner.plan(index: index, installed: feed.stamps[0], trusted: TestKeys.trusted)
        }
    }
}
