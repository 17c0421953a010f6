import Foundation
import GRDB

/// Runs a database step again when it failed because other processes held the database, after a
/// short random pause (so that many waiting processes do not retry in step), until a deadline.
enum BusyRetry {
    /// How many times an error other than "busy" is retried (with `retryingAny`): a migration race
    /// loser fails once or twice, never more, so more failures are a real error.
    static let otherErrorAttempts = 5

    /// Runs `body`, retrying it for up to `seconds` while it throws `SQLITE_BUSY`/`SQLITE_LOCKED`, and
    /// (with `retryingAny`) up to ``otherErrorAttempts`` times for any other error.
    static func run<T>(for seconds: TimeInterval, retryingAny: Bool = false, _ body: () throws -> T) throws -> T {
        let deadline = Date().addingTimeInterval(seconds)
        var otherFailures = 0
        while true {
            do {
                return try body()
            } catch {
                if isBusy(error) {
                    guard Date() < deadline else { throw error }
                } else {
                    otherFailures += 1
                    guard retryingAny, otherFailures < otherErrorAttempts, Date() < deadline else { throw error }
                }
                usleep(UInt32.random(in: 5_000...50_000))
            }
        }
    }

    /// Whether `error` says another connection held the database.
    static func isBusy(_ error: any Error) -> Bool {
        guard let error = error as? DatabaseError else { return false }
        return error.resultCode == .SQLITE_BUSY || error.resultCode == .SQLITE_LOCKED
    }
}
