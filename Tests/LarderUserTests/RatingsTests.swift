import Testing
@testable import LarderUser

@Suite struct RatingsTests {
    @Test func rateReplaceAndList() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.rate("negroni", stars: 3)
        try db.rate("daiquiri", stars: 5)
        try db.rate("negroni", stars: 4)
        #expect(try db.ratings().map(\.recipe) == ["daiquiri", "negroni"])
        #expect(try db.rating(of: "negroni") == 4)
        #expect(try db.removeRating("negroni"))
        #expect(try db.rating(of: "negroni") == nil)
    }

    @Test(arguments: [0, 6, -1, 100]) func outOfRangeIsRefusedAndChangesNothing(stars: Int) throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.rate("negroni", stars: 2)
        #expect(throws: UserDataError.invalidRating(stars)) { try db.rate("negroni", stars: stars) }
        #expect(try db.rating(of: "negroni") == 2)
    }
}
