import Foundation
import GRDB
import Testing
@testable import LarderUser

/// A history row is appended to the write-ahead log and left there when the database closes (no checkpoint,
/// no `fsync`), and a later real write checkpoints it into the file as before.
@Suite struct HistoryAppendTests {
    @Test func aViewStaysInTheLogAndAnotherConnectionReadsIt() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        do { try temp.open().addFavorite("negroni") }
        let wal = temp.url.path + "-wal"
        #expect(!FileManager.default.fileExists(atPath: wal), "a real write checkpoints and removes the log on close")
        let file = try Data(contentsOf: temp.url)

        do { try temp.open().recordView(.init("daiquiri")) }
        #expect(try Data(contentsOf: temp.url) == file, "the database file itself is not written")
        #expect(FileManager.default.fileExists(atPath: wal), "the view waits in the log")

        // Read back through a plain SQLite connection, not through UserDatabase.
        let queue = try DatabaseQueue(path: temp.url.path)
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT value FROM history WHERE kind = 'view'") } == ["daiquiri"])
    }

    @Test func aRealWriteAfterViewsCheckpointsThemIntoTheFile() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        do { try temp.open().addFavorite("negroni") }
        for id in ["daiquiri", "mojito"] { try temp.open().recordView(.init(id)) }
        do {
            let db = try temp.open()
            try db.recordView(.init("gimlet"))
            try db.addFavorite("mojito")
        }
        #expect(!FileManager.default.fileExists(atPath: temp.url.path + "-wal"))
        // With no log left, the file alone holds everything.
        let queue = try DatabaseQueue(path: temp.url.path, configuration: {
            var configuration = Configuration()
            configuration.readonly = true
            return configuration
        }())
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT value FROM history ORDER BY id") } == ["daiquiri", "mojito", "gimlet"])
        #expect(try queue.read { try String.fetchAll($0, sql: "SELECT recipe_id FROM favorite ORDER BY recipe_id") } == ["mojito", "negroni"])
    }

    @Test func readingOnlyLeavesPendingHistoryWhereItIs() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        do { try temp.open().addFavorite("negroni") }
        try temp.open().recordView(.init("daiquiri"))
        let before = try [temp.url.path, temp.url.path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        do { #expect(try temp.open().favorites().map(\.recipe) == ["negroni"]) }
        let after = try [temp.url.path, temp.url.path + "-wal"].map { try Data(contentsOf: URL(fileURLWithPath: $0)) }
        #expect(before == after)
    }

    /// Appended history is checkpointed once the log passes ``UserDatabase/logBytesBeforeCheckpoint``, so the log a
    /// process rereads at start stays small however many searches came before (without it, 120 views, each its own
    /// process's connection, grew it to 1.5 MB: about three pages a view).
    @Test func appendedHistoryKeepsTheLogSmall() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        do { try temp.open().addFavorite("negroni") }
        for index in 0..<120 { try temp.open().recordView(.init("drink-\(index)")) }
        let log = try FileManager.default.attributesOfItem(atPath: temp.url.path + "-wal")[.size] as? Int ?? 0
        let queue = try DatabaseQueue(path: temp.url.path)
        let pageSize = try queue.read { try Int.fetchOne($0, sql: "PRAGMA page_size") ?? 4096 }
        // The log's 32-byte header, then frames of a 24-byte header and a page; a view commits about three.
        // The bound, plus the frames of the one view that passed it (a 24-byte header and a page each).
        #expect(log <= UserDatabase.logBytesBeforeCheckpoint + 8 * (24 + pageSize), "\(log) bytes")
        #expect(try queue.read { try Int.fetchOne($0, sql: "SELECT count(*) FROM history WHERE kind = 'view'") } == 120)
    }

    /// With nothing pending, a session that only reads removes the empty log on close, as before.
    @Test func readingOnlyWithNothingPendingLeavesNoLog() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        do { try temp.open().addFavorite("negroni") }
        let file = try Data(contentsOf: temp.url)
        do { #expect(try temp.open().favorites().map(\.recipe) == ["negroni"]) }
        #expect(!FileManager.default.fileExists(atPath: temp.url.path + "-wal"))
        #expect(try Data(contentsOf: temp.url) == file)
    }
}
