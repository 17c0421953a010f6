import CSQLiteSession

/// Settings of SQLite that belong to the whole process, not to one connection.
///
/// Calling anything here is optional: every connection works the same without it. A program that wants
/// it calls it once where it starts, before any ``LarderSession`` opens a store (the `larder` executable
/// does, first thing).
public enum SQLiteProcess {
    /// Turns off SQLite's memory statistics (`SQLITE_CONFIG_MEMSTATUS`), which Larder never reads: each of
    /// SQLite's allocations then skips the memory mutex and the counters (about 0.4 M instructions in an
    /// everyday command). Nothing else changes.
    ///
    /// SQLite only accepts this before it is first initialized, that is before the process's first
    /// connection opens (Larder's or anyone's). Returns whether it took effect: `false` when it came too
    /// late, which changes nothing.
    @discardableResult
    public static func turnOffMemoryStatistics() -> Bool {
        larder_sqlite_memory_statistics_off() == SQLITE_OK
    }
}
