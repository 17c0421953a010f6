import Foundation
import GRDB
import LarderCatalog
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// `larder update` SIGKILLed at random moments, many times: afterwards `larder` reads the catalog (an
/// interrupted transaction is rolled back first), it passes `PRAGMA integrity_check`, it is exactly the
/// old or exactly the new version, and the user's data is intact.
@Suite final class UpdateKillCommandTests {
    let setup: UpdateCommandTests

    init() throws { setup = try UpdateCommandTests() }

    /// Starts `larder update` and kills it after `delay` seconds (never, when nil).
    func updateKilled(after delay: TimeInterval?) throws {
        let process = Process()
        process.executableURL = CLI.products.appendingPathComponent("larder")
        process.arguments = setup.update
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = setup.cli.home.path
        environment["LARDER_BUNDLED_CATALOG"] = CLI.bundledCatalog.path
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        if let delay {
            usleep(useconds_t(delay * 1_000_000))
            kill(process.processIdentifier, SIGKILL)
        }
        process.waitUntilExit()
    }

    @Test func killedUpdatesLeaveTheOldOrTheNewCatalogAndTheUserData() throws {
        let cli = setup.cli
        let catalog = cli.home.appendingPathComponent("catalog.sqlite")
        #expect(try cli.run(["fav", "add", setup.removedID]).status == 0)
        // One uninterrupted update measures how long it takes here.
        let started = Date()
        try updateKilled(after: nil)
        let duration = Date().timeIntervalSince(started)
        #expect(try setup.installedVersion() == setup.version + 1)
        var generator = SystemRandomNumberGenerator()
        var outcomes: [Int: Int] = [:]
        let runs = 8
        for run in 0..<runs {
            try FileManager.default.removeItem(at: catalog)
            try FileManager.default.copyItem(at: CLI.bundledCatalog, to: catalog)
            let delay = run == 0 ? 0 : Double.random(in: 0...duration, using: &generator)
            try updateKilled(after: delay)
            // `larder info` must read it (recovering an interrupted update first).
            let version = try setup.installedVersion()
            #expect(version == setup.version || version == setup.version + 1, "run \(run): version \(String(describing: version))")
            outcomes[version ?? -1, default: 0] += 1
            let queue = try DatabaseQueue(path: catalog.path)
            #expect(try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") } == "ok")
            let recorded = try queue.read { db in try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_hash'") }
            #expect(try queue.read { db in try ContentHash.compute(db) } == recorded)
            try queue.close()
            let favorites = try cli.run(["fav", "list", "--json"])
            #expect(favorites.status == 0 && favorites.stdout.contains(setup.removedID))
        }
        #expect(outcomes[setup.version, default: 0] >= 1)
        #expect(outcomes.values.reduce(0, +) == runs)
        // The next run completes.
        #expect(try cli.run(setup.update).status == 0)
        #expect(try setup.installedVersion() == setup.version + 1)
    }
}
