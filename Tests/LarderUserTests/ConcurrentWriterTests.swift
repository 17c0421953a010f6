import Foundation
import Testing
@testable import LarderUser

/// Several independent connections (each its own pool, as separate processes would have) writing at
/// once: every write lands. The process-level version runs the `larder` binary in the CLI tests.
@Suite struct ConcurrentWriterTests {
    @Test func everyWriteLands() async throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        _ = try temp.open()
        let writers = 6
        let writesEach = 40
        try await withThrowingTaskGroup(of: Void.self) { group in
            for w in 0..<writers {
                group.addTask {
                    let db = try temp.open()
                    for i in 0..<writesEach {
                        try db.recordView(.init("r\(w)-\(i)"))
                        try db.addToInventory([.init("i\(w)-\(i)")])
                        try db.rate(.init("r\(w)-\(i)"), stars: 1 + i % 5)
                    }
                }
            }
            try await group.waitForAll()
        }
        let db = try temp.open()
        #expect(try db.historyCount(.view) == writers * writesEach)
        #expect(try db.inventory().owned.count == writers * writesEach)
        #expect(try db.ratings().count == writers * writesEach)
    }
}
