import Foundation
import GRDB

/// What an on-demand check of a catalog file found (for `larder doctor`).
public struct CatalogIntegrityReport: Sendable, Hashable, Codable {
    /// The checked file.
    public var path: String
    /// What SQLite's `PRAGMA integrity_check` reported, when it is not `ok` (at most ``maxProblems`` lines).
    public var sqliteProblems: [String]
    /// The content hash stamped in the catalog's `meta` table, if it could be read.
    public var storedContentHash: String?
    /// The content hash recomputed from the rows, if they could all be read.
    public var computedContentHash: String?
    /// Why the catalog could not be opened or read in full, if it could not.
    public var readError: String?
    /// The derived tables (search index, stored flavor graph, stored match catalog) that are missing,
    /// damaged or out of step with the content, one line each.
    public var derivedProblems: [String] = []

    /// How many `integrity_check` lines are kept.
    public static let maxProblems = 20

    /// Whether SQLite finds the file sound and its content matches its stamp.
    public var isIntact: Bool { problem == nil }

    /// The first thing wrong, as one line, or `nil` when the catalog is intact.
    public var problem: String? {
        if let readError { return "the catalog cannot be read: \(readError)" }
        if let first = sqliteProblems.first {
            let more = sqliteProblems.count > 1 ? " (and \(sqliteProblems.count - 1) more)" : ""
            return "SQLite integrity check failed: \(first)\(more)"
        }
        guard let storedContentHash else { return "the catalog has no content hash stamp" }
        guard let computedContentHash, computedContentHash == storedContentHash else {
            return "the content does not match its hash stamp (stored \(storedContentHash.prefix(12)), actual \(computedContentHash?.prefix(12) ?? "unknown"))"
        }
        if let first = derivedProblems.first {
            return derivedProblems.count > 1 ? "\(first) (and \(derivedProblems.count - 1) more derived tables)" : first
        }
        return nil
    }
}

/// Checks a catalog file on demand: SQLite's `integrity_check` over every page, the content hash
/// recomputed from the rows against the one stamped at build or update time, then the derived tables
/// against their rebuild (``DerivedTablesCheck``) and the full-text index's own structure. Changes nothing.
public enum CatalogIntegrity {
    /// Checks the catalog at `url`.
    ///
    /// A file too damaged to open is reported (``CatalogIntegrityReport/readError``), not thrown.
    /// - Throws: ``CatalogError/missing(path:)`` when there is no file.
    /// - Complexity: O(size of the file).
    public static func check(at url: URL) throws(CatalogError) -> CatalogIntegrityReport {
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missing(path: url.path) }
        var report = CatalogIntegrityReport(path: url.path, sqliteProblems: [])
        var configuration = Configuration()
        configuration.readonly = true
        do {
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                let lines = try String.fetchAll(db, sql: "PRAGMA integrity_check(\(CatalogIntegrityReport.maxProblems))")
                    .flatMap { $0.split(whereSeparator: \.isNewline).map(String.init) }
                report.sqliteProblems = lines == ["ok"] ? [] : Array(lines.prefix(CatalogIntegrityReport.maxProblems))
                report.storedContentHash = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_hash'")
                report.computedContentHash = try ContentHash.compute(db)
                report.derivedProblems = try DerivedTablesCheck.problems(db)
            }
        } catch {
            let reason = CatalogStore.reason(error)
            report.readError = reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? reason
        }
        if report.readError == nil, let damage = searchIndexStructure(at: url) {
            report.derivedProblems.append("the search index (recipe_fts) is damaged: \(damage)")
        }
        return report
    }

    /// What FTS5's own `integrity-check` finds wrong with the index's b-tree of terms (which the value
    /// comparison above does not read), or `nil`. The check is an `INSERT` command, so it runs in a write
    /// transaction that is rolled back; it writes no page. A file this process cannot write is not checked.
    private static func searchIndexStructure(at url: URL) -> String? {
        guard FileManager.default.isWritableFile(atPath: url.path) else { return nil }
        do {
            let queue = try DatabaseQueue(path: url.path)
            defer { try? queue.close() }
            try queue.inTransaction(.deferred) { db in
                try db.execute(sql: "INSERT INTO recipe_fts(recipe_fts) VALUES('integrity-check')")
                return .rollback
            }
            return nil
        } catch {
            let reason = CatalogStore.reason(error)
            return reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? reason
        }
    }
}

extension CatalogStore {
    /// Checks this store's catalog file on demand (see ``CatalogIntegrity``).
    public func checkIntegrity() throws(CatalogError) -> CatalogIntegrityReport {
        try CatalogIntegrity.check(at: URL(fileURLWithPath: path))
    }
}
