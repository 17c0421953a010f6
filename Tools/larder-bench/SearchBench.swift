import ArgumentParser
import CSQLiteSession
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild

/// `larder-bench search`: catalog search against its anchors.
///
/// 1. `larder search gin` end to end (process start to exit) against the `sqlite3` shell running the
///    same page and count statements on the same catalog file. Target: ratio at most 2.0.
/// 2. On a synthetic catalog of 100,000 recipes: the in-process bm25 top-20 search against the same SQL statements
///    run through the SQLite C API directly (prepare, bind, step, finalize), as the median of the ratios paired run by
///    run over all words, as part 3 counts. Target: at most 1.3. Pooling each side's times unpaired instead would
///    compare different words: two of the ten ("mint", "vanilla") match nothing in the synthetic catalog, so they sit
///    at the top of ours (typo correction, did you mean) and at the bottom of the C API's (an empty match), and the
///    quotient of the two medians then measured how the other eight spread, not the overhead. Their own ratios are
///    in the pool (the per-query lines show them).
/// 3. On the same catalog, the ranked search (tiers, typo correction) against plain search (FTS5 bm25 top
///    20 and its count, the intended words as prefixes): target at most 1.5; and broad prefix queries (over
///    10,000 matches) against a plain `ORDER BY bm25() LIMIT 20` over all matches: target at most 0.5.
struct SearchBench: ParsableCommand {
    static let configuration = CommandConfiguration(commandName: "search", abstract: "Search: larder vs sqlite3 shell, in-process vs the C API.")

    @Option(help: "Catalog sources to build the catalog for part 1 from.")
    var bundle = "Bundle/catalog"

    @Option(help: "End-to-end runs of each command.")
    var runs = 30

    @Option(help: "Recipes in the synthetic catalog for part 2 (0 to skip).")
    var synthetic = 100_000

    @Option(help: "Timed runs of each query in part 2.")
    var queryRuns = 50

    @Option(help: "The synthetic catalog file for parts 2 and 3: built there when missing, kept, reused when present.")
    var syntheticFile: String?

    @Flag(help: "Print each query's medians in part 2: the whole search, building its statement, the C API.")
    var perQuery = false

    @Flag(help: "Skip part 1 (end to end).")
    var skipEndToEnd = false

    func run() throws {
        let work = FileManager.default.temporaryDirectory.appendingPathComponent("larder-bench-search-\(getpid())")
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        if !skipEndToEnd { try endToEnd(work: work) }
        if synthetic > 0 {
            let store = try inProcess(work: work)
            try ranking(store: store)
        }
    }

    // MARK: Part 1

    func endToEnd(work: URL) throws {
        guard let sqlite3 = Subprocess.which("sqlite3") else {
            throw ValidationError("the sqlite3 shell is needed as the anchor: apt-get install sqlite3")
        }
        let catalogURL = work.appendingPathComponent("bundled.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: URL(fileURLWithPath: bundle)), to: catalogURL)
        let home = work.appendingPathComponent("home")
        var environment = ProcessInfo.processInfo.environment
        environment["LARDER_HOME"] = home.path
        environment["LARDER_BUNDLED_CATALOG"] = catalogURL.path
        let larder = Subprocess.sibling("larder")
        try Subprocess.run(larder, ["install"], environment: environment)
        let installed = home.appendingPathComponent("catalog.sqlite")
        // The shell has none of the catalog connection's functions: it runs the same ranking in plain SQL.
        let statement = try CatalogStore.open(at: installed).searchStatement(for: SearchQuery(text: "gin"), functions: .standard)
        let countSQL = SearchStatement.inline(statement.countSQL, statement.countArguments)
        let shellSQL = statement.inlineSQL + ";\n" + countSQL + ";"

        var ours: [Double] = [], anchor: [Double] = []
        for index in 0..<(runs + 2) {  // interleaved, first two are warm-ups
            let a = try Subprocess.run(larder, ["search", "gin"], environment: environment)
            let b = try Subprocess.run(sqlite3, [installed.path, shellSQL])
            if index >= 2 {
                ours.append(a)
                anchor.append(b)
            }
        }
        let ratio = Measure.median(ours) / Measure.median(anchor)
        print("search end to end (`larder search gin` vs sqlite3 shell, same statements, \(runs) runs each)")
        print("  larder  median \(Measure.ms(Measure.median(ours)))")
        print("  sqlite3 median \(Measure.ms(Measure.median(anchor)))")
        print(String(format: "  ratio %.2f (target <= 2.0) %@", ratio, ratio <= 2.0 ? "PASS" : "MISS"))
    }

    // MARK: Part 2

    func inProcess(work: URL) throws -> CatalogStore {
        let url = syntheticFile.map { URL(fileURLWithPath: $0) } ?? work.appendingPathComponent("synthetic.sqlite")
        let reused = syntheticFile != nil && FileManager.default.fileExists(atPath: url.path)
        let buildTime = reused ? 0 : try Subprocess.run(Subprocess.sibling("larder-build"), ["--synthetic", "\(synthetic)", "-o", url.path])
        let store = try CatalogStore.open(at: url)
        let info = try store.info()
        print(reused
            ? "synthetic catalog: \(info.drinks + info.dishes) recipes, reused from \(url.path)"
            : String(format: "synthetic catalog: %d recipes built in %.1f s", info.drinks + info.dishes, buildTime))

        var db: OpaquePointer?
        guard sqlite3_open_v2(url.path, &db, SQLITE_OPEN_READONLY, nil) == SQLITE_OK, let db else {
            throw ValidationError("cannot open \(url.path) with the C API")
        }
        defer { sqlite3_close_v2(db) }
        // The functions the statements call, registered as a catalog connection registers them.
        guard larder_sqlite_search_functions(db) == SQLITE_OK else { throw ValidationError("cannot register the search functions") }

        let words = ["gin", "lime", "sour", "orange", "rum", "mint", "cherry", "ginger", "vanilla", "bitter"]
        var ours: [Double] = [], anchor: [Double] = [], ratios: [Double] = []
        for word in words {
            let query = SearchQuery(text: word, limit: 20)
            let statement = try store.searchStatement(for: query)
            var oursRows = 0, rawRows = 0
            var wordOurs: [Double] = [], wordAnchor: [Double] = [], building: [Double] = []
            for index in 0..<(queryRuns + 3) {
                let a = try Measure.time { oursRows = try store.search(query).hits.count }
                let b = try Measure.time { rawRows = try Self.runRaw(db, statement) }
                let c = perQuery ? try Measure.time { _ = try store.searchStatement(for: query) } : 0
                if index >= 3 {
                    wordOurs.append(a)
                    wordAnchor.append(b)
                    building.append(c)
                }
            }
            guard oursRows == rawRows else { throw ValidationError("'\(word)': \(oursRows) rows in-process vs \(rawRows) raw") }
            ours += wordOurs
            anchor += wordAnchor
            let paired = zip(wordOurs, wordAnchor).map { $0 / $1 }
            ratios += paired
            if perQuery {
                print(String(
                    format: "  %-8@ larder %@  building the statement %@  C API %@  ratio %.2f", word as NSString, Measure.ms(Measure.median(wordOurs)),
                    Measure.ms(Measure.median(building)), Measure.ms(Measure.median(wordAnchor)), Measure.median(paired)))
            }
        }
        // The median of the ratios paired run by run, each word's runs with its own C API runs (see the type's notes).
        let ratio = Measure.median(ratios)
        print("search in process (bm25 top 20 over \(synthetic) recipes, \(words.count) queries x \(queryRuns) runs, median of paired ratios)")
        print("  larder (GRDB)  median \(Measure.ms(Measure.median(ours)))")
        print("  SQLite C API   median \(Measure.ms(Measure.median(anchor)))")
        print(String(format: "  ratio %.2f (target <= 1.3) %@", ratio, ratio <= 1.3 ? "PASS" : "MISS"))
        print(String(format: "  peak memory %.0f MiB", Measure.peakMemoryMiB()))
        return store
    }

    /// Runs the count and page statements through the C API; returns the page's row count.
    static func runRaw(_ db: OpaquePointer, _ statement: SearchStatement) throws -> Int {
        var rows = 0
        var total = 0
        try step(db, statement.countSQL, statement.countArguments) { stmt in total = Int(sqlite3_column_int64(stmt, 0)) }
        let page = statement.page(forTotal: total)
        try step(db, page.sql, page.arguments) { stmt in
            // Read every column, as a caller building results would.
            for column in 0..<sqlite3_column_count(stmt) {
                switch sqlite3_column_type(stmt, column) {
                case SQLITE_TEXT: _ = sqlite3_column_text(stmt, column)
                case SQLITE_FLOAT: _ = sqlite3_column_double(stmt, column)
                case SQLITE_INTEGER: _ = sqlite3_column_int64(stmt, column)
                default: break
                }
            }
            rows += 1
        }
        return rows
    }

    static func step(_ db: OpaquePointer, _ sql: String, _ arguments: [DatabaseValue], row: (OpaquePointer) -> Void) throws {
        var stmt: OpaquePointer?
        guard sqlite3_prepare_v2(db, sql, -1, &stmt, nil) == SQLITE_OK, let stmt else {
            throw ValidationError("prepare failed: \(String(cString: sqlite3_errmsg(db)))")
        }
        defer { sqlite3_finalize(stmt) }
        let transient = unsafeBitCast(-1, to: sqlite3_destructor_type.self)
        for (offset, value) in arguments.enumerated() {
            let index = Int32(offset + 1)
            switch value.storage {
            case .null: sqlite3_bind_null(stmt, index)
            case .int64(let int): sqlite3_bind_int64(stmt, index, int)
            case .double(let double): sqlite3_bind_double(stmt, index, double)
            case .string(let string): sqlite3_bind_text(stmt, index, string, -1, transient)
            case .blob(let data): _ = data.withUnsafeBytes { sqlite3_bind_blob(stmt, index, $0.baseAddress, Int32(data.count), transient) }
            }
        }
        while true {
            let code = sqlite3_step(stmt)
            if code == SQLITE_ROW { row(stmt); continue }
            if code == SQLITE_DONE { break }
            throw ValidationError("step failed: \(String(cString: sqlite3_errmsg(db)))")
        }
    }
}
