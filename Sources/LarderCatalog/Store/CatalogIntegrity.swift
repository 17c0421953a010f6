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
        return nil
    }
}

/// Checks a catalog file on demand: SQLite's `integrity_check` over every page, then the content hash
/// recomputed from the rows against the one stamped at build or update time. Reads only.
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
            }
        } catch {
            let reason = CatalogStore.reason(error)
            report.readError = reason.split(whereSeparator: \.isNewline).first.map(String.init) ?? reason
        }
        return report
    }
}

extension CatalogStore {
    /// Checks this store's catalog file on demand (see ``CatalogIntegrity``).
    public func checkIntegrity() throws(CatalogError) -> CatalogIntegrityReport {
        try CatalogIntegrity.check(at: URL(fileURLWithPath: path))
    }
}
