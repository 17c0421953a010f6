import Foundation
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Bad arguments for every command `larder` has, read from its own help dump so that a command added
/// later is covered too. Whatever the input, a run ends by itself within a bound, with exit code 0, 1 or
/// 64; a failure says so in one line on stderr (`larder: …`, or `{"error": …}` with `--json`), echoes
/// no control character, and leaves the user's data and the catalog byte for byte as they were.
@Suite final class HostileInputTests {
    /// How long one run may take before it counts as hanging.
    static let deadline: TimeInterval = 20
    /// The most memory one hostile run may take, in KiB.
    static let memoryBoundKilobytes = 512 * 1024

    /// Values no command expects: empty, 100 KB, terminal control sequences, a line break, invalid
    /// UTF-8, option-looking words, huge and negative numbers.
    static let badValues: [(label: String, bytes: [UInt8])] = [
        ("empty", []),
        ("100 KB of words", Array(String(repeating: "gin ", count: 25_000).utf8)),
        ("an OSC sequence", Array("\u{1B}]0;x\u{7}".utf8)),
        ("a line break", Array("evil\nlarder: forged".utf8)),
        ("invalid UTF-8", [0x67, 0xFF, 0xFE, 0x69, 0x6E]),
        ("a terminator", Array("--".utf8)),
        ("an unknown short option", Array("-x".utf8)),
        ("a negative number", Array("-1".utf8)),
        ("a 20-digit number", Array("99999999999999999999".utf8)),
    ]

    /// Values for numeric options: negative, past 64 bits, past 32 bits, not a number, empty.
    static let badNumbers: [[UInt8]] = ["-1", "99999999999999999999", "2147483648", "nan", ""].map { Array($0.utf8) }

    /// The options every command takes (tried on one command only).
    static let globalOptions: Set<String> = ["--data-dir", "--color"]

    /// One run of the matrix.
    struct Case: Sendable {
        var arguments: [[UInt8]]
        var json: Bool
        var label: String
    }

    let cli: CLI
    init() throws { cli = try CLI() }
    deinit { cli.cleanUp() }

    @Test func everyCommandFailsCleanlyOnBadArguments() throws {
        let tree = try commandTree()
        let paths = tree.commands.map { $0.path.joined(separator: " ") }
        // The tree is read, not listed: a few commands it must hold show that the reading worked.
        for expected in ["search", "show", "fav add", "collection create", "have staples", "update", "graph", "doctor"] {
            #expect(paths.contains(expected), "the help dump lists no `\(expected)`")
        }
        let template = try preparedDataDirectory()
        let problems = Problems()
        let commands = tree.commands, home = cli.home
        // Options every command shares are tried on the first command that has them.
        let globalsOn = commands.firstIndex { $0.valueOptions.contains { Self.globalOptions.contains($0.name) } }
        let next = Counter()
        let group = DispatchGroup()
        for _ in 0..<3 {
            DispatchQueue.global().async(group: group) {
                while let index = next.take(below: commands.count) {
                    let command = commands[index]
                    do {
                        let data = home.appendingPathComponent("case-\(index)")
                        try FileManager.default.copyItem(at: template, to: data)
                        let cwd = data.appendingPathComponent("cwd")
                        try FileManager.default.createDirectory(at: cwd, withIntermediateDirectories: true)
                        for item in Self.cases(for: command, globalOptions: index == globalsOn) {
                            problems.add(try Self.check(item, data: data, cwd: cwd))
                        }
                    } catch {
                        problems.add(["\(command.path.joined(separator: " ")): \(error)"])
                    }
                }
            }
        }
        group.wait()
        for problem in problems.all.prefix(40) { Issue.record(Comment(rawValue: problem)) }
        #expect(problems.all.count == 0)
    }

    /// An empty `--data-dir` (an unset shell variable) is refused, not read as the default folder; an empty
    /// `suggest` prefix asks for one instead of reporting that no name starts with ''.
    @Test func anEmptyDataDirectoryOrPrefixIsAUsageError() throws {
        let info = try cli.run(["info", "--data-dir", ""])
        #expect(info.status == 64 && info.stderr == "larder: --data-dir needs a path\n" && info.stdout.isEmpty)
        let fav = try cli.run(["fav", "add", "negroni", "--data-dir", " "])
        #expect(fav.status == 64 && fav.stderr == "larder: --data-dir needs a path\n")
        #expect(!(try cli.run(["fav", "list", "--json"]).stdout.contains("negroni")), "the favorite went to the default folder")
        let suggest = try cli.run(["suggest", ""])
        #expect(suggest.status == 64 && suggest.stderr == "larder: give the start of a name to complete\n")
    }

    /// The runs for one command: each bad value in every positional slot, bad values for every option
    /// (all the bad numbers for a numeric one), unknown options; every other run with `--json`.
    static func cases(for command: CommandTree.Command, globalOptions: Bool) -> [Case] {
        let path = command.path.map { Array($0.utf8) }
        let filler: [[UInt8]] = Array(repeating: Array("negroni".utf8), count: command.needsPositional ? command.positionals : 0)
        var cases: [Case] = []
        func add(_ arguments: [[UInt8]], _ label: String) {
            let json = command.takesJSON && cases.count % 2 == 1
            cases.append(Case(arguments: path + arguments + (json ? [Array("--json".utf8)] : []), json: json, label: label))
        }
        for (label, value) in badValues {
            if command.positionals > 0 {
                add(Array(repeating: value, count: command.positionals), "every argument \(label)")
            } else if ["empty", "an OSC sequence", "invalid UTF-8"].contains(label) {
                add([value], "an unexpected argument, \(label)")
            }
        }
        for (index, option) in command.valueOptions.enumerated() where globalOptions || !Self.globalOptions.contains(option.name) {
            let name = Array(option.name.utf8)
            if option.isNumeric {
                for number in badNumbers { add([name, number] + filler, "\(option.name) \(String(decoding: number, as: UTF8.self))") }
            } else {
                for value in [badValues[2], badValues[(index + 3) % badValues.count]] {
                    add([name, value.bytes] + filler, "\(option.name) \(value.label)")
                }
            }
        }
        add([Array("-x".utf8)] + filler, "an unknown short option")
        add([Array("--no-such-option".utf8)] + filler, "an unknown long option")
        return cases
    }

    /// Runs one case in `data` and lists what went wrong.
    static func check(_ item: Case, data: URL, cwd: URL) throws -> [String] {
        let name = item.arguments.prefix(3).map { String(decoding: $0.prefix(24), as: UTF8.self).escapingForTest }.joined(separator: " ")
        let what = "`larder \(name)` (\(item.label)\(item.json ? ", --json" : ""))"
        let before = try snapshot(data)
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = data.path
        environment["LARDER_BUNDLED_CATALOG"] = CLI.bundledCatalog.path
        environment["LARDER_FEED"] = nil
        let outcome = try RawProcess.run(
            CLI.products.appendingPathComponent("larder").path, arguments: item.arguments, environment: environment,
            directory: cwd, timeout: deadline)
        var problems: [String] = []
        if outcome.timedOut { return ["\(what) ran longer than \(Int(deadline)) s"] }
        guard let code = outcome.exitCode else { return ["\(what) died of signal \(outcome.signal ?? 0)"] }
        if ![0, 1, 64].contains(code) { problems.append("\(what) exited \(code)") }
        // Bounded memory: the debug build's largest everyday command (the flavor map) stays far below this;
        // the unbounded readers this suite guards against grew to gigabytes.
        if outcome.peakKilobytes > Self.memoryBoundKilobytes {
            problems.append("\(what) peaked at \(outcome.peakKilobytes / 1024) MB (bound \(Self.memoryBoundKilobytes / 1024) MB)")
        }
        for (stream, bytes) in [("stdout", outcome.stdout), ("stderr", outcome.stderr)] where bytes.contains(0x1B) || bytes.contains(0x07) {
            problems.append("\(what) wrote a raw ESC or BEL to \(stream)")
        }
        let stderr = String(decoding: outcome.stderr, as: UTF8.self)
        if code != 0 {
            let lines = stderr.split(separator: "\n", omittingEmptySubsequences: false).dropLast()
            if lines.count != 1 || !stderr.hasSuffix("\n") {
                problems.append("\(what) exited \(code) with \(lines.count) lines on stderr: \(stderr.prefix(200).escapingForTest)")
            } else if item.json {
                let object = try? JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Any]
                if !(object?["error"] is String) || object?.count != 1 {
                    problems.append("\(what) failed without {\"error\": …} on stderr: \(stderr.prefix(200).escapingForTest)")
                }
            } else if !lines[0].hasPrefix("larder: ") {
                problems.append("\(what) failed without `larder: `: \(stderr.prefix(200).escapingForTest)")
            }
            if try snapshot(data) != before { problems.append("\(what) failed but changed user.sqlite or catalog.sqlite") }
        }
        return problems
    }

    // MARK: Helpers

    /// The command tree from the binary's own help dump.
    func commandTree() throws -> CommandTree {
        let dump = try cli.run(["--experimental-dump-help"])
        #expect(dump.status == 0)
        return try CommandTree(dump: Data(dump.stdout.utf8))
    }

    /// A data directory with a catalog, a favorite, an owned ingredient, a collection and a rating,
    /// for copies the matrix runs in.
    func preparedDataDirectory() throws -> URL {
        let template = cli.home.appendingPathComponent("template")
        for arguments in [["fav", "add", "negroni"], ["have", "add", "gin"], ["collection", "create", "summer"], ["rate", "negroni", "4"]] {
            let run = try cli.run(arguments, environment: ["LARDER_HOME": template.path])
            #expect(run.status == 0, "preparing: larder \(arguments.joined(separator: " ")): \(run.stderr)")
        }
        return template
    }

    /// The bytes of the user database (with its write-ahead log) and of the catalog.
    static func snapshot(_ data: URL) throws -> [Data?] {
        ["user.sqlite", "user.sqlite-wal", "catalog.sqlite"].map { try? Data(contentsOf: data.appendingPathComponent($0)) }
    }
}

/// Hands out 0, 1, 2, … to several threads.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    /// The next number, or nil once `limit` is reached.
    func take(below limit: Int) -> Int? {
        lock.withLock {
            guard value < limit else { return nil }
            defer { value += 1 }
            return value
        }
    }
}

/// Problems found by runs on several threads.
final class Problems: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []
    func add(_ problems: [String]) { lock.withLock { list += problems } }
    var all: [String] { lock.withLock { list } }
}

extension StringProtocol {
    /// Control characters shown as escapes, for test messages.
    var escapingForTest: String {
        unicodeScalars.map { $0.value < 0x20 || $0.value == 0x7F ? "\\u{\(String($0.value, radix: 16))}" : String($0) }.joined()
    }
}
