import Foundation
import GRDB
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile surroundings rather than hostile arguments: wrong-typed values in the databases, a read-only,
/// missing or uncreatable data directory, and many processes starting on a fresh one at once.
@Suite final class HostileEnvironmentTests {
    let cli: CLI
    init() throws { cli = try CLI() }
    deinit {
        chmod(cli.home.path, 0o755)
        cli.cleanUp()
    }

    /// A failure as the user must see it: exit 1, one line on stderr starting `larder: `.
    func expectCleanFailure(_ run: CLI.Run, _ what: String, sourceLocation: SourceLocation = #_sourceLocation) {
        #expect(run.status == 1, "\(what) exited \(run.status): \(run.stderr.prefix(300))", sourceLocation: sourceLocation)
        let lines = run.stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
        #expect(lines.count == 1 && run.stderr.hasPrefix("larder: "), "\(what): \(run.stderr.prefix(300))", sourceLocation: sourceLocation)
    }

    @Test func wrongTypedUserValuesFailTheCommandsThatReadThem() throws {
        for arguments in [["fav", "add", "negroni"], ["show", "negroni"], ["search", "gin"]] {
            #expect(try cli.run(arguments).status == 0)
        }
        let queue = try DatabaseQueue(path: cli.home.appendingPathComponent("user.sqlite").path)
        try queue.write { db in
            try db.execute(sql: "UPDATE favorite SET added_at = 'last tuesday'")
            try db.execute(sql: "UPDATE history SET value = X'FFFE00'")
        }
        try queue.close()
        expectCleanFailure(try cli.run(["fav", "list"]), "fav list with a favorite's date stored as text")
        expectCleanFailure(try cli.run(["history"]), "history with a blob in history.value")
        // Commands that do not read the damaged values still work.
        #expect(try cli.run(["show", "negroni"]).status == 0)
        #expect(try cli.run(["info"]).status == 0)
    }

    @Test func aWrongTypedCatalogValueFailsTheCommandsThatReadIt() throws {
        #expect(try cli.run(["info"]).status == 0)
        let queue = try DatabaseQueue(path: cli.home.appendingPathComponent("catalog.sqlite").path)
        try queue.write { db in try db.execute(sql: "UPDATE recipe SET abv = 'strong'") }
        try queue.close()
        expectCleanFailure(try cli.run(["show", "negroni"]), "show with recipe.abv = 'strong'")
        expectCleanFailure(try cli.run(["search", "gin"]), "search with recipe.abv = 'strong'")
        for arguments in [["fav", "list"], ["history"], ["info"]] {
            let run = try cli.run(arguments)
            #expect([0, 1].contains(run.status), "larder \(arguments.joined(separator: " ")) exited \(run.status)")
            if run.status == 1 { expectCleanFailure(run, "larder \(arguments.joined(separator: " "))") }
        }
    }

    /// Root writes through any mode: as root, the runs drop to `nobody` (through `setpriv`), for whom the
    /// folder is read-only too.
    static let dropsToNobody = getuid() == 0
    static let canRunReadOnly = !dropsToNobody || FileManager.default.isExecutableFile(atPath: "/usr/bin/setpriv")

    /// Runs `larder` on this test's data directory, as `nobody` when the tests run as root.
    func runUnprivileged(_ arguments: [String]) throws -> CLI.Run {
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = cli.home.path
        environment["LARDER_BUNDLED_CATALOG"] = CLI.bundledCatalog.path
        let larder = CLI.products.appendingPathComponent("larder").path
        let (executable, prefix) = Self.dropsToNobody
            ? ("/usr/bin/setpriv", ["--reuid=65534", "--regid=65534", "--clear-groups", larder]) : (larder, [])
        let outcome = try RawProcess.run(
            executable, arguments: (prefix + arguments).map { Array($0.utf8) }, environment: environment, directory: cli.home, timeout: 60)
        return CLI.Run(
            stdout: String(decoding: outcome.stdout, as: UTF8.self), stderr: String(decoding: outcome.stderr, as: UTF8.self),
            status: outcome.exitCode ?? 128 + (outcome.signal ?? 0))
    }

    @Test(.enabled(if: canRunReadOnly, "runs as root without setpriv, and root writes through chmod 0555"))
    func aReadOnlyDataDirectoryStillServesReads() throws {
        #expect(try cli.run(["fav", "add", "negroni"]).status == 0)
        #expect(chmod(cli.home.path, 0o555) == 0)
        defer { chmod(cli.home.path, 0o755) }
        let user = try Data(contentsOf: cli.home.appendingPathComponent("user.sqlite"))
        for arguments in [["info"], ["fav", "list"], ["have", "list"], ["make"], ["search", "gin"], ["show", "negroni"]] {
            let run = try runUnprivileged(arguments)
            #expect(run.status == 0, "larder \(arguments.joined(separator: " ")) on a read-only data directory: \(run.stderr)")
        }
        let favorites = try runUnprivileged(["fav", "list", "--json"])
        #expect(((try? favorites.json()) as? [[String: Any]])?.compactMap { $0["id"] as? String } == ["negroni"])
        expectCleanFailure(try runUnprivileged(["fav", "add", "mojito"]), "fav add on a read-only data directory")
        #expect(try Data(contentsOf: cli.home.appendingPathComponent("user.sqlite")) == user)
    }

    @Test func aMissingDataDirectoryIsCreatedAndAnUncreatableOneFailsInOneLine() throws {
        let missing = cli.home.appendingPathComponent("not/yet/there")
        #expect(try cli.run(["info", "--data-dir", missing.path]).status == 0)
        #expect(FileManager.default.fileExists(atPath: missing.appendingPathComponent("catalog.sqlite").path))

        let file = cli.home.appendingPathComponent("a-file")
        try Data("not a folder".utf8).write(to: file)
        for arguments in [["info"], ["fav", "list"], ["search", "gin"]] {
            let run = try cli.run(arguments + ["--data-dir", file.appendingPathComponent("larder").path])
            expectCleanFailure(run, "larder \(arguments.joined(separator: " ")) under a regular file")
            #expect(!run.stderr.contains("NSCocoaErrorDomain") && !run.stderr.contains("UserInfo"), "\(run.stderr)")
        }
    }

    @Test func fiftyProcessesAddingFavoritesOnAFreshDataDirectoryLoseNothing() throws {
        let search = try #require(try cli.run(["search", "--limit", "50", "--json"]).json() as? [String: Any])
        let ids = try #require((search["hits"] as? [[String: Any]])?.compactMap { $0["id"] as? String })
        #expect(ids.count == 50)
        // A data directory that does not exist yet: every process races to create it, install the
        // catalog and migrate user.sqlite.
        let fresh = cli.home.appendingPathComponent("fresh")
        var processes: [(process: Process, stderr: URL)] = []
        for (index, id) in ids.enumerated() {
            let stderr = cli.home.appendingPathComponent("stderr-\(index).txt")
            processes.append((try CLI.start(["fav", "add", id], home: fresh, errorFile: stderr), stderr))
        }
        for (process, _) in processes { process.waitUntilExit() }
        for (process, stderr) in processes where process.terminationStatus != 0 {
            // A failure is a bug here, and must at least say what went wrong in one line.
            let text = (try? String(contentsOf: stderr, encoding: .utf8)) ?? ""
            Issue.record("a process exited \(process.terminationStatus) (\(process.terminationReason == .uncaughtSignal ? "signal" : "exit")): \(text.prefix(300))")
            #expect(text.hasPrefix("larder: "), "a failure without a larder: line")
        }
        let list = try cli.run(["fav", "list", "--json"], environment: ["LARDER_HOME": fresh.path])
        let favorites = try #require(try list.json() as? [[String: Any]])
        #expect(Set(favorites.compactMap { $0["id"] as? String }) == Set(ids))
    }
}
