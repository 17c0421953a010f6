import Foundation
import CSQLiteSession
import GRDB

/// The user database's schema, one migration per change. Catalog entries are referred to by their
/// stable text ids only, never by row ids, so user data survives any catalog update.
enum UserSchema {
    /// Migrates `writer` safely when other processes migrate the same fresh file at the same time.
    ///
    /// GRDB reads which migrations are applied before it opens each migration's immediate
    /// transaction, so two processes can both decide to run `v1`; the loser's transaction fails
    /// ("table favorite already exists") and rolls back whole. It then finds the migrations complete
    /// and goes on; a database that is already migrated is only read, never written. A migration that
    /// fails while others are at work (that error, or "database is locked" after the busy timeout
    /// under heavy load) is tried again after a short random pause, until `seconds` have passed.
    ///
    /// A database whose schema is already current (every open but the first) is recognized with one
    /// read of `grdb_migrations` (see ``isCurrent(_:)``) and the migrator is not run at all.
    static func migrate(_ writer: any DatabaseWriter, waiting seconds: TimeInterval = 60) throws {
        if writer.writeWithoutTransaction({ isCurrent($0) }) { return }
        try BusyRetry.run(for: seconds, retryingAny: true) {
            // The check can fail too ("no such table: grdb_migrations") when another process
            // creates the table between GRDB's two looks at it outside a WAL snapshot: retried.
            if try writer.read({ try migrator.hasCompletedMigrations($0) }) { return }
            try migrator.migrate(writer)
        }
    }

    /// Whether every migration of ``migrator`` is recorded in `grdb_migrations`: the answer of GRDB's
    /// `hasCompletedMigrations` (a migration is complete when it and every one before it are applied, and
    /// identifiers this version does not know, from a newer Larder, are ignored by both), read with one
    /// statement outside any transaction, through SQLite's C interface. Writes nothing.
    ///
    /// Any failure (no such table in a fresh file, a damaged file, a lock) answers `false`, and the
    /// caller goes the migrator's way, which reports or retries it as before. The generic GRDB path it
    /// replaces on every open (a read transaction, `Set<String>` fetches, the migration list compared
    /// twice) cost more than the rest of opening the file.
    static func isCurrent(_ db: Database) -> Bool {
        var wanted = Set(migrator.migrations)
        var statement: OpaquePointer?
        guard sqlite3_prepare_v2(db.sqliteConnection, "SELECT identifier FROM grdb_migrations", -1, &statement, nil) == SQLITE_OK
        else { return false }
        defer { sqlite3_finalize(statement) }
        while true {
            switch sqlite3_step(statement) {
            case SQLITE_ROW:
                if let text = sqlite3_column_text(statement, 0) { wanted.remove(String(cString: text)) }
            case SQLITE_DONE:
                return wanted.isEmpty
            default:
                return false
            }
        }
    }

    static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in
            try db.execute(sql: """
                CREATE TABLE favorite(
                    recipe_id TEXT PRIMARY KEY NOT NULL,
                    added_at DATETIME NOT NULL);
                CREATE TABLE collection(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    name TEXT NOT NULL UNIQUE COLLATE NOCASE,
                    created_at DATETIME NOT NULL);
                CREATE TABLE collection_member(
                    collection_id INTEGER NOT NULL REFERENCES collection(id) ON DELETE CASCADE,
                    recipe_id TEXT NOT NULL,
                    added_at DATETIME NOT NULL,
                    PRIMARY KEY (collection_id, recipe_id));
                CREATE TABLE rating(
                    recipe_id TEXT PRIMARY KEY NOT NULL,
                    stars INTEGER NOT NULL CHECK (stars BETWEEN 1 AND 5),
                    rated_at DATETIME NOT NULL);
                CREATE TABLE inventory(
                    ingredient_id TEXT PRIMARY KEY NOT NULL,
                    added_at DATETIME NOT NULL);
                CREATE TABLE staple(
                    ingredient_id TEXT PRIMARY KEY NOT NULL);
                INSERT INTO staple(ingredient_id) VALUES ('water'), ('ice'), ('sugar');
                CREATE TABLE user_substitute(
                    original TEXT NOT NULL,
                    replacement TEXT NOT NULL,
                    PRIMARY KEY (original, replacement),
                    CHECK (original <> replacement));
                CREATE TABLE history(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    kind TEXT NOT NULL CHECK (kind IN ('view', 'search')),
                    value TEXT NOT NULL,
                    at DATETIME NOT NULL);
                CREATE INDEX history_kind ON history(kind, id);
                CREATE TABLE update_history(
                    id INTEGER PRIMARY KEY AUTOINCREMENT,
                    applied_at DATETIME NOT NULL,
                    from_version INTEGER NOT NULL,
                    to_version INTEGER NOT NULL,
                    added INTEGER NOT NULL,
                    changed INTEGER NOT NULL,
                    removed INTEGER NOT NULL,
                    source TEXT NOT NULL);
                """)
        }
        migrator.registerMigration("v2-planner") { db in try UserSchema.createPlan(db) }
        migrator.registerMigration("v2-kitchen") { db in try UserSchema.createKitchen(db) }
        migrator.registerMigration("v2-import") { db in try UserSchema.createUserRecipes(db) }
        // History is read grouped by value within a kind (the recipes viewed most, the last searches): the index
        // holds the groups in order, so that neither read sorts the kind's rows nor looks each one up. And its ids are
        // the table's row ids without AUTOINCREMENT, whose counter row (in `sqlite_sequence`) was a third page written,
        // and a third frame of the log, with every row a read command appends.
        migrator.registerMigration("v3-history-by-value") { db in
            try db.execute(sql: """
                CREATE TABLE history_by_value(
                    id INTEGER PRIMARY KEY,
                    kind TEXT NOT NULL CHECK (kind IN ('view', 'search')),
                    value TEXT NOT NULL,
                    at DATETIME NOT NULL);
                INSERT INTO history_by_value(id, kind, value, at) SELECT id, kind, value, at FROM history;
                DROP TABLE history;
                ALTER TABLE history_by_value RENAME TO history;
                CREATE INDEX history_kind ON history(kind, value, id);
                DELETE FROM sqlite_sequence WHERE name = 'history';
                """)
        }
        return migrator
    }
}
