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

    /// Makes SQLite allocate through a block allocator for the whole process (`SQLITE_CONFIG_MALLOC`): a
    /// block of up to 1,024 bytes is rounded up to a multiple of 16 and, once freed, kept on a free list for
    /// the next request of its size; larger blocks go to `malloc`. The SQLite Larder links (Debian's) is
    /// built without its own small-block cache (lookaside), so each of the thousands of small allocations a
    /// command makes (parsing the schemas, preparing statements) went through `malloc` and `free`: about
    /// 12 % of `larder info`'s instructions. The small blocks' memory is reused, never returned to the
    /// system: what is kept is the most SQLite ever held at once.
    ///
    /// Like ``turnOffMemoryStatistics()``, only effective before SQLite is first initialized; returns
    /// whether it took effect.
    @discardableResult
    public static func useBlockAllocator() -> Bool {
        larder_sqlite_use_block_allocator() == SQLITE_OK
    }

    /// Makes each of SQLite's page caches allocate a page when it first needs one, for the whole process
    /// (`SQLITE_CONFIG_PAGECACHE` with no buffer). By default each cache takes room for 20 pages up front and
    /// writes a header at the end of every one, so that each costs a page fault at once; every temporary
    /// table a statement opens has its own cache (`larder search gin` opens about 25), and those headers were
    /// about 40 % of the command's page faults. Reads and results are unchanged.
    ///
    /// Like ``turnOffMemoryStatistics()``, only effective before SQLite is first initialized; returns
    /// whether it took effect.
    @discardableResult
    public static func allocatePagesOnDemand() -> Bool {
        larder_sqlite_pages_on_demand() == SQLITE_OK
    }
}
