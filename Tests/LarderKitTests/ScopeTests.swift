import LarderKit
import Testing

/// Favorites, collections and filters restrict search and "what can I make" the same way.
@Suite struct ScopeTests {
    @Test func makeHonoursScopeAndFilters() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        _ = try larder.addToInventory(["gin", "campari", "sweet vermouth", "white rum", "lime juice"])
        // By hand: Negroni (gin, Campari, vermouth; the peel is a garnish) and Daiquiri (rum, lime, syrup from the
        // sugar and water staples) are makeable; nothing else in the fixture is.
        let all = try larder.make(MakeRequest(maxMissing: 0))
        #expect(Set(all.map(\.recipe.id)) == ["negroni", "daiquiri"])
        _ = try larder.addFavorites(["negroni", "whiskey sour"])
        #expect(try larder.make(MakeRequest(maxMissing: 0, scope: .favorites)).map(\.recipe.id) == ["negroni"])
        #expect(try larder.make(MakeRequest(maxMissing: 0, filters: SearchQuery(category: "sour"))).map(\.recipe.id) == ["daiquiri"])
        #expect(try larder.make(MakeRequest(maxMissing: 0, filters: SearchQuery(category: "sour"), scope: .favorites)).isEmpty)
        _ = try larder.createCollection("tiki")
        _ = try larder.addToCollection("tiki", ["daiquiri", "pina colada"])
        #expect(try larder.make(MakeRequest(maxMissing: 0, scope: RecipeScope(collection: "tiki"))).map(\.recipe.id) == ["daiquiri"])
        #expect(throws: LarderError.user(.noSuchCollection("nope"))) { try larder.make(MakeRequest(scope: RecipeScope(collection: "nope"))) }
    }

    @Test func searchHonoursScope() throws {
        let fixture = try SessionFixture()
        defer { fixture.cleanUp() }
        let larder = fixture.session
        _ = try larder.addFavorites(["negroni", "daiquiri"])
        _ = try larder.createCollection("rum")
        _ = try larder.addToCollection("rum", ["daiquiri", "pina colada"])
        #expect(Set(try larder.search(SearchQuery(), in: .favorites).hits.map(\.id)) == ["negroni", "daiquiri"])
        #expect(try larder.search(SearchQuery(), in: RecipeScope(favoritesOnly: true, collection: "rum")).hits.map(\.id) == ["daiquiri"])
        #expect(try larder.search(SearchQuery(text: "negroni"), in: RecipeScope(collection: "rum")).hits.isEmpty)
    }

    @Test func historyIsRecordedOnlyWhenTheSessionSaysSo() throws {
        let recording = try SessionFixture()
        defer { recording.cleanUp() }
        _ = try recording.session.show("negroni")
        _ = try recording.session.search(SearchQuery(text: "sour"))
        #expect(try recording.session.viewedRecipes().map(\.id) == ["negroni"])
        #expect(try recording.session.recentSearches() == ["sour"])

        let quiet = try SessionFixture(recordsHistory: false)
        defer { quiet.cleanUp() }
        _ = try quiet.session.show("negroni")
        #expect(try quiet.session.viewedRecipes().isEmpty)
    }
}

/// The user's favorites rank first among recipes the search finds equally well.
@Suite final class PreferredRankingTests {
    let fixture: SessionFixture
    init() throws { fixture = try SessionFixture() }
    deinit { fixture.cleanUp() }

    @Test func aFavoriteMovesAheadOfItsEquals() throws {
        // Both bourbon drinks of the fixture match "bourbon" only through an ingredient: equals by tier.
        let before = try fixture.session.search(SearchQuery(text: "bourbon")).hits.map(\.id.rawValue)
        #expect(Set(before) == ["whiskey-sour", "sour-cherry-smash"])
        let second = try #require(before.last)
        _ = try fixture.session.addFavorites([second])
        let after = try fixture.session.search(SearchQuery(text: "bourbon")).hits.map(\.id.rawValue)
        #expect(after.first == second)
    }
}
