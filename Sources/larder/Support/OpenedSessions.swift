import Foundation
import LarderKit

/// The sessions one command line's run created (through ``GlobalOptions/session()``), kept until the
/// process ends so that it can end without releasing them: see ``Larder/main()``.
final class OpenedSessions: @unchecked Sendable {
    private let lock = NSLock()
    private var sessions: [LarderSession] = []

    /// Keeps `session` and returns it.
    func keep(_ session: LarderSession) -> LarderSession {
        lock.lock()
        defer { lock.unlock() }
        sessions.append(session)
        return session
    }

    /// Closes every kept session's connections (each user database's log is checkpointed as on release);
    /// returns whether all of them closed.
    func close() -> Bool {
        lock.lock()
        defer { lock.unlock() }
        var closed = true
        for session in sessions {
            do { try session.close() } catch { closed = false }
        }
        return closed
    }
}
