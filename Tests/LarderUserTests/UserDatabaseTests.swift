import Foundation
import GRDB
import Testing
@testable import LarderUser

@Suite struct UserDatabaseTests {
    @Test func createsTheFileInWALModeAndMigratesOnce() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.addFavorite("negroni")
        let reopened = try temp.open()
        #expect(try reopened.favorites().map(\.recipe) == ["negroni"], "reopening keeps the data")
        let mode = try db.writer.read { try String.fetchOne($0, sql: "PRAGMA journal_mode") }
        #expect(mode == "wal")
        let migrations = try db.writer.read { try String.fetchAll($0, sql: "SELECT identifier FROM grdb_migrations") }
        // v1, then each later migration (helpers add `v2-<branch>` ones) exactly once, in registration order.
        #expect(migrations.first == "v1" && Set(migrations).count == migrations.count)
        #expect(migrations == UserSchema.migrator.migrations)
        #expect(migrations.contains("v2-planner") && migrations.contains("v2-kitchen") && migrations.contains("v2-import"))
    }

    @Test func defaultStaplesAreWaterIceAndSugar() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        #expect(try temp.open().inventory().staples == ["ice", "sugar", "water"])
    }

    @Test func unwritableLocationIsAClearError() throws {
        let blocker = FileManager.default.temporaryDirectory.appendingPathComponent("larder-blocker-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: blocker)
        defer { try? FileManager.default.removeItem(at: blocker) }
        #expect(throws: UserDataError.self) { try UserDatabase.open(at: blocker.appendingPathComponent("user.sqlite")) }
    }

    @Test func aCorruptFileIsAClearError() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        try FileManager.default.createDirectory(at: temp.folder, withIntermediateDirectories: true)
        try Data(repeating: 0x42, count: 4096).write(to: temp.url)
        #expect(throws: UserDataError.self) { try temp.open() }
    }
}
