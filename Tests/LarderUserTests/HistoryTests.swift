import Foundation
import Testing
@testable import LarderUser

@Suite struct HistoryTests {
    @Test func viewsAndSearchesMostRecentFirstWithoutRepeats() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        for id in ["negroni", "daiquiri", "negroni", "mojito"] { try db.recordView(.init(id)) }
        for text in (1...12).map({ "q\($0)" }) + ["  ", "q3"] { try db.recordSearch(text) }
        #expect(try db.history(.view, limit: 10).map(\.value) == ["mojito", "negroni", "daiquiri"])
        let searches = try db.history(.search, limit: 10).map(\.value)
        #expect(searches.count == 10)
        #expect(searches.first == "q3" && !searches.contains("q1") && !searches.contains("q2"))
        #expect(try db.historyCount(.view) == 4)
        #expect(try db.historyCount(.search) == 13, "blank searches are not recorded")
        #expect(try db.clearHistory() == 17)
        #expect(try db.history(.view, limit: 10).isEmpty)
    }
}
