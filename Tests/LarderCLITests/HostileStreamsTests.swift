import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Hostile standard streams and special files: a stdout that is full or closed, and an import source
/// that is a named pipe or a device. Each must end in one line on stderr and a non-zero exit, never a
/// crash, a hang, or output silently lost with exit 0.
@Suite final class HostileStreamsTests {
    let cli: CLI
    init() throws {
        cli = try CLI()
        #expect(try cli.run(["info"]).status == 0)  // installs the catalog
    }
    deinit { cli.cleanUp() }

    func run(_ arguments: [String], stdout: RawProcess.StandardOutput = .captured, closedInput: Bool = false, timeout: TimeInterval = 60) throws -> RawProcess.Outcome {
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = cli.home.path
        environment["LARDER_BUNDLED_CATALOG"] = CLI.bundledCatalog.path
        environment["NO_COLOR"] = "1"
        return try RawProcess.run(
            CLI.products.appendingPathComponent("larder").path, arguments: arguments.map { Array($0.utf8) },
            environment: environment, directory: cli.home, timeout: timeout, standardOutput: stdout, closedInput: closedInput)
    }

    /// The last line of stderr (a command may print its progress or counts before it).
    func lastLine(_ outcome: RawProcess.Outcome) -> String {
        String(decoding: outcome.stderr, as: UTF8.self).split(separator: "\n").last.map(String.init) ?? ""
    }

    @Test(.enabled(if: FileManager.default.isWritableFile(atPath: "/dev/full")))
    func aFullDiskOnStdoutIsAnErrorNotASilentSuccess() throws {
        // Small outputs fail at the final flush, large ones mid-run; both must be reported.
        for arguments in [["--version"], ["show", "negroni"], ["search", "gin"], ["search", "gin", "--json", "--limit", "200"]] {
            let outcome = try run(arguments, stdout: .path("/dev/full"))
            let what = "larder \(arguments.joined(separator: " ")) > /dev/full"
            #expect(outcome.signal == nil, "\(what) was killed by signal \(outcome.signal ?? 0)")
            #expect(outcome.exitCode == 74, "\(what) exited \(String(describing: outcome.exitCode))")
            #expect(lastLine(outcome).contains("cannot write the output"), "\(what): \(lastLine(outcome))")
        }
    }

    @Test func aClosedStdoutChangesNothing() throws {
        let outcome = try run(["fav", "add", "negroni"], stdout: .closed)
        #expect(outcome.exitCode == 74)
        #expect(lastLine(outcome) == "larder: standard output is closed; nothing was done")
        let favorites = try cli.run(["fav", "list", "--json"])
        #expect(favorites.status == 0)
        #expect(!favorites.stdout.contains("negroni"), "the favorite was added although the command failed")
    }

    /// A closed standard input reads as empty: `import -` and `have import -` each fail with one line and
    /// change nothing (before, `have import -` reported "0 ingredients added" and exited 0).
    @Test func aClosedStandardInputIsAnErrorThatChangesNothing() throws {
        #expect(try cli.run(["have", "add", "gin"]).status == 0)
        let before = try cli.run(["have", "list", "--json"]).stdout
        for arguments in [["import", "-"], ["have", "import", "-"]] {
            let outcome = try run(arguments, closedInput: true, timeout: 60)
            let what = "larder \(arguments.joined(separator: " ")) <&-"
            #expect(outcome.signal == nil && outcome.exitCode == 1, "\(what) exited \(String(describing: outcome.exitCode))")
            let stderr = String(decoding: outcome.stderr, as: UTF8.self)
            #expect(stderr.split(separator: "\n").count == 1 && stderr.hasPrefix("larder: standard input"), "\(what): \(stderr)")
        }
        #expect(try cli.run(["have", "list", "--json"]).stdout == before)
        #expect(!(try cli.run(["search", "--mine", "--json"]).stdout.contains("\"id\"")))
    }

    @Test func aNamedPipeOrADeviceIsRefusedWithoutWaiting() throws {
        let fifo = cli.home.appendingPathComponent("recipes.json").path
        #expect(mkfifo(fifo, 0o600) == 0)
        for source in [fifo, "/dev/zero"] {
            let outcome = try run(["import", source], timeout: 30)
            #expect(!outcome.timedOut, "import \(source) waited for input")
            #expect(outcome.exitCode == 1)
            #expect(lastLine(outcome) == "larder: cannot read \(source): it is not a regular file")
        }
        #expect(!(try cli.run(["search", "--mine", "--json"]).stdout.contains("\"id\"")))
    }
}
