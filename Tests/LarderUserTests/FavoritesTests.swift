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

    @Test func removingSeveralIsAllOrNothing() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.addFavorite("negroni")
        try db.addFavorite("daiquiri")
        #expect(throws: UserDataError.notFavorite("mojito")) { try db.removeFavorites(["negroni", "mojito"]) }
        #expect(Set(try db.favorites().map(\.recipe)) == ["negroni", "daiquiri"], "nothing removed")
        #expect(try db.removeFavorites(["negroni", "daiquiri", "negroni"]) == 2)
        #expect(try db.favorites().isEmpty)
    }
}
