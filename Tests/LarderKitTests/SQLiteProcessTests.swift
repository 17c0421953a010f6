import CSQLiteSession
import LarderKit
import Testing

/// ``SQLiteProcess/turnOffMemoryStatistics()``: effective only before SQLite's first initialization, as
/// `sqlite3_config` is documented to be, and then SQLite counts no memory at all.
@Suite struct SQLiteProcessTests {
    @Test func memoryStatisticsGoOffOnlyBeforeTheFirstConnection() throws {
        // Another test of this process may have opened a connection already: then this call is too late.
        let applied = SQLiteProcess.turnOffMemoryStatistics()
        var db: OpaquePointer?
        #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
        #expect(sqlite3_exec(db, "CREATE TABLE t(x); INSERT INTO t VALUES (zeroblob(100000));", nil, nil, nil) == SQLITE_OK)
        if applied {
            // Off: no allocation was counted, though the blob alone took 100,000 bytes.
            #expect(sqlite3_memory_used() == 0)
        }
        sqlite3_close(db)
        // SQLite is initialized now: `sqlite3_config` answers SQLITE_MISUSE and nothing changes.
        #expect(SQLiteProcess.turnOffMemoryStatistics() == false)
    }

    /// ``SQLiteProcess/allocatePagesOnDemand()`` too is refused once SQLite is initialized (its effect, fewer
    /// page faults, is measured outside the tests; the `larder` process tests run with it).
    @Test func pagesOnDemandComeTooLateAfterTheFirstConnection() {
        var db: OpaquePointer?
        #expect(sqlite3_open(":memory:", &db) == SQLITE_OK)
        sqlite3_close(db)
        #expect(SQLiteProcess.allocatePagesOnDemand() == false)
    }
}
