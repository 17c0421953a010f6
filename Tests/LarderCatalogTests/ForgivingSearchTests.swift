import CatalogTestSupport
import Foundation
@testable import LarderCatalog
import LarderCore
import Testing

/// Typo tolerance, synonyms and folding on the fixture catalog; every expectation is worked out by hand
/// from `Fixture` (names, ingredients and their parents, aliases).
@Suite final class ForgivingSearchTests {
    let store: CatalogStore
    let folder: URL

    init() throws { (store, folder) = try Fixture.store() }
    deinit { try? FileManager.default.removeItem(at: folder) }

    func ids(_ text: String) throws -> [String] { try store.search(SearchQuery(text: text)).hits.map(\.id.rawValue) }

    @Test func aSwappedPairIsOneEditAndIsCorrected() throws {
        // "negorni" is 7 letters (1 edit allowed); "or" ↔ "ro" is one transposition, two edits for Levenshtein.
        let result = try store.search(SearchQuery(text: "negorni"))
        #expect(result.hits.first?.id.rawValue == "negroni")
        #expect(result.correctedQuery == "negroni")
    }

    @Test func aMissingLetterIsCorrected() throws {
        let result = try store.search(SearchQuery(text: "daquiri"))
        #expect(result.hits.map(\.id.rawValue) == ["daiquiri"])
        #expect(result.correctedQuery == "daiquiri")
        // "campri" (6 letters) → campari, used only by the Negroni.
        #expect(try ids("campri") == ["negroni"])
    }

    @Test func longWordsAllowTwoEdits() throws {
        // "angustora" → angostura: two substitutions (u/o, o/u), allowed from 8 letters; only the Old Fashioned uses it.
        #expect(try ids("angustora") == ["old-fashioned"])
        // "bourbn" (6 letters) is one deletion from bourbon: the two bourbon drinks.
        #expect(Set(try ids("bourbn")) == ["whiskey-sour", "sour-cherry-smash"])
        // Two edits on a 6-letter word are not corrected: "burbn" is bourbon less two letters.
        let far = try store.search(SearchQuery(text: "burbn"))
        #expect(far.hits.isEmpty && far.correctedQuery == nil)
    }

    @Test func shortAndKnownWordsAreNotCorrected() throws {
        // "gim" is 3 letters: no correction, no result.
        let short = try store.search(SearchQuery(text: "gim"))
        #expect(short.hits.isEmpty && short.correctedQuery == nil)
        // A known word, or the start of one, is searched as typed.
        #expect(try store.search(SearchQuery(text: "negroni")).correctedQuery == nil)
        #expect(try store.search(SearchQuery(text: "negr")).correctedQuery == nil)
    }

    @Test func aCorrectedWordCombinesWithExactOnes() throws {
        // "gin campri": the corrected word narrows gin drinks to the Negroni; the query as typed matches nothing.
        let result = try store.search(SearchQuery(text: "gin campri"))
        #expect(result.hits.map(\.id.rawValue) == ["negroni"])
        #expect(result.correctedQuery == "gin campari")
    }

    @Test func anIngredientAliasSearchesTheIngredientAndItsKinds() throws {
        // whisky is an alias of whiskey; bourbon and rye whiskey are kinds of whiskey.
        let expected: Set = ["whiskey-sour", "old-fashioned", "sour-cherry-smash"]
        #expect(Set(try ids("whisky")) == expected)
        #expect(Set(try ids("whiskey")) == expected)
        #expect(try store.search(SearchQuery(text: "whisky")).correctedQuery == nil)
    }

    @Test func pluralsHyphensAndApostrophesFold() throws {
        // The fixture has "Sour cherry" only in the singular.
        #expect(Set(try ids("cherries")) == ["cherry-fizz", "sour-cherry-smash"])
        #expect(try ids("old-fashioned").first == "old-fashioned")
        #expect(try ids("pina-colada").first == "pina-colada")
        #expect(try ids("pi'na colada").first == "pina-colada")
    }
}

/// The keyboard neighbours used to break ties between typo corrections, checked against a QWERTY layout.
@Suite struct KeyboardLayoutTests {
    @Test func neighboursOnAStaggeredKeyboard() {
        // g sits between f and h; above it t and y, below it v and b.
        #expect(Set(KeyboardLayout.neighbours(of: "g")) == Set("fhtyvb".unicodeScalars))
        // q at the top-left corner: w beside it, a below (s is below w).
        #expect(Set(KeyboardLayout.neighbours(of: "q")) == Set("wa".unicodeScalars))
        // n: b and m beside it, h and j above.
        #expect(Set(KeyboardLayout.neighbours(of: "n")) == Set("bmhj".unicodeScalars))
        #expect(KeyboardLayout.neighbours(of: "7").isEmpty)
    }

    @Test func aNeighbourSlipIsOneSubstitutionOfAdjacentKeys() {
        #expect(KeyboardLayout.isNeighbourSubstitution(Array("begroni".unicodeScalars), Array("negroni".unicodeScalars)))
        #expect(!KeyboardLayout.isNeighbourSubstitution(Array("bojito".unicodeScalars), Array("mojito".unicodeScalars)))
        #expect(!KeyboardLayout.isNeighbourSubstitution(Array("negorni".unicodeScalars), Array("negroni".unicodeScalars)))
    }
}
