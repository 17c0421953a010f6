import Foundation
import LarderKit
import Testing

/// User data keeps the ids it was saved with; an id the catalog has since merged into another entry (its slug is
/// now an alias of that entry) still means that entry (issue 9: "user data that named a merged id still
/// resolves"). The fixture's lime juice has the alias "juice of 1 lime", so `juice-of-1-lime` is such an id, and
/// Whiskey Sour's alias "Whisky Sour" makes `whisky-sour` one.
@Suite struct MergedIDTests {
    /// The row as an older catalog would have had the user save it, written past the session's resolver.
    func save(_ fixture: SessionFixture, ingredient: IngredientID? = nil, favorite: RecipeID? = nil) throws {
        let user = try UserDatabase.open(atPath: fixture.session.paths.userDatabasePath)
        if let ingredient { _ = try user.addToInventory([ingredient]) }
        if let favorite { _ = try user.addFavorites([favorite]) }
    }

    @Test func anOwnedIngredientUnderAMergedIdStillMakesItsDrinks() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        try larder.addToInventory(["white rum", "simple syrup"])
        // Daiquiri is white rum, lime juice and simple syrup: one short before the old id is read as lime juice.
        #expect(try !larder.make(MakeRequest(maxMissing: 0)).map(\.recipe.id).contains("daiquiri"))
        try save(fixture, ingredient: "juice-of-1-lime")
        #expect(try larder.make(MakeRequest(maxMissing: 0)).map(\.recipe.id).contains("daiquiri"))

        let listed = try larder.inventory().owned.first { $0.id == "juice-of-1-lime" }
        #expect(listed == ListedItem(id: "juice-of-1-lime", name: "Lime juice"))
        // Removed by its current name, the row saved under the old id goes.
        try larder.removeFromInventory(["lime juice"])
        #expect(try larder.inventory().owned.map(\.id).sorted() == ["simple-syrup", "white-rum"])
    }

    @Test func aFavoriteUnderAMergedIdIsListedScopedAndRemovedAsItsRecipe() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        try save(fixture, favorite: "whisky-sour")
        #expect(try larder.favorites() == [ListedItem(id: "whisky-sour", name: "Whiskey Sour")])
        #expect(try larder.recipes(in: .favorites) == ["whiskey-sour"])
        try larder.removeFavorites(["Whiskey Sour"])
        #expect(try larder.favorites().isEmpty)
    }

    @Test func anIdNoAliasNamesStaysNoLongerInTheCatalog() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        try save(fixture, ingredient: "gone-juice", favorite: "gone-sour")
        #expect(try fixture.session.inventory().owned == [ListedItem(id: "gone-juice", name: nil)])
        #expect(try fixture.session.favorites() == [ListedItem(id: "gone-sour", name: nil)])
        #expect(try fixture.session.recipes(in: .favorites) == ["gone-sour"])
    }
}
