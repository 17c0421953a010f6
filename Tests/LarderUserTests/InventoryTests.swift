import Testing
@testable import LarderUser

@Suite struct InventoryTests {
    @Test func ownedIngredients() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        #expect(try db.addToInventory(["gin", "campari", "gin"]) == 2)
        #expect(try db.removeFromInventory(["campari", "rum"]) == 1)
        #expect(try db.inventory().owned == ["gin"])
        #expect(try db.clearInventory() == 1)
        #expect(try db.inventory().owned.isEmpty)
        #expect(try db.inventory().staples == ["ice", "sugar", "water"], "clearing keeps the staples")
    }

    @Test func staples() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        #expect(try db.addStaples(["salt", "ice"]) == 1)
        #expect(try db.removeStaples(["sugar"]) == 1)
        #expect(try db.inventory().staples == ["ice", "salt", "water"])
        try db.setStaples(["lemon-juice"])
        #expect(try db.inventory().staples == ["lemon-juice"])
    }

    @Test func userSubstitutes() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        let rule = StoredSubstitute(original: "campari", replacement: "aperol")
        #expect(try db.addSubstitute(rule))
        #expect(try !db.addSubstitute(rule))
        #expect(try db.inventory().substitutes == [rule])
        #expect(throws: UserDataError.selfSubstitute("gin")) { try db.addSubstitute(StoredSubstitute(original: "gin", replacement: "gin")) }
        #expect(try db.removeSubstitute(rule))
        #expect(try db.inventory().substitutes.isEmpty)
    }
}
