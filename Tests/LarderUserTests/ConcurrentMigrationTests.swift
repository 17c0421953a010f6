import Foundation
import Testing
@testable import LarderUser

/// Many connections opening one fresh `user.sqlite` at the same instant, each then writing: all open,
/// and every write lands. Before, the losers of the migration race failed with
/// "table favorite already exists" and their writes were lost.
@Suite struct ConcurrentMigrationTests {
    @Test(arguments: 0..<3) func thirtyOpenersOfAFreshFileAllSucceed(round: Int) throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let openers = 30
        let start = DispatchSemaphore(value: 0)
        let failures = Failures()
        let group = DispatchGroup()
        for i in 0..<openers {
            group.enter()
            Thread.detachNewThread {
                defer { group.leave() }
                start.wait()
                do {
                    let db = try temp.open()
                    try db.addFavorite(.init("r\(round)-\(i)"))
                } catch {
                    failures.append("\(error)")
                }
            }
        }
        for _ in 0..<openers { start.signal() }
        group.wait()
        #expect(failures.all.isEmpty, "\(failures.all.prefix(3))")
        #expect(try temp.open().favorites().count == openers)
    }
}

/// A thread-safe list of failure messages.
final class Failures: @unchecked Sendable {
    private let lock = NSLock()
    private var list: [String] = []

    func append(_ message: String) { lock.withLock { list.append(message) } }
    var all: [String] { lock.withLock { list } }
}
