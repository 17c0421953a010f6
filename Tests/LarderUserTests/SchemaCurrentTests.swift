import Foundation
import GRDB
import Testing
@testable import LarderUser

/// Opening a `user.sqlite` whose schema is current skips the migrator; these pin that the quick check
/// answers what GRDB's own does, and that files written by older and newer versions open as before.
@Suite struct SchemaCurrentTests {
    /// The migrations this version registers, in order, written out by hand.
    static let all = ["v1", "v2-planner", "v2-kitchen", "v2-import", "v3-history-by-value"]

    /// A file holding the schema as the version that stopped at `last` left it, with one favorite.
    static func oldFile(_ temp: TemporaryUserDatabase, upTo last: String) throws {
        try FileManager.default.createDirectory(at: temp.folder, withIntermediateDirectories: true)
        let queue = try DatabaseQueue(path: temp.url.path)
        try queue.writeWithoutTransaction { try $0.execute(sql: "PRAGMA journal_mode = WAL") }
        try UserSchema.migrator.migrate(queue, upTo: last)
        try queue.write { try $0.execute(sql: "INSERT INTO favorite(recipe_id, added_at) VALUES ('negroni', '2024-01-02 03:04:05.000')") }
        try queue.close()
    }

    static func identifiers(_ temp: TemporaryUserDatabase) throws -> [String] {
        let queue = try DatabaseQueue(path: temp.url.path)
        return try queue.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations ORDER BY rowid") }
    }

    @Test func theQuickCheckAnswersAsGRDBDoes() throws {
        // (applied identifiers, whether the schema is current), by hand: current means all five applied.
        let cases: [([String]?, Bool)] = [
            (nil, false),                                          // no grdb_migrations table
            ([], false),
            (["v1"], false),
            (["v1", "v2-planner", "v2-kitchen"], false),
            (["v1", "v2-kitchen", "v2-import"], false),           // a gap
            (Self.all, true),
            (Self.all + ["v3-from-a-newer-larder"], true),         // unknown identifiers are ignored
            (["v1", "v2-planner", "v2-kitchen", "v2-import"], false), // a file of the last version
            (["v3-history-by-value", "v2-import", "v2-kitchen", "v2-planner", "v1"], true), // the order rows were written in does not matter
        ]
        for (applied, expected) in cases {
            let queue = try DatabaseQueue()
            try queue.writeWithoutTransaction { db in
                if let applied {
                    try db.execute(sql: "CREATE TABLE grdb_migrations (identifier TEXT NOT NULL PRIMARY KEY)")
                    for id in applied { try db.execute(sql: "INSERT INTO grdb_migrations VALUES (?)", arguments: [id]) }
                }
                #expect(UserSchema.isCurrent(db) == expected, "\(applied ?? ["no table"])")
                #expect(try UserSchema.migrator.hasCompletedMigrations(db) == expected, "GRDB: \(applied ?? ["no table"])")
            }
        }
    }

    @Test func theMigrationListIsTheOneWrittenHere() {
        #expect(UserSchema.migrator.migrations == Self.all)
    }

    @Test(arguments: ["v1", "v2-planner", "v2-kitchen"])
    func anOlderFileIsMigratedAndKeepsItsData(last: String) throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        try Self.oldFile(temp, upTo: last)
        #expect(try Self.identifiers(temp) == Array(Self.all.prefix(through: Self.all.firstIndex(of: last)!)))
        let db = try temp.open()
        #expect(try db.favorites().map(\.recipe) == ["negroni"])
        #expect(try Self.identifiers(temp) == Self.all)
        // The tables of the later migrations are there and usable.
        try db.addFavorite("daiquiri")
        #expect(try temp.open().favorites().count == 2)
        let tables = try db.read { try String.fetchSet($0, sql: "SELECT name FROM sqlite_master WHERE type = 'table'") }
        #expect(tables.contains("favorite") && tables.contains("grdb_migrations") && tables.count > 6)
    }

    @Test func aFileFromANewerLarderOpensAndKeepsItsMigrations() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        try Self.oldFile(temp, upTo: Self.all.last!)
        let queue = try DatabaseQueue(path: temp.url.path)
        try queue.write { db in
            try db.execute(sql: "CREATE TABLE later_feature(id INTEGER PRIMARY KEY)")
            try db.execute(sql: "INSERT INTO grdb_migrations VALUES ('v3-later-feature')")
        }
        try queue.close()
        let db = try temp.open()
        #expect(try db.favorites().map(\.recipe) == ["negroni"])
        try db.addFavorite("daiquiri")
        #expect(try Self.identifiers(temp) == Self.all + ["v3-later-feature"])
    }

    @Test func aCurrentFileIsOpenedWithoutWritingIt() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        try Self.oldFile(temp, upTo: Self.all.last!)
        let before = try Data(contentsOf: temp.url)
        let walBefore = FileManager.default.fileExists(atPath: temp.url.path + "-wal")
        let db = try temp.open()
        #expect(try db.favorites().map(\.recipe) == ["negroni"])
        #expect(try Data(contentsOf: temp.url) == before)
        let wal = (try? FileManager.default.attributesOfItem(atPath: temp.url.path + "-wal")[.size] as? Int) ?? 0
        #expect(!walBefore && wal == 0, "nothing was appended to the log")
    }

    @Test func historyIsRegroupedByValueAndKept() throws {
        let queue = try DatabaseQueue()
        try UserSchema.migrator.migrate(queue, upTo: "v2-import")
        try queue.write { db in
            for (index, value) in ["negroni", "mojito", "negroni", "gin"].enumerated() {
                try db.execute(sql: "INSERT INTO history(kind, value, at) VALUES (?, ?, ?)",
                               arguments: [index == 3 ? "search" : "view", value, "2026-12-0\(index + 1) 10:00:00"])
            }
        }
        try UserSchema.migrator.migrate(queue)
        // A new row follows the last kept one.
        try queue.write { db in
            try db.execute(sql: "INSERT INTO history(kind, value, at) VALUES ('view', 'daiquiri', '2026-12-05 10:00:00')")
            #expect(db.lastInsertedRowID == 5)
            try db.execute(sql: "DELETE FROM history WHERE id = 5")
        }
        try queue.read { db in
            let columns = try String.fetchAll(db, sql: "SELECT name FROM pragma_index_info('history_kind') ORDER BY seqno")
            #expect(columns == ["kind", "value", "id"])
            let rows = try Row.fetchAll(db, sql: "SELECT id, kind, value FROM history ORDER BY id").map { "\($0["id"] as Int) \($0["kind"] as String) \($0["value"] as String)" }
            #expect(rows == ["1 view negroni", "2 view mojito", "3 view negroni", "4 search gin"])
            #expect(try String.fetchOne(db, sql: "SELECT sql FROM sqlite_master WHERE name = 'history'")?.contains("AUTOINCREMENT") == false)
            #expect(try Int.fetchOne(db, sql: "SELECT count(*) FROM sqlite_sequence WHERE name = 'history'") == 0)
        }
    }
}
