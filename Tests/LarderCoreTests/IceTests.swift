import Foundation
import LarderCore
import Testing

/// The ice of a drink as a type: its stored words, and a word it does not know as an error.
@Suite struct IceTests {
    @Test func theStoredWordsAreTheCatalogs() throws {
        // The four words Bundle/catalog/drinks.jsonl holds (grep -o '"ice":"[^"]*"' | sort -u), written by hand.
        #expect(Ice.allCases.map(\.rawValue).sorted() == ["crushed", "cubed", "large cube", "none"])
        let recipe = try JSONDecoder().decode(Recipe.self, from: Data(#"{"id":"x","name":"X","kind":"drink","ice":"large cube","aliases":[],"lines":[],"tags":[],"variants":[],"sources":[]}"#.utf8))
        #expect(recipe.ice == .largeCube)
        #expect(String(decoding: try JSONEncoder().encode([Ice.noIce]), as: UTF8.self) == #"["none"]"#)
    }

    @Test func anUnknownWordIsADecodingErrorNotADefault() {
        let text = #"{"id":"x","name":"X","kind":"drink","ice":"shaved","aliases":[],"lines":[],"tags":[],"variants":[],"sources":[]}"#
        #expect(throws: DecodingError.self) { try JSONDecoder().decode(Recipe.self, from: Data(text.utf8)) }
    }

    @Test func cubesAreCubedOrOneLargeCube() {
        #expect(Ice.allCases.filter(\.isCubes) == [.cubed, .largeCube])
    }
}
