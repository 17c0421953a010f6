import ArgumentParser
import Foundation
import LarderKit
import LarderCatalogBuild

#if canImport(Glibc)
    import Glibc
#endif

/// `larder-bench everyday`: the commands a person runs every day, each against the floor.
///
/// The floor is the `sqlite3` shell answering one plain FTS5 bm25 top-20 query on the same catalog file,
/// process start included. Each command runs paired with the floor, run by run (interleaved, so both see
/// the same machine); the suite prints each command's median wall time, the median of the pairwise
/// ratios, its peak resident memory (one more run under GNU `time`), and PASS or MISS against the targets of issue 8. The
/// user data holds 40 inventory items, 20 favorites and 100 history rows, as a settled user's would.
struct EverydayBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "everyday", abstract: "Everyday commands (release build) against the sqlite3 shell's bm25 top-20 query.")

    @Option(help: "Catalog sources to build the catalog from.")
    var bundle = "Bundle/catalog"

    @Option(help: "Paired runs of each command (after two warm-ups).")
    var runs = 11

    @Option(help: "Write the result table into this README, between the everyday-bench markers.")
    var readme: String?

    struct Row {
        var command: [String]
        var ratioTarget: Double
        var memoryTargetMB: Double
    }

    static let rows: [Row] = [
        Row(command: ["--version"], ratioTarget: 2, memoryTargetMB: 40),
        Row(command: ["show", "negroni"], ratioTarget: 2, memoryTargetMB: 40),
        Row(command: ["search", "gin"], ratioTarget: 2, memoryTargetMB: 40),
        Row(command: ["info"], ratioTarget: 2, memoryTargetMB: 40),
        Row(command: ["have", "list"], ratioTarget: 2, memoryTargetMB: 40),
        Row(command: ["make", "--missing", "2"], ratioTarget: 4, memoryTargetMB: 60),
        Row(command: ["buy-next"], ratioTarget: 4, memoryTargetMB: 60),
        Row(command: ["shopping-list", "negroni", "mojito"], ratioTarget: 4, memoryTargetMB: 60),
        Row(command: ["pairs", "gin"], ratioTarget: 4, memoryTargetMB: 60),
        Row(command: ["substitutes", "cointreau"], ratioTarget: 4, memoryTargetMB: 60),
        Row(command: ["pairing-score", "negroni"], ratioTarget: 4, memoryTargetMB: 60),
        Row(command: ["graph", "--all", "-o", "map.svg"], ratioTarget: 15, memoryTargetMB: 150),
    ]

    func run() throws {
        guard let sqlite3 = Subprocess.which("sqlite3") else {
            throw ValidationError("the sqlite3 shell is needed as the floor: apt-get install sqlite3")
        }
        guard let time = Subprocess.which("/usr/bin/time") else {
            throw ValidationError("GNU time measures peak memory: apt-get install time")
        }
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-everyday-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let bundled = work.appendingPathComponent("bundled.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: URL(fileURLWithPath: bundle)), to: bundled)
        // Found before the working directory changes: `larder-bench` and the README may be named by
        // relative paths.
        let larder = Subprocess.sibling("larder")
        let readmePath = readme.map { URL(fileURLWithPath: $0).path }
        let home = work.appendingPathComponent("home")
        setenv("LARDER_HOME", home.path, 1)
        setenv("LARDER_BUNDLED_CATALOG", bundled.path, 1)
        unsetenv("LARDER_FEED")
        _ = FileManager.default.changeCurrentDirectoryPath(work.path)
        try settle(LarderSession(paths: LarderPaths.resolve(dataDirectory: home.path)))
        let catalog = home.appendingPathComponent("catalog.sqlite").path
        let floor = [sqlite3, catalog,
                     "SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH 'gin' ORDER BY bm25(recipe_fts) LIMIT 20;"]
        let sink = work.appendingPathComponent("stdout.txt").path

        let loadBefore = Self.loadAverage()
        var lines: [String] = []
        var floorTimes: [Double] = []
        var misses = 0
        print("larder-bench everyday: \(runs) paired runs each, release build at \(larder)")
        for row in Self.rows {
            var ours: [Double] = [], ratios: [Double] = [], peak = 0
            for index in 0..<(runs + 2) {
                let a = try MeasuredRun.run([larder] + row.command, stdoutTo: sink)
                guard a.status == 0 else { throw BenchError.failed("larder " + row.command.joined(separator: " "), a.status) }
                let b = try MeasuredRun.run(floor, stdoutTo: sink)
                guard b.status == 0 else { throw BenchError.failed("sqlite3", b.status) }
                guard index >= 2 else { continue }
                ours.append(a.seconds)
                floorTimes.append(b.seconds)
                ratios.append(a.seconds / b.seconds)
            }
            peak = try Self.peakKilobytes([larder] + row.command, time: time, stdoutTo: sink)
            let ratio = Measure.median(ratios)
            let megabytes = Double(peak) / 1024
            let pass = ratio <= row.ratioTarget && megabytes <= row.memoryTargetMB
            if !pass { misses += 1 }
            let line = String(
                format: "| `larder %@` | %.1f ms | **%.2f×** | ≤ %.0f× | %.1f MB | ≤ %.0f MB | %@ |",
                row.command.joined(separator: " "), Measure.median(ours) * 1000, ratio, row.ratioTarget, megabytes,
                row.memoryTargetMB, pass ? "PASS" : "MISS")
            print(line)
            lines.append(line)
        }
        let loadAfter = Self.loadAverage()
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let idle = loadBefore < 0.5 && loadAfter < 0.5
        let table = ([
            String(
                format: "Machine: %@ (1-minute load average %.2f before the suite and %.2f after, %d cores).",
                idle ? "idle" : "loaded", loadBefore, loadAfter, cores),
            "Floor: `sqlite3` shell, one FTS5 bm25 top-20 query on the same catalog file, median \(String(format: "%.1f", Measure.median(floorTimes) * 1000)) ms over every pairing.",
            "",
            "| command | median wall | median ratio to floor | target | peak RSS | target | |",
            "|---|---|---|---|---|---|---|",
        ] + lines).joined(separator: "\n")
        print("\n" + table)
        print(misses == 0 ? "\nPASS: every row meets its target" : "\nMISS: \(misses) of \(Self.rows.count) rows miss their target")
        if let readmePath { try Self.write(table, into: readmePath) }
    }

    /// The peak resident memory of one run of `command`, measured by GNU `time` from its own small
    /// process: a child of this harness would report this harness's size (Linux counts the memory of
    /// the process image `exec` replaced in the child's peak).
    static func peakKilobytes(_ command: [String], time: String, stdoutTo sink: String) throws -> Int {
        let report = sink + ".rss"
        let run = try MeasuredRun.run([time, "-f", "%M", "-o", report] + command, stdoutTo: sink)
        guard run.status == 0 else { throw BenchError.failed(command.joined(separator: " "), run.status) }
        let text = (try? String(contentsOfFile: report, encoding: .utf8)) ?? ""
        guard let kilobytes = text.split(whereSeparator: \.isNewline).last.flatMap({ Int($0.trimmingCharacters(in: .whitespaces)) }) else {
            throw ValidationError("GNU time wrote no peak memory for \(command.joined(separator: " "))")
        }
        return kilobytes
    }

    /// The 1-minute load average (`/proc/loadavg`); 0 where there is none.
    static func loadAverage() -> Double {
        let text = (try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8)) ?? ""
        return text.split(separator: " ").first.flatMap { Double($0) } ?? 0
    }

    /// A settled user: 40 owned ingredients, 20 favorites, 100 history rows.
    func settle(_ session: LarderSession) throws {
        let ingredients = try session.ingredients(limit: 40).map(\.id.rawValue)
        _ = try session.addToInventory(ingredients)
        let recipes = try session.search(SearchQuery(kind: .drink, sort: .name, limit: 100)).hits.map(\.id.rawValue)
        _ = try session.addFavorites(Array(recipes.prefix(20)))
        for recipe in recipes.prefix(100) { _ = try session.show(recipe) }
    }

    /// Replaces the text between `<!-- everyday-bench:begin -->` and `<!-- everyday-bench:end -->` in `path`.
    static func write(_ table: String, into path: String) throws {
        let begin = "<!-- everyday-bench:begin -->", end = "<!-- everyday-bench:end -->"
        let text = try String(contentsOfFile: path, encoding: .utf8)
        guard let a = text.range(of: begin), let b = text.range(of: end), a.upperBound <= b.lowerBound else {
            throw ValidationError("\(path) has no \(begin) … \(end) markers")
        }
        let updated = text.replacingCharacters(in: a.upperBound..<b.lowerBound, with: "\n" + table + "\n")
        try updated.write(toFile: path, atomically: true, encoding: .utf8)
    }
}
