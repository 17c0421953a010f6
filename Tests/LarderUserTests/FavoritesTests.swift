import Foundation
import Testing
@testable import LarderUser

@Suite struct FavoritesTests {
    @Test func addListRemove() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        #expect(try db.addFavorite("negroni", at: Date(timeIntervalSince1970: 100)))
        #expect(try db.addFavorite("daiquiri", at: Date(timeIntervalSince1970: 200)))
        #expect(try !db.addFavorite("negroni"), "adding twice is a no-op")
        #expect(try db.favorites().map(\.recipe) == ["daiquiri", "negroni"], "most recent first")
        #expect(try db.removeFavorite("negroni"))
        #expect(try !db.removeFavorite("negroni"))
        #expect(try db.favorites().map(\.recipe) == ["daiquiri"])
    }
}
