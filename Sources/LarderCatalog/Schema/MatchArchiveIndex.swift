import Foundation
import GRDB
import LarderMatch

/// The stored match catalog (``CatalogSchema``'s `match_archive`): the catalog compiled for matching
/// (``CatalogMatchData/matchCatalog(adding:)``) as LarderMatch's archive bytes, stamped with the
/// archive's version and the content hash it was compiled from. Derived from the content like the
/// full-text index and rewritten wherever the index is (``CatalogIndex``: compile, full install, delta
/// install), so `make` and `buy-next` read it instead of compiling every recipe line.
public enum MatchArchiveIndex {
    /// Rewrites `match_archive` from the catalog's rows. A catalog without the table is left as it is.
    ///
    /// - Throws: ``CatalogError/damaged(path:reason:)`` when `meta` has no content hash to stamp it with.
    /// - Complexity: one read of every recipe line and one compilation (O(I + S + L)).
    public static func refill(_ db: Database) throws {
        guard try db.hasTable("match_archive") else { return }
        guard let hash = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_hash'") else {
            throw CatalogError.damaged(path: db.description, reason: "no content hash to stamp the match catalog with")
        }
        let archive = try CatalogStore.matchData(db, recipes: nil).matchCatalog().archived()
        try db.execute(sql: "DELETE FROM match_archive")
        try db.execute(
            sql: "INSERT INTO match_archive (version, content_hash, data) VALUES (?, ?, ?)",
            arguments: [Int64(MatchCatalog.archiveVersion), hash, Data(archive)])
    }

    /// Whether `match_archive` holds an archive of this build's version stamped with the catalog's current
    /// content hash (its bytes are checked where they are read: ``LarderMatch/MatchCatalog/init(archived:)``).
    ///
    /// - Complexity: O(1) rows.
    public static func isCurrent(_ db: Database) throws -> Bool {
        guard try db.hasTable("match_archive") else { return false }
        return try Bool.fetchOne(db, sql: """
            SELECT EXISTS (SELECT 1 FROM match_archive a JOIN meta m ON m.key = 'content_hash' AND m.value = a.content_hash
                           WHERE a.version = ?)
            """, arguments: [Int64(MatchCatalog.archiveVersion)]) ?? false
    }

    /// Gives the catalog file at `url` a current stored match catalog (creating the table in a catalog
    /// compiled before it was stored) unless it has one. Only for a catalog no one else is writing: the
    /// installer's staged copy.
    ///
    /// - Complexity: O(1) when it is current, else as ``refill(_:)``.
    public static func refillIfStale(at url: URL) throws(CatalogError) {
        do {
            let queue = try DatabaseQueue(path: url.path)
            defer { try? queue.close() }
            try queue.write { db in
                if try isCurrent(db) { return }
                try CatalogSchema.createMatchArchive(db)
                try refill(db)
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .queryFailed(CatalogStore.reason(error))
        }
    }
}
