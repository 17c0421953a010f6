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
