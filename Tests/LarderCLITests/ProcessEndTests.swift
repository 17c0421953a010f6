import Foundation
import GRDB
import Testing

/// `larder` ends its process without releasing its session, after closing the connections: every write
/// must still be there for a second connection, and a real write must still be checkpointed into
/// `user.sqlite` itself with the write-ahead log removed, as a released connection leaves it.
@Suite struct ProcessEndTests {
    /// The rows of `user.sqlite` a second, read-only connection sees: favorites, owned ingredients, viewed recipes.
    private func rows(_ cli: CLI) throws -> (favorites: [String], owned: [String], views: [String]) {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: cli.home.appendingPathComponent("user.sqlite").path, configuration: configuration)
        return try queue.read { db in
            (try String.fetchAll(db, sql: "SELECT recipe_id FROM favorite ORDER BY recipe_id"),
             try String.fetchAll(db, sql: "SELECT ingredient_id FROM inventory ORDER BY ingredient_id"),
             try String.fetchAll(db, sql: "SELECT value FROM history WHERE kind = 'view' ORDER BY id"))
        }
    }

    private func logExists(_ cli: CLI) -> Bool {
        FileManager.default.fileExists(atPath: cli.home.appendingPathComponent("user.sqlite-wal").path)
    }

    @Test func writesAreCheckpointedIntoTheFileWhenTheProcessEnds() throws {
        let cli = try CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["fav", "add", "negroni"]).status == 0)
        #expect(!logExists(cli))
        #expect(try rows(cli).favorites == ["negroni"])
        // A view is appended to the log and left there (the history's own rule); a second connection reads it.
        #expect(try cli.run(["show", "negroni"]).status == 0)
        #expect(try cli.run(["show", "daiquiri"]).status == 0)
        #expect(try rows(cli).views == ["negroni", "daiquiri"])
        // The next real write checkpoints everything into the file and removes the log.
        #expect(try cli.run(["have", "add", "gin", "campari"]).status == 0)
        #expect(!logExists(cli))
        let seen = try rows(cli)
        #expect(seen.favorites == ["negroni"])
        #expect(seen.owned == ["campari", "gin"])
        #expect(seen.views == ["negroni", "daiquiri"])
    }

    @Test func aReadLeavesNoLogAndTheFileUnchanged() throws {
        let cli = try CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["fav", "add", "negroni"]).status == 0)
        let file = cli.home.appendingPathComponent("user.sqlite")
        let before = try Data(contentsOf: file)
        let listed = try cli.run(["fav", "list"])
        #expect(listed.status == 0)
        #expect(listed.stdout.contains("Negroni"))
        #expect(!logExists(cli))
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func aFailedCommandChangesNothing() throws {
        let cli = try CLI()
        defer { cli.cleanUp() }
        #expect(try cli.run(["fav", "add", "negroni"]).status == 0)
        let failed = try cli.run(["fav", "add", "no-such-drink-at-all"])
        #expect(failed.status == 1)
        #expect(!logExists(cli))
        #expect(try rows(cli).favorites == ["negroni"])
    }

    /// A write whose output then fails (exit 74) is committed and checkpointed all the same.
    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func aWriteWhoseOutputFailsIsStillCheckpointed() throws {
        let cli = try CLI()
        defer { cli.cleanUp() }
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = cli.home.path
        environment["LARDER_BUNDLED_CATALOG"] = CLI.bundledCatalog.path
        let outcome = try RawProcess.run(
            CLI.products.appendingPathComponent("larder").path, arguments: ["fav", "add", "negroni", "--json"].map { Array($0.utf8) },
            environment: environment, directory: cli.home, timeout: 60, standardOutput: .path("/dev/full"), closedInput: false)
        #expect(outcome.exitCode == 74)
        #expect(!logExists(cli))
        #expect(try rows(cli).favorites == ["negroni"])
    }
}
