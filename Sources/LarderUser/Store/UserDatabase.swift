import Foundation
import CSQLiteSession
import GRDB
import LarderCore

/// The user's own data — favorites, collections, ratings, inventory, staples, substitutes, history and
/// the log of catalog updates — in `user.sqlite` beside the catalog copy.
///
/// Every operation is one short transaction on a WAL database with a busy timeout, so several
/// `larder` processes can write at once without losing anything. Many processes may open a fresh
/// file at once: each one migrates only what is still unmigrated, inside an immediate transaction.
///
/// A database that cannot be written (a read-only file, folder or file system) still opens, read-only:
/// reads work and every write throws ``UserDataError/readOnly(_:)``.
public struct UserDatabase: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "user.sqlite"

    let writer: any DatabaseWriter
    /// The path shown when a write is refused, when this database was opened read-only.
    let readOnlyPath: String?

    /// Whether this database was opened read-only (writes throw ``UserDataError/readOnly(_:)``).
    public var isReadOnly: Bool { readOnlyPath != nil }

    /// Wraps an open database (a pool on a file, or a queue in tests) and migrates it.
    public init(_ writer: any DatabaseWriter) throws(UserDataError) {
        try self.init(writer, busyTimeout: 60)
    }

    /// Wraps an open database and migrates it, retrying a migration that met another process's for
    /// up to `busyTimeout` seconds.
    ///
    /// With `unobserved`, the caller promises that nothing observes `writer` (no `ValueObservation`, no
    /// transaction observer: a queue it opened itself), and GRDB's authorizer is replaced, after the
    /// migration, by one that allows everything. GRDB's authorizer records, for observation, every table
    /// and column each statement reads or writes (about 0.3 M instructions in `larder info`, `show` or
    /// `search`); what else it notes (a schema change, for GRDB's schema cache) only a migration does.
    init(_ writer: any DatabaseWriter, busyTimeout: TimeInterval, unobserved: Bool = false) throws(UserDataError) {
        self.writer = writer
        self.readOnlyPath = nil
        do {
            try UserSchema.migrate(writer, waiting: busyTimeout)
            // History appended by earlier sessions waits in the write-ahead log; a session that only reads
            // leaves it there when it closes (an empty log is still checkpointed and removed, as before).
            // The first real write turns the checkpoint on close back on (see `write`).
            let pending = Self.logHoldsFrames(writer.path)
            writer.writeWithoutTransaction { db in
                if unobserved { _ = larder_sqlite_allow_everything(db.sqliteConnection) }
                if pending && db.totalChangesCount == 0 { Self.checkpointOnClose(db, false) }
            }
        } catch {
            throw Self.map(error)
        }
    }

    init(readOnly writer: any DatabaseWriter, path: String) {
        self.writer = writer
        self.readOnlyPath = path
    }

    /// Opens the user database at `url` in WAL mode with a busy timeout, creating it and its folder
    /// if needed.
    ///
    /// With `readOnly`, or when the file or its folder cannot be written, it opens read-only instead
    /// and writes nothing, not even a migration; a file that does not exist then reads as an empty
    /// user database (with the default staples).
    ///
    /// - Throws: ``UserDataError/database(_:)`` with one line when it cannot be opened at all, or
    ///   when a read-only file still needs a migration.
    /// - Parameter busyTimeout: how long to wait for other processes' writes (many `larder` processes
    ///   started at once on a fresh data directory each migrate and write; under load, the last of 200
    ///   waited over 14 s behind the others, so the default is generous).
    public static func open(at url: URL, readOnly: Bool = false, busyTimeout: TimeInterval = 60) throws(UserDataError) -> UserDatabase {
        try open(atPath: url.path, readOnly: readOnly, busyTimeout: busyTimeout)
    }

    /// ``open(at:readOnly:busyTimeout:)`` of the file at `path`.
    public static func open(atPath path: String, readOnly: Bool = false, busyTimeout: TimeInterval = 60) throws(UserDataError) -> UserDatabase {
        let folder = Directory.parent(of: path)
        if !readOnly {
            do {
                try Directory.create(folder)
            } catch where error.isPermissionDenied {
                return try openReadOnly(path)
            } catch {
                throw .database(error.description)
            }
            if canWrite(path, folder: folder) {
                var configuration = Configuration()
                configuration.busyMode = .timeout(busyTimeout)
                configuration.foreignKeysEnabled = true
                // WAL set here rather than by GRDB (a pool, or `journalMode = .wal`): GRDB then commits an
                // empty schema change on every open when no `-wal` file exists, so even a command that
                // only reads, or fails, would write the file. This pragma writes only on the first open.
                configuration.prepareDatabase { db in
                    guard try String.fetchOne(db, sql: "PRAGMA journal_mode = WAL") == "wal" else {
                        throw UserDataError.database("cannot put \(path) in WAL mode")
                    }
                }
                let queue: DatabaseQueue
                do {
                    // The WAL switch of a fresh file can meet another opener's lock: retried until the
                    // busy timeout has passed.
                    queue = try BusyRetry.run(for: busyTimeout) { try DatabaseQueue(path: path, configuration: configuration) }
                } catch {
                    throw map(error)
                }
                do {
                    return try UserDatabase(queue, busyTimeout: busyTimeout, unobserved: true)
                } catch .readOnly {
                    return try openReadOnly(path)
                }
            }
        }
        return try openReadOnly(path)
    }

    /// Closes the connection now, as releasing the database would: SQLite checkpoints the write-ahead log
    /// and removes it when this was the last connection and the checkpoint on close is on. Every call
    /// after it fails with "connection is closed".
    public func close() throws(UserDataError) {
        do { try writer.close() } catch { throw Self.map(error) }
    }

    /// Whether `path` (or, when it does not exist, `folder`) may be written, with the folder writable
    /// too for the WAL's `-wal` and `-shm` files.
    private static func canWrite(_ path: String, folder: String) -> Bool {
        guard Directory.isWritable(folder) else { return false }
        return access(path, F_OK) != 0 || access(path, W_OK) == 0
    }

    private static func openReadOnly(_ path: String) throws(UserDataError) -> UserDatabase {
        guard access(path, F_OK) == 0 else {
            // Nothing stored yet: an empty, migrated database in memory that refuses writes.
            do {
                let queue = try DatabaseQueue()
                try UserSchema.migrator.migrate(queue)
                return UserDatabase(readOnly: queue, path: path)
            } catch {
                throw map(error)
            }
        }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.foreignKeysEnabled = true
        do {
            let queue: DatabaseQueue
            let migrated: Bool
            do {
                queue = try DatabaseQueue(path: path, configuration: configuration)
                migrated = try queue.read { try UserSchema.migrator.hasCompletedMigrations($0) }
            } catch let error as DatabaseError where error.resultCode == .SQLITE_CANTOPEN || error.resultCode == .SQLITE_READONLY {
                // A WAL file whose `-shm` cannot be created in a read-only folder (SQLite says
                // "cannot open" or, for a user who may not write the folder, "read-only"): nobody
                // can be writing it, so read it as immutable.
                return try openImmutable(path)
            }
            guard migrated else { throw UserDataError.database("\(path) needs an upgrade; open it once with write access") }
            return UserDatabase(readOnly: queue, path: path)
        } catch {
            throw map(error)
        }
    }

    private static func openImmutable(_ path: String) throws -> UserDatabase {
        var configuration = Configuration()
        configuration.readonly = true
        let queue = try DatabaseQueue(path: "file:\(path)?immutable=1", configuration: configuration)
        guard try queue.read({ try UserSchema.migrator.hasCompletedMigrations($0) }) else {
            throw UserDataError.database("\(path) needs an upgrade; open it once with write access")
        }
        return UserDatabase(readOnly: queue, path: path)
    }

    /// Runs one write transaction, mapping database errors to ``UserDataError``.
    func write<T>(_ body: (Database) throws -> T) throws(UserDataError) -> T {
        if let readOnlyPath { throw .readOnly(readOnlyPath) }
        do {
            return try writer.write { db in
                Self.checkpointOnClose(db, true)
                return try body(db)
            }
        } catch {
            throw Self.map(error)
        }
    }

    /// Appends one row that may be lost to a power cut but never to a crash of the process (a history row):
    /// committed to the write-ahead log without waiting for the disk (`synchronous = NORMAL` for this commit),
    /// and left in the log when the connection closes unless this connection wrote something else. The next commit
    /// that waits for the disk, or the next checkpoint, makes it durable too. A read command that records
    /// what it showed so costs no `fsync` (it cost five: the log's creation, header and directory, the
    /// commit, and the checkpoint on close).
    func append(sql: String, arguments: StatementArguments) throws(UserDataError) {
        if let readOnlyPath { throw .readOnly(readOnlyPath) }
        do {
            try writer.writeWithoutTransaction { db in
                let untouched = db.totalChangesCount == 0
                let synchronous = try Int.fetchOne(db, sql: "PRAGMA synchronous") ?? 2
                try db.execute(sql: "PRAGMA synchronous = NORMAL")
                defer { try? db.execute(sql: "PRAGMA synchronous = \(synchronous)") }
                try db.inTransaction(.immediate) {
                    try db.execute(sql: sql, arguments: arguments)
                    return .commit
                }
                // Nothing else written by this connection: the row stays in the log when it closes, unless the
                // log has grown past its bound (a checkpoint another process's reader blocks is left for later).
                if untouched {
                    if Self.logBytes(writer.path) > Self.logBytesBeforeCheckpoint {
                        _ = try? db.checkpoint(.truncate)
                    } else {
                        Self.checkpointOnClose(db, false)
                    }
                }
            }
        } catch {
            throw Self.map(error)
        }
    }

    /// The size the write-ahead log may reach with appended rows before an append checkpoints it into the file
    /// and truncates it. Each process that opens the file first rereads the whole log to rebuild its index
    /// (1.25 MB of appended searches cost `search gin` 1.7 M instructions), and SQLite's own checkpoint
    /// after 1,000 pages never shortens it for the next process, whose rebuilt index counts nothing as copied.
    ///
    /// A bound of B frames costs each command about B/2 frames reread (measured: about 7,000 instructions and a
    /// read of 4 KB a frame, some 4.5 µs) and a checkpoint (two `fsync`s, about 1 ms) every B/g appends of g frames
    /// (a history row writes 2: its table's page and its index's); the sum is least near B = √(2 g · 1 ms / 4.5 µs)
    /// ≈ 30 frames. 128 KB is 31 frames: a checkpoint every fifteen searches.
    static let logBytesBeforeCheckpoint = 128 * 1024

    /// Whether the write-ahead log beside `path` exists and holds anything.
    private static func logHoldsFrames(_ path: String) -> Bool { logBytes(path) > 0 }

    /// The size of the write-ahead log beside `path`; 0 when there is none.
    private static func logBytes(_ path: String) -> Int {
        var info = stat()
        return stat(path + "-wal", &info) == 0 ? Int(info.st_size) : 0
    }

    /// Turns the checkpoint (and, for the last connection, the removal of the write-ahead log) on close on or off.
    private static func checkpointOnClose(_ db: Database, _ enabled: Bool) {
        _ = larder_sqlite_checkpoint_on_close(db.sqliteConnection, enabled ? 1 : 0)
    }

    /// Runs one read.
    func read<T>(_ body: (Database) throws -> T) throws(UserDataError) -> T {
        do {
            return try writer.read(body)
        } catch {
            throw Self.map(error)
        }
    }

    /// One typed error for anything thrown inside a transaction.
    static func map(_ error: any Error) -> UserDataError {
        switch error {
        case let error as UserDataError: return error
        case let error as DatabaseError where error.resultCode == .SQLITE_READONLY:
            return .readOnly("user.sqlite")
        case let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB:
            return .database("the file is damaged (\(error.message ?? "\(error.resultCode)"))")
        case is RowDecodingError:
            return .database("a stored value has the wrong type")
        default:
            return .database(describe(error))
        }
    }

    static func describe(_ error: any Error) -> String {
        let text = (error as? DatabaseError).map { $0.message ?? "\($0.resultCode)" } ?? "\(error)"
        return text.split(whereSeparator: \.isNewline).first.map(String.init) ?? text
    }
}
