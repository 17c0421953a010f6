import Foundation
import GRDB

/// Finishes what a killed update left behind, before anyone reads the catalog.
///
/// A delta update killed mid-transaction leaves a hot rollback journal beside the catalog; SQLite
/// rolls it back on the next open *for writing*, but a read-only reader cannot, and would fail. A killed
/// full install leaves a `.incoming` staging file. Both are cleared here, leaving the old catalog.
public enum CatalogRecovery {
    /// Rolls back an interrupted update of `catalog`, if any.
    /// - Returns: whether anything was recovered.
    /// - Complexity: O(1) when there is nothing to recover; otherwise O(pages in the journal).
    @discardableResult
    public static func recoverIfNeeded(_ catalog: URL) throws(UpdateError) -> Bool {
        let files = FileManager.default
        var recovered = false
        let staging = catalog.path + ".incoming"
        if files.fileExists(atPath: staging) {
            try? files.removeItem(atPath: staging)
            recovered = true
        }
        guard files.fileExists(atPath: catalog.path + "-journal") else { return recovered }
        do {
            let queue = try DatabaseQueue(path: catalog.path)
            defer { try? queue.close() }
            // The first read on a writable connection rolls a hot journal back.
            _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_schema") }
        } catch {
            throw .catalog("cannot recover \(catalog.path) from an interrupted update: \(error)")
        }
        return true
    }
}
