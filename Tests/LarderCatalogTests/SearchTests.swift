import CatalogTestSupport
import Foundation
import LarderCatalog
import LarderCore
import Testing

@Suite final class SearchTests {
    let store: CatalogStore
    let folder: URL

    init() throws { (store, folder) = try Fixture.store() }
    deinit { try? FileManager.default.removeItem(at: folder) }

    func ids(_ query: SearchQuery) throws -> [String] { try store.search(query).hits.map(\.id.rawValue) }

    @Test func diacriticsAreFolded() throws {
        #expect(try ids(SearchQuery(text: "pina colada")).first == "pina-colada")
        #expect(try ids(SearchQuery(text: "PIÑA")).first == "pina-colada")
    }

    @Test func anExactNameRanksFirst() throws {
        #expect(try ids(SearchQuery(text: "daiquiri")) == ["daiquiri"])
        #expect(try ids(SearchQuery(text: "negroni")).first == "negroni")
    }

    @Test func namesWithTheWordRankAboveBodyMatches() throws {
        let hits = try ids(SearchQuery(text: "sour"))
        // Sour Cherry Smash starts with it, Whiskey Sour has it in the name; Cherry Fizz only in tags/ingredients.
        #expect(hits.prefix(2) == ["sour-cherry-smash", "whiskey-sour"])
        let fizz = try #require(hits.firstIndex(of: "cherry-fizz"))
        #expect(fizz > hits.firstIndex(of: "whiskey-sour")!)
    }

    @Test func wordsMatchAsPrefixes() throws {
        #expect(try ids(SearchQuery(text: "negr")).first == "negroni")
    }

    @Test func variantNamesAreSearchable() throws {
        #expect(try ids(SearchQuery(text: "opendrinks")) == ["daiquiri"])
    }

    @Test func ingredientFilterFollowsTheHierarchy() throws {
        let whiskey = Set(try ids(SearchQuery(ingredients: ["whiskey"])))
        #expect(whiskey == ["whiskey-sour", "old-fashioned", "sour-cherry-smash"])
        #expect(Set(try ids(SearchQuery(ingredients: ["whisky", "lemon juice"]))) == ["whiskey-sour"])
        #expect(try ids(SearchQuery(ingredients: ["rye whiskey"])) == ["old-fashioned"])
        #expect(Set(try ids(SearchQuery(ingredients: ["gin"]))) == ["negroni", "gin-rickey"])
        #expect(!(try ids(SearchQuery(without: ["whiskey"]))).contains("old-fashioned"))
    }

    @Test func filtersCombine() throws {
        #expect(try ids(SearchQuery(kind: .dish)) == ["banana-bread"])
        #expect(try ids(SearchQuery(maxMinutes: 60)).isEmpty)
        #expect(try ids(SearchQuery(maxMinutes: 75)) == ["banana-bread"])
        #expect(Set(try ids(SearchQuery(ibaOnly: true))) == ["negroni", "whiskey-sour", "daiquiri"])
        #expect(try ids(SearchQuery(glass: "hurricane")) == ["pina-colada"])
        #expect(Set(try ids(SearchQuery(method: "stirred"))) == ["negroni", "old-fashioned"])
        #expect(Set(try ids(SearchQuery(tags: ["sour"]))) == ["whiskey-sour", "cherry-fizz"])
        #expect(try ids(SearchQuery(kind: .drink, alcoholic: false)) == ["cherry-fizz"])
        let strong = try store.search(SearchQuery(minABV: 20, sort: .abv)).hits
        #expect(!strong.isEmpty && strong.allSatisfy { ($0.abv ?? 0) >= 20 })
        #expect(zip(strong, strong.dropFirst()).allSatisfy { ($0.abv ?? 0) >= ($1.abv ?? 0) })
        #expect(Set(try ids(SearchQuery(restrictTo: ["negroni", "daiquiri"]))) == ["negroni", "daiquiri"])
    }

    @Test func pagingAndTotals() throws {
        let all = try store.search(SearchQuery(kind: .drink, sort: .name, limit: 100))
        let page = try store.search(SearchQuery(kind: .drink, sort: .name, limit: 3, offset: 3))
        #expect(all.total == 8 && page.total == 8)
        #expect(page.hits == Array(all.hits[3..<6]))
    }

    @Test(arguments: [
        "\"", "\"unbalanced", "gin*", "-gin", "gin AND", "NEAR(gin lime)", "(gin", "gin)", "a OR b NOT c", "col:gin",
        "{name}: gin", "gin^", "'; DROP TABLE recipe; --", String(repeating: "gin ", count: 5000), "\u{0}gin",
    ])
    func hostileTextNeverReachesSQL(text: String) throws {
        // Either results or a clear CatalogError.invalidQuery; never an SQLite error.
        do {
            _ = try store.search(SearchQuery(text: text))
        } catch {
            guard case .invalidQuery = error else { Issue.record("unexpected \(error)"); return }
        }
        #expect(try store.info().drinks == 8)
    }

    @Test func punctuationOnlyIsAClearError() throws {
        #expect(throws: CatalogError.invalidQuery("'*' has no words to search for")) { try store.search(SearchQuery(text: "*")) }
        #expect(try store.search(SearchQuery(text: "   ")).total == 9)  // blank text: filters alone
    }

    @Test func zeroResultsSuggestCloseNames() throws {
        // A one-letter slip in a word of 4+ letters is corrected and searched ("negoni" → negroni) ...
        let corrected = try store.search(SearchQuery(text: "negoni"))
        #expect(corrected.total == 1 && corrected.correctedQuery == "negroni" && corrected.suggestions.isEmpty)
        // ... a 3-letter word is not, and nothing matching, the close names are suggested.
        let result = try store.search(SearchQuery(text: "gim"))
        #expect(result.total == 0)
        #expect(result.suggestions.contains("Gin"))
    }

    @Test func unknownIngredientFilterSuggests() throws {
        #expect(throws: CatalogError.notFound(kind: "ingredient", query: "campary", suggestions: ["Campari"])) {
            try store.search(SearchQuery(ingredients: ["campary"]))
        }
    }
}
