import CSQLiteSession
import Foundation
import GRDB

/// Builds the SQLite changeset that turns one catalog file into another, with the session extension.
///
/// The new catalog is opened read-only with the old one attached; `sqlite3session_diff` compares each
/// content table by primary key, so a rebuild that changed one recipe yields only that recipe's rows.
/// A changeset (not a patchset) keeps the old values of updated and deleted rows, so applying it to any
/// other base conflicts instead of silently producing a hybrid.
public enum ChangesetBuilder {
    /// The changeset from `old` to `new`.
    /// - Throws: ``UpdateError/unsupported(_:)`` when the schemas differ or a table lacks a primary key;
    ///   ``UpdateError/catalog(_:)`` when a file cannot be read.
    /// - Complexity: O(n log n) in the rows of both catalogs.
    public static func changeset(from old: URL, to new: URL) throws(UpdateError) -> Data {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: new.path, configuration: configuration)
            return try queue.inDatabase { db in
                try db.execute(sql: "ATTACH DATABASE ? AS old", arguments: [old.path])
                return try diff(db)
            }
        } catch let error as UpdateError {
            throw error
        } catch {
            throw .catalog("\(error)")
        }
    }

    private static func diff(_ db: Database) throws -> Data {
        guard try CatalogTables.schemaSignature(db) == CatalogTables.schemaSignature(db, schema: "old") else {
            throw UpdateError.unsupported("the catalogs' schemas differ; publish a full catalog instead")
        }
        let tables = try CatalogTables.contentTables(db)
        for table in tables where try CatalogTables.primaryKey(db, table: table).isEmpty {
            throw UpdateError.unsupported("table \(table) has no primary key")
        }
        let connection = db.sqliteConnection
        var session: OpaquePointer?
        guard sqlite3session_create(connection, "main", &session) == SQLITE_OK, let session else {
            throw UpdateError.catalog("cannot start an SQLite session")
        }
        defer { sqlite3session_delete(session) }
        for table in tables {
            guard sqlite3session_attach(session, table) == SQLITE_OK else {
                throw UpdateError.catalog("cannot track table \(table)")
            }
            var message: UnsafeMutablePointer<CChar>?
            let status = sqlite3session_diff(session, "old", table, &message)
            defer { sqlite3_free(message) }
            guard status == SQLITE_OK else {
                throw UpdateError.unsupported("cannot diff table \(table): \(message.map { String(cString: $0) } ?? "")")
            }
        }
        var size: Int32 = 0
        var buffer: UnsafeMutableRawPointer?
        guard sqlite3session_changeset(session, &size, &buffer) == SQLITE_OK else {
            throw UpdateError.catalog("cannot serialise the changeset")
        }
        defer { sqlite3_free(buffer) }
        guard let buffer, size > 0 else { return Data() }
        return Data(bytes: buffer, count: Int(size))
    }
}
