import Foundation
import GRDB

/// The files a writer killed mid-transaction leaves: the database with some of the transaction's
/// pages already written, and the hot `-journal` holding the originals.
///
/// Made without killing anything: a transaction with a two-page cache spills its changes into the
/// file before commit; both files are copied while it is still open (what a kill at that instant
/// leaves on disk), then the transaction is rolled back.
enum CrashState {
    /// Replaces `catalog` by its own state mid-way through an uncommitted rewrite of every recipe name.
    /// - Returns: whether the database file had changed pages at that instant (the kill "landed").
    @discardableResult
    static func leaveHotJournal(at catalog: URL) throws -> Bool {
        let folder = catalog.deletingLastPathComponent().appendingPathComponent("crash-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let original = try Data(contentsOf: catalog)
        let journal = URL(fileURLWithPath: catalog.path + "-journal")
        let queue = try DatabaseQueue(path: catalog.path)
        try queue.inDatabase { db in
            guard try String.fetchOne(db, sql: "PRAGMA journal_mode") == "delete" else { throw CrashError.notRollbackJournal }
            try db.execute(sql: "PRAGMA cache_size = 2")
            try db.execute(sql: "BEGIN IMMEDIATE")
            try db.execute(sql: "UPDATE recipe SET name = name || ' (interrupted)'")
            try FileManager.default.copyItem(at: catalog, to: folder.appendingPathComponent("db"))
            try FileManager.default.copyItem(at: journal, to: folder.appendingPathComponent("journal"))
            try db.execute(sql: "ROLLBACK")
        }
        try queue.close()
        let torn = try Data(contentsOf: folder.appendingPathComponent("db"))
        try torn.write(to: catalog)
        try Data(contentsOf: folder.appendingPathComponent("journal")).write(to: journal)
        return torn != original
    }

    enum CrashError: Error { case notRollbackJournal }
}
