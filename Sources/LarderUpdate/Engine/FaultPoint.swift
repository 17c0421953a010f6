import CSQLiteSession
import Foundation
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Deterministic crash points for the crash tests: in a debug build, `LARDER_FAULT=<point>` in the
/// environment makes the process SIGKILL itself at that step of an update, so a test can check what
/// the next run finds there. Release builds compile every hit to nothing.
enum FaultPoint: String, CaseIterable, Sendable {
    /// Full install: the new catalog is staged (written, synced, checked), not yet renamed.
    case afterStage = "after-stage"
    /// Delta: the first changeset is applied inside the transaction and its pages are written into
    /// the catalog file (the journal holds the originals).
    case midTransaction = "mid-transaction"
    /// Delta: everything applied and checked, the commit not yet made.
    case beforeCommit = "before-commit"
    /// Delta: committed; full install: renamed. Nothing recorded yet.
    case afterCommit = "after-commit"
    /// Full install: about to rename the staged catalog over the old one (journal check done).
    case duringRename = "during-rename"

    /// Dies here when the environment names this point (debug builds only).
    func hit() {
        #if DEBUG
            if ProcessInfo.processInfo.environment["LARDER_FAULT"] == rawValue { kill(getpid(), SIGKILL) }
        #endif
    }

    /// For ``midTransaction``: writes the transaction's dirty pages into the database file first (as
    /// a cache spill would), so the kill provably lands with changed pages on disk.
    func hit(flushing db: Database) {
        #if DEBUG
            if ProcessInfo.processInfo.environment["LARDER_FAULT"] == rawValue {
                sqlite3_db_cacheflush(db.sqliteConnection)
                kill(getpid(), SIGKILL)
            }
        #endif
    }
}
