import Testing
@testable import LarderUser

@Suite struct CatalogReferencesTests {
    @Test func entriesThatLeftTheCatalogAreKeptAndReported() throws {
        let temp = TemporaryUserDatabase()
        defer { temp.remove() }
        let db = try temp.open()
        try db.addFavorite("negroni")
        try db.addFavorite("retired-drink")
        try db.createCollection("Old")
        try db.addToCollection("Old", ["gone-too"])
        try db.rate("negroni", stars: 5)
        try db.addToInventory(["gin", "discontinued-liqueur"])
        let orphans = try db.orphans(
            knownRecipe: { $0 == "negroni" }, knownIngredient: { ["gin", "water", "ice", "sugar"].contains($0.rawValue) })
        #expect(orphans.recipes == ["gone-too", "retired-drink"])
        #expect(orphans.ingredients == ["discontinued-liqueur"])
        #expect(try db.favorites().count == 2, "nothing is dropped")
    }
}
