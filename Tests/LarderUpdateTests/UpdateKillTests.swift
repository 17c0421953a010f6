import Foundation
import LarderCore
import Testing

@testable import LarderUpdate

#if canImport(Glibc)
    import Glibc
#endif

/// SIGKILL an update at random moments, many times: the catalog must always open, pass
/// `PRAGMA integrity_check`, and be exactly the old or exactly the new version; the next run succeeds.
@Suite(.serialized) struct UpdateKillTests {
    /// The helper executable, built beside the test bundle.
    var probe: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("larder-update-probe")
    }

    struct Outcome {
        var old = 0
        var new = 0
        /// Kills that left a hot journal (an interrupted transaction) for the next open to roll back.
        var midTransaction = 0
    }

    func killLoop(feed: TestFeed, runs: Int) throws -> Outcome {
        try #require(FileManager.default.isExecutableFile(atPath: probe.path), "larder-update-probe is not built")
        let pristine = feed.directory.file("pristine.sqlite")
        try FileManager.default.copyItem(at: feed.installed, to: pristine)
        let keyFile = feed.directory.file("trusted.pub")
        try TestKeys.publisher.publicKey.write(to: keyFile)
        // One uninterrupted run measures how long an update takes here.
        let started = Date()
        try runProbe(feed: feed, key: keyFile, killAfter: nil)
        let duration = Date().timeIntervalSince(started)
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])

        // Seeded, so a failing run's kill instants can be replayed: LARDER_KILL_SEED=<seed> swift test …
        let seed = ProcessInfo.processInfo.environment["LARDER_KILL_SEED"].flatMap { UInt64($0) } ?? 0x1A4D_E2
        var generator = SplitMix64(seed: seed)
        var outcome = Outcome()
        for run in 0..<runs {
            try replace(feed.installed, with: pristine)
            // The first run is killed at once, the last never; the rest at a random instant.
            let delay: TimeInterval? =
                run == 0 ? 0 : run == runs - 1 ? nil : Double.random(in: 0...(duration * 1.2), using: &generator)
            try runProbe(feed: feed, key: keyFile, killAfter: delay)
            if FileManager.default.fileExists(atPath: feed.installed.path + "-journal") { outcome.midTransaction += 1 }
            #expect(try CatalogProbe.integrity(feed.installed) == "ok")
            let stamp = try CatalogProbe.stamp(feed.installed)
            #expect(try CatalogProbe.contentHash(feed.installed) == stamp.contentHash)
            switch stamp {
            case feed.stamps[0]: outcome.old += 1
            case feed.stamps[2]: outcome.new += 1
            default: Issue.record("run \(run) (seed \(seed)): catalog is neither the old nor the new version: \(stamp)")
            }
        }
        // After the last kill, the next run completes.
        try replace(feed.installed, with: pristine)
        try runProbe(feed: feed, key: keyFile, killAfter: 0.0)
        #expect(try feed.engine().update().toVersion == 3)
        #expect(try CatalogProbe.stamp(feed.installed) == feed.stamps[2])
        return outcome
    }

    func replace(_ url: URL, with source: URL) throws {
        for suffix in ["", "-journal", ".incoming"] { try? FileManager.default.removeItem(atPath: url.path + suffix) }
        try FileManager.default.copyItem(at: source, to: url)
    }

    func runProbe(feed: TestFeed, key: URL, killAfter delay: TimeInterval?) throws {
        let process = Process()
        process.executableURL = probe
        process.arguments = [feed.installed.path, feed.feed.path, key.path]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    @Test func killedDeltaUpdatesLeaveTheOldOrTheNewCatalog() throws {
        let feed = try TestFeed(recipes: 1_000, full: false)
        let outcome = try killLoop(feed: feed, runs: 20)
        #expect(outcome.old >= 1 && outcome.new >= 1)
        #expect(outcome.old + outcome.new == 20)
    }

    @Test func killedFullInstallsLeaveTheOldOrTheNewCatalog() throws {
        let feed = try TestFeed(recipes: 1_000, deltas: false)
        let outcome = try killLoop(feed: feed, runs: 10)
        #expect(outcome.old >= 1 && outcome.new >= 1)
        #expect(outcome.old + outcome.new == 10)
    }
}
