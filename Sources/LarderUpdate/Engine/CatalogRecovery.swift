import Foundation
import GRDB

/// Finishes what a killed update left behind, before anyone reads the catalog.
///
/// A delta update killed mid-transaction leaves a hot rollback journal beside the catalog; SQLite
/// rolls it back on the next open *for writing*, but a read-only reader cannot, and would fail. A killed
/// full install leaves a `.incoming` staging file. Both are cleared here, leaving the old catalog —
/// but only under the catalog's ``CatalogLock``, so a live update in another process is never disturbed.
public enum CatalogRecovery {
    /// What recovery found and did.
    public enum Outcome: Equatable, Sendable {
        /// Nothing was left behind.
        case clean
        /// Another process holds the catalog lock: its staging file and journal are work in progress
        /// and were left alone.
        case busy
        /// The lock file cannot be created (a read-only folder): nothing can have been staged here by
        /// this user, and nothing was touched.
        case readOnly
        /// Leftovers of a killed update were cleared: a `.incoming` staging file removed, a hot
        /// `-journal` rolled back (either or both).
        case recovered(removedStaging: Bool, rolledBackJournal: Bool)
    }

    /// Rolls back an interrupted update of `catalog`, if any.
    /// - Returns: whether anything was recovered.
    /// - Complexity: O(1) when there is nothing to recover; otherwise O(pages in the journal).
    @discardableResult
    public static func recoverIfNeeded(_ catalog: URL) throws(UpdateError) -> Bool {
        if case .recovered = try recover(catalog) { return true }
        return false
    }

    /// Clears what a killed update of `catalog` left behind, unless another process is updating it.
    public static func recover(_ catalog: URL) throws(UpdateError) -> Outcome {
        try recover(atPath: catalog.path)
    }

    /// ``recover(_:)`` of the catalog at `path`: with nothing left behind (every command but the first after
    /// a crash), two `stat`s and no `URL`.
    public static func recover(atPath path: String) throws(UpdateError) -> Outcome {
        let files = FileManager.default
        guard files.fileExists(atPath: path + ".incoming") || files.fileExists(atPath: path + "-journal") else { return .clean }
        let catalog = URL(fileURLWithPath: path)
        let lock: CatalogLock?
        do {
            lock = try CatalogLock.tryAcquire(catalog)
        } catch {
            return .readOnly
        }
        guard let lock else { return .busy }
        defer { lock.release() }
        return try recoverLocked(catalog)
    }

    /// Recovery for a caller that holds the catalog's ``CatalogLock``.
    static func recoverLocked(_ catalog: URL) throws(UpdateError) -> Outcome {
        let files = FileManager.default
        let staging = catalog.path + ".incoming"
        let removedStaging = files.fileExists(atPath: staging)
        if removedStaging { try? files.removeItem(atPath: staging) }
        guard try rollBackJournal(catalog) else {
            return removedStaging ? .recovered(removedStaging: true, rolledBackJournal: false) : .clean
        }
        return .recovered(removedStaging: removedStaging, rolledBackJournal: true)
    }

    /// Rolls a `-journal` left beside `catalog` back into it (the caller holds the lock).
    /// - Returns: whether there was a journal.
    static func rollBackJournal(_ catalog: URL) throws(UpdateError) -> Bool {
        guard FileManager.default.fileExists(atPath: catalog.path + "-journal") else { return false }
        do {
            let queue = try DatabaseQueue(path: catalog.path)
            defer { try? queue.close() }
            // The first read on a writable connection rolls a hot journal back.
            _ = try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_schema") }
        } catch {
            throw .catalog("cannot recover \(catalog.path) from an interrupted update: \(CatalogRecovery.reason(error))")
        }
        // SQLite deletes a journal it rolled back. One that is still there was not hot (its header was
        // never synced, so no page of the database changed); only catalog writers, which all hold this
        // lock, write the catalog, so it is nobody's and would only confuse the next install.
        try? FileManager.default.removeItem(atPath: catalog.path + "-journal")
        return true
    }

    /// Whether `catalog` has a journal with content: after a rollback SQLite deletes it, so one that
    /// remains would be applied to whatever file next sits at `catalog`'s path.
    static func hasJournal(_ catalog: URL) -> Bool {
        let attributes = try? FileManager.default.attributesOfItem(atPath: catalog.path + "-journal")
        return ((attributes?[.size] as? NSNumber)?.intValue ?? 0) > 0
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        return "\(error)"
    }
}

extension CatalogRecovery {
    /// Recovery for a caller that holds `lock` (an install about to replace the catalog): removes a
    /// killed update's `.incoming` file and rolls a leftover `-journal` back into the old catalog, and
    /// then checks that no journal remains.
    public static func recover(lockedBy lock: CatalogLock, _ catalog: URL) throws(UpdateError) -> Outcome {
        let outcome = try recoverLocked(catalog)
        guard !hasJournal(catalog) else {
            throw .catalog("\(catalog.path)-journal could not be rolled back; the catalog was not replaced")
        }
        return outcome
    }
}
