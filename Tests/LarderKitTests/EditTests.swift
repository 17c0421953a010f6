import Foundation
import LarderKit
import Testing

/// Edits of the user's data: counts that are true, membership checked inside the store's transaction.
@Suite struct EditTests {
    @Test func addingTwiceCountsOnce() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        let first = try larder.addFavorites(["negroni", "Negroni", "daiquiri"])
        #expect(first.changed.map(\.id) == ["negroni", "daiquiri"], "a repeat names the same recipe")
        #expect(first.unchanged.isEmpty)
        let second = try larder.addFavorites(["negroni"])
        #expect(second.changed.isEmpty)
        #expect(second.unchanged.map(\.name) == ["Negroni"])
        let gin = try larder.addToInventory(["gin", "Gin", "gin"])
        #expect(gin.changed.map(\.name) == ["Gin"])
        #expect(try larder.addToInventory(["gin"]).unchanged.map(\.name) == ["Gin"])
    }

    @Test func removalsAreAllOrNothing() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        _ = try larder.addFavorites(["negroni"])
        #expect(throws: LarderError.user(.notFavorite("daiquiri"))) { try larder.removeFavorites(["negroni", "daiquiri"]) }
        #expect(try larder.favorites().map(\.id) == ["negroni"], "the favorite that was there is still there")

        _ = try larder.addToInventory(["gin", "campari"])
        #expect(throws: LarderError.user(.notOwned("white-rum"))) { try larder.removeFromInventory(["gin", "white rum"]) }
        #expect(try larder.inventory().owned.map(\.id) == ["campari", "gin"])

        let staples = try larder.staples().map(\.id)
        #expect(throws: LarderError.user(.notStaple("gin"))) { try larder.removeStaples([staples[0], "gin"]) }
        #expect(try larder.staples().map(\.id) == staples)

        _ = try larder.createCollection("summer")
        _ = try larder.addToCollection("summer", ["daiquiri"])
        #expect(throws: LarderError.user(.notInCollection("negroni", collection: "summer"))) {
            try larder.removeFromCollection("summer", ["daiquiri", "negroni"])
        }
        #expect(try larder.collection("summer").map(\.id) == ["daiquiri"])
    }

    @Test func settingNoStaplesIsRefused() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let before = try fixture.session.staples()
        #expect(throws: LarderError.self) { try fixture.session.setStaples([]) }
        #expect(try fixture.session.staples() == before)
    }

    @Test func collectionNamesThatCannotBeShownAreRefused() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        #expect(throws: LarderError.self) { try fixture.session.createCollection("evil\nsummer  3 recipes") }
        #expect(throws: LarderError.self) { try fixture.session.createCollection("title\u{1B}]0;pwned\u{7}") }
        #expect(try fixture.session.collections().isEmpty)
    }

    @Test func entriesThatLeftTheCatalogCanStillBeRemovedByID() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        try fixture.session.userData().addFavorite("retired-drink")
        let listed = try fixture.session.favorites()
        #expect(listed == [ListedItem(id: "retired-drink", name: nil)])
        #expect(listed[0].inCatalog == false)
        #expect(try fixture.session.removeFavorites(["retired-drink"]).changed.map(\.id) == ["retired-drink"])
    }

    @Test func inventoryFilesReadEveryLineEnding() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let lines = try InventoryFile.lines(of: Data("gin\r\ncampari\rnot a thing\n# comment\n\nwhisky".utf8), name: "bar.txt")
        #expect(lines.map(\.number) == [1, 2, 3, 4, 5, 6])
        #expect(lines.map(\.name) == ["gin", "campari", "not a thing", nil, nil, "whisky"])
        let report = try fixture.session.importInventory(lines: lines)
        #expect(report.added == 3)
        #expect(report.problems.map(\.line) == [3])
        #expect(throws: LarderError.self) { try InventoryFile.lines(of: Data([0x67, 0x69, 0x6E, 0x00, 0xFF]), name: "bar.txt") }
        #expect(throws: LarderError.inputLimit(.tooLarge(name: "bar.txt", limit: InventoryFile.maximumSize))) {
            try InventoryFile.lines(of: Data(repeating: 0x0A, count: InventoryFile.maximumSize + 1), name: "bar.txt")
        }
    }

    /// An inventory file with no ingredient line (empty, or only comments and blank lines) is refused, and so
    /// is one with more ingredient lines than any bar holds, before a line is looked up; a name repeated on
    /// every line is one ingredient.
    @Test func inventoryFilesWithNothingOrFarTooMuchAreRefused() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        for text in ["", "# my bar\n\n   \n"] {
            #expect(throws: LarderError.invalidInput("bar.txt has no ingredient lines (one ingredient a line); nothing was added")) {
                try InventoryFile.lines(of: Data(text.utf8), name: "bar.txt")
            }
        }
        #expect(throws: LarderError.invalidInput("bar.txt has more than 5000 ingredient lines; nothing was added")) {
            try InventoryFile.lines(of: Data(String(repeating: "gin\n", count: 5001).utf8), name: "bar.txt")
        }
        let repeated = try InventoryFile.lines(of: Data(String(repeating: "gin\nnot a thing\n", count: 2500).utf8), name: "bar.txt")
        let report = try fixture.session.importInventory(lines: repeated)
        #expect(report.added == 1 && report.goodLines == 1)
        #expect(report.problems.count == 2500 && report.problems.first?.line == 2 && report.problems.last?.line == 5000)
    }
}
