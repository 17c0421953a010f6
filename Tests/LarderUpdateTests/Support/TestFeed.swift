import Foundation
import LarderUpdate

/// The fixed test key pair: a constant seed, so tests need no key files.
enum TestKeys {
    static let publisher = try! SigningKey(seed: Data(repeating: 7, count: 32))
    static let stranger = try! SigningKey(seed: Data(repeating: 9, count: 32))
    static var trusted: TrustedKeys { TrustedKeys([publisher.publicKey]) }
}

/// A feed with catalogs v1 → v2 → v3 published as deltas, plus the full v3; the user has v1 installed.
struct TestFeed {
    let directory: TemporaryDirectory
    let versions: [TestCatalog]
    let stamps: [CatalogStamp]
    let installed: URL
    var feed: URL { directory.file("feed") }

    init(recipes: Int = 20, full: Bool = true, deltas: Bool = true) throws {
        directory = try TemporaryDirectory()
        let v1 = TestCatalog.sample(version: 1, count: recipes)
        let v2 = v1.edited()
        let v3 = v2.edited(tag: "b")
        versions = [v1, v2, v3]
        var stamps: [CatalogStamp] = []
        for catalog in versions {
            stamps.append(try catalog.write(to: directory.file("published-v\(catalog.version).sqlite")))
        }
        self.stamps = stamps
        let publisher = Publisher(feed: directory.file("feed"), key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
        if deltas {
            try publisher.publishDelta(from: directory.file("published-v1.sqlite"), to: directory.file("published-v2.sqlite"))
            try publisher.publishDelta(from: directory.file("published-v2.sqlite"), to: directory.file("published-v3.sqlite"))
        }
        if full { try publisher.publishFull(directory.file("published-v3.sqlite")) }
        installed = directory.file("catalog.sqlite")
        try FileManager.default.copyItem(at: directory.file("published-v1.sqlite"), to: installed)
    }

    func engine(feed source: (any FeedSource)? = nil, trusted: TrustedKeys = TestKeys.trusted, log: (any UpdateLog)? = nil)
        -> UpdateEngine
    {
        UpdateEngine(
            catalog: installed, feed: source ?? LocalFeed(directory: feed), trusted: trusted,
            maintenance: LarderCatalogMaintenance(), log: log)
    }

    func installedBytes() throws -> Data { try Data(contentsOf: installed) }
}
