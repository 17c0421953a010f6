import Foundation
import GRDB
import LarderCore

/// The derived table `match_archive` holds the catalog compiled for matching (LarderMatch's archive
/// bytes, with the names that present its answers), rewritten wherever the full-text index is
/// (``MatchArchiveIndex``) and stamped with the content hash it was compiled from and the archive's
/// version. Like the full-text index it is not content: neither hashed nor diffed
/// (``CatalogSchema/derivedTables``). A catalog without it, or whose archive version differs (a newer
/// `larder`), is compiled from its rows as before.
extension CatalogStore {
    /// The stored archive of version `version` when it was compiled from this catalog's current content;
    /// `nil` otherwise.
    ///
    /// - Complexity: one row.
    public func storedMatchArchive(version: UInt32) throws(CatalogError) -> [UInt8]? {
        try read { db in
            guard try db.hasTable("match_archive") else { return nil }
            var archive: [UInt8]?
            try StatementColumns.forEach(db, sql: """
                SELECT a.data FROM match_archive a JOIN meta m ON m.key = 'content_hash' AND m.value = a.content_hash
                WHERE a.version = ?
                """, arguments: [Int64(version)]
            ) { row in
                archive = try row.withOptionalBlob(0, "match_archive.data") { bytes in
                    guard let bytes else { throw StoredValueError(column: "match_archive.data", expected: "a blob") }
                    return [UInt8](bytes)
                }
            }
            return archive
        }
    }
}
