import CSQLiteSession
import Foundation
import GRDB

/// Applies a changeset to a catalog connection, all or nothing.
///
/// Any conflict — a row to update or delete that is missing or holds other values, an insert whose key
/// exists, a constraint failure — aborts the whole apply: a delta built for another base is rejected,
/// never half-applied. Call inside a transaction; the caller decides to commit.
public enum ChangesetApplier {
    /// Applies `changeset` to `db`.
    /// - Throws: ``UpdateError/conflict(_:table:)`` naming the first table that conflicted.
    /// - Complexity: O(c log n) for c changes against tables of n rows.
    public static func apply(_ changeset: Data, to db: Database, name: String) throws(UpdateError) {
        guard !changeset.isEmpty else { return }
        let report = ConflictReport()
        let context = Unmanaged.passUnretained(report).toOpaque()
        var bytes = changeset
        let status = bytes.withUnsafeMutableBytes { (buffer: UnsafeMutableRawBufferPointer) in
            sqlite3changeset_apply(
                db.sqliteConnection, Int32(buffer.count), buffer.baseAddress, nil,
                { context, _, iterator in
                    var table: UnsafePointer<CChar>?
                    var columns: Int32 = 0
                    var operation: Int32 = 0
                    var indirect: Int32 = 0
                    sqlite3changeset_op(iterator, &table, &columns, &operation, &indirect)
                    if let context, let table {
                        Unmanaged<ConflictReport>.fromOpaque(context).takeUnretainedValue().table = String(cString: table)
                    }
                    return SQLITE_CHANGESET_ABORT
                }, context)
        }
        guard status == SQLITE_OK else {
            throw .conflict(name, table: report.table ?? (status == SQLITE_CORRUPT ? "(corrupt changeset)" : "(unknown)"))
        }
    }
}

/// Where the first conflict happened; written only from inside the synchronous apply call.
private final class ConflictReport {
    var table: String?
}
