import Foundation
import Testing
@testable import LarderUser

@Suite struct UpdateHistoryTests {
    @Test func recordsAndListsOldestFirst() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        let first = UpdateRecord(appliedAt: Date(timeIntervalSince1970: 1_000), fromVersion: 1, toVersion: 2, added: 3, changed: 4, removed: 1, source: "file:///tmp/feed")
        let second = UpdateRecord(appliedAt: Date(timeIntervalSince1970: 2_000), fromVersion: 2, toVersion: 3, added: 0, changed: 7, removed: 0, source: "https://example.org/feed")
        try db.recordUpdate(first)
        try db.recordUpdate(second)
        #expect(try db.updateHistory() == [first, second])
        #expect(try temp.open().updateHistory().map(\.toVersion) == [2, 3])
    }
}
