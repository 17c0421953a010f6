import Foundation
import GRDB
import Testing
@testable import LarderUser

/// Values of the wrong type written into `user.sqlite` by something other than Larder (a text date,
/// a blob that is not UTF-8, a NULL) throw ``UserDataError/corrupt(table:column:expected:)`` naming the
/// table and column; before, GRDB's row subscript trapped with SIGILL.
@Suite struct WrongTypedValueTests {
    /// Opens a fresh database, damages it with `sql` through a raw connection, and returns it reopened.
    private func damaged(_ sql: String, setUp: (UserDatabase) throws -> Void = { _ in }) throws -> (UserDatabase, TemporaryUserDatabase) {
        let temp = TemporaryUserDatabase()
        let db = try temp.open()
        try setUp(db)
        let raw = try DatabaseQueue(path: temp.url.path)
        try raw.write { try $0.execute(sql: sql) }
        return (try temp.open(), temp)
    }

    @Test func aFavoriteDateStoredAsTextIsCorruptNotACrash() throws {
        let (db, temp) = try damaged("INSERT INTO favorite VALUES ('negroni', 'last tuesday')")
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "favorite", column: "added_at", expected: "a date")) { try db.favorites() }
    }

    @Test func aBlobRecipeIDIsCorrupt() throws {
        let (db, temp) = try damaged("INSERT INTO favorite VALUES (x'FFFE00', '2026-01-01 00:00:00.000')")
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "favorite", column: "recipe_id", expected: "text")) { try db.favorites() }
        #expect(throws: UserDataError.corrupt(table: "favorite", column: "id", expected: "text")) { try db.referencedRecipes() }
    }

    @Test func aBlobHistoryValueIsCorrupt() throws {
        let (db, temp) = try damaged("INSERT INTO history(kind, value, at) VALUES ('search', x'C3', '2026-01-01 00:00:00.000')")
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "history", column: "value", expected: "text")) { try db.history(.search, limit: 10) }
    }

    @Test func aCollectionDateThatIsNotADateIsCorrupt() throws {
        let (db, temp) = try damaged("UPDATE collection SET created_at = 'soon'") { try $0.createCollection("Summer") }
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "collection", column: "created_at", expected: "a date")) { try db.collections() }
        #expect(throws: UserDataError.corrupt(table: "collection", column: "created_at", expected: "a date")) { try db.collection("Summer") }
    }

    @Test func anUpdateDateThatIsNotADateIsCorrupt() throws {
        let (db, temp) = try damaged("UPDATE update_history SET applied_at = x'00'") {
            try $0.recordUpdate(UpdateRecord(fromVersion: 1, toVersion: 2, added: 0, changed: 0, removed: 0, source: "test"))
        }
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "update_history", column: "applied_at", expected: "a date")) { try db.updateHistory() }
    }

    @Test func aRatingThatIsNotANumberIsCorrupt() throws {
        // The CHECK constraint refuses 'five' (text sorts after every integer), so the damage needs the
        // check bypassed, as `PRAGMA ignore_check_constraints` does.
        let (db, temp) = try damaged("""
            PRAGMA ignore_check_constraints = ON;
            INSERT INTO rating VALUES ('negroni', 'five', '2026-01-01 00:00:00.000');
            """)
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "rating", column: "stars", expected: "an integer")) { try db.ratings() }
    }

    @Test func anInventoryBlobIsCorrupt() throws {
        let (db, temp) = try damaged("INSERT INTO inventory VALUES (x'FF', '2026-01-01 00:00:00.000')")
        defer { temp.remove() }
        #expect(throws: UserDataError.corrupt(table: "inventory", column: "id", expected: "text")) { try db.inventory() }
    }

    @Test func theMessageIsOneLineNamingTableAndColumn() {
        let message = UserDataError.corrupt(table: "favorite", column: "added_at", expected: "a date").description
        #expect(!message.contains("\n"))
        #expect(message.contains("favorite.added_at"))
    }

    @Test func aWellFormedDatabaseStillReads() throws {
        let (db, temp) = try damaged("INSERT INTO favorite VALUES ('mojito', '2026-02-03 04:05:06.000')")
        defer { temp.remove() }
        let favorites = try db.favorites()
        #expect(favorites.map(\.recipe) == ["mojito"])
        // 2026-02-03 04:05:06 UTC is 1,770,091,506 s after the Unix epoch (hand computed: 20,487 days × 86,400 + 14,706).
        #expect(favorites.first?.addedAt.timeIntervalSince1970 == 1_770_091_506)
    }
}
