import ArgumentParser
import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderKit

/// `larder-bench relevance`: runs the judged query set through the session's search and prints MRR,
/// nDCG@10, the pass rate per class and every failing query.
///
/// The judged set (`Tools/relevance/judged-queries.tsv`, written by us) gives each query the recipes a
/// person expects and how far down the first of them may sit. MRR is the mean over queries of 1 / the rank
/// of the first relevant recipe (0 when none is in the top 10; a `broad` query passes only with every listed
/// recipe in its top `within`); nDCG@10 uses binary relevance, the ideal
/// ranking putting every relevant recipe first. The anchor is a plain FTS5 bm25 ranking of the same
/// words (`ORDER BY bm25`) on the same catalog, so the table shows what our ranking adds.
struct RelevanceBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "relevance", abstract: "The judged query set: MRR, nDCG@10 and failures, against plain bm25.")

    @Option(help: "Catalog sources to build the catalog from.")
    var bundle = "Bundle/catalog"

    @Option(help: "The judged query set.")
    var queries = "Tools/relevance/judged-queries.tsv"

    func run() throws {
        let judged = try JudgedQuery.load(URL(fileURLWithPath: queries))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("larder-relevance-\(getpid())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let catalog = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: URL(fileURLWithPath: bundle)), to: catalog)
        let session = LarderSession(
            paths: LarderPaths(dataDirectory: folder.appendingPathComponent("data"), bundledCatalogCandidates: [catalog]),
            recordsHistory: false)
        var configuration = Configuration()
        configuration.readonly = true
        let plainDB = try DatabaseQueue(path: catalog.path, configuration: configuration)

        var ours = RelevanceScore()
        var plain = RelevanceScore()
        var byClass: [String: (passed: Int, total: Int)] = [:]
        var failures: [String] = []
        for query in judged {
            let hits = try session.search(SearchQuery(text: query.text, limit: 10)).hits.map(\.id.rawValue)
            let rank = ours.add(hits, relevant: query.relevant)
            plain.add(try Self.plainBM25(query.text, in: plainDB), relevant: query.relevant)
            // A broad word passes only when every recipe listed for it is within `within`.
            let passed = query.kind == "broad"
                ? query.relevant.allSatisfy { hits.prefix(query.within).contains($0) }
                : rank.map { $0 <= query.within } ?? false
            byClass[query.kind, default: (0, 0)].total += 1
            if passed { byClass[query.kind, default: (0, 0)].passed += 1 }
            if !passed {
                let missing = query.kind == "broad" ? " (missing " + query.relevant.subtracting(hits.prefix(query.within)).sorted().joined(separator: ", ") + ")" : ""
                failures.append("  \(query.kind)\t\(query.text)\twanted within \(query.within), got \(rank.map(String.init) ?? "none")\(missing): \(hits.prefix(3).joined(separator: ", "))")
            }
        }
        print("relevance: \(judged.count) judged queries (\(queries))")
        print("             MRR    nDCG@10")
        print(String(format: "  larder   %6.3f   %6.3f", ours.mrr, ours.ndcg))
        print(String(format: "  bm25     %6.3f   %6.3f", plain.mrr, plain.ndcg))
        print("pass rate by class:")
        for (kind, count) in byClass.sorted(by: { $0.key < $1.key }) {
            print("  \(kind.padding(toLength: 11, withPad: " ", startingAt: 0)) \(count.passed)/\(count.total)")
        }
        print("failures (\(failures.count)):")
        failures.forEach { print($0) }
    }

    /// The top 10 by plain bm25 over the same columns, every word a prefix term, no tiers or corrections.
    static func plainBM25(_ text: String, in db: DatabaseQueue) throws -> [String] {
        let words = text.lowercased().folding(options: .diacriticInsensitive, locale: nil)
            .split { !$0.isLetter && !$0.isNumber }.map { "\"\($0)\"*" }
        guard !words.isEmpty else { return [] }
        return try db.read { db in
            try String.fetchAll(db, sql: """
                SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY bm25(recipe_fts) LIMIT 10
                """, arguments: [words.joined(separator: " ")])
        }
    }
}

/// One query of the judged set.
struct JudgedQuery {
    var text: String
    var kind: String
    var within: Int
    var relevant: Set<String>

    /// The rows of a judged-set file; `#` lines are comments.
    static func load(_ url: URL) throws -> [JudgedQuery] {
        try String(contentsOf: url, encoding: .utf8).split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.trimmingCharacters(in: .whitespaces).isEmpty else { return nil }
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
            guard cells.count == 4, let within = Int(cells[2]) else {
                throw ValidationError("malformed judged query line: \(line.prefix(60))")
            }
            return JudgedQuery(text: cells[0], kind: cells[1], within: within, relevant: Set(cells[3].split(separator: ",").map(String.init)))
        }
    }
}

/// MRR and nDCG@10 accumulated over queries.
struct RelevanceScore {
    private var reciprocalRanks = 0.0
    private var gains = 0.0
    private var count = 0

    var mrr: Double { count == 0 ? 0 : reciprocalRanks / Double(count) }
    var ndcg: Double { count == 0 ? 0 : gains / Double(count) }

    /// Adds one ranked list; returns the 1-based rank of its first relevant result.
    @discardableResult
    mutating func add(_ hits: [String], relevant: Set<String>) -> Int? {
        count += 1
        let top = Array(hits.prefix(10))
        let rank = top.firstIndex(where: relevant.contains).map { $0 + 1 }
        if let rank { reciprocalRanks += 1 / Double(rank) }
        let dcg = top.enumerated().reduce(0.0) { $0 + (relevant.contains($1.element) ? 1 / log2(Double($1.offset) + 2) : 0) }
        let ideal = (0..<min(relevant.count, 10)).reduce(0.0) { $0 + 1 / log2(Double($1) + 2) }
        gains += ideal > 0 ? dcg / ideal : 0
        return rank
    }
}
