import Foundation
import LarderCore
import Testing

@Suite struct SlugTests {
    @Test(arguments: [
        ("Piña Colada", "pina-colada"), ("Gin & Tonic", "gin-and-tonic"), ("  Old   Fashioned ", "old-fashioned"),
        ("Crème de cassis", "creme-de-cassis"), ("Rock'n'Roll", "rocknroll"), ("Bee’s Knees", "bees-knees"), ("50/50", "50-50"),
        ("!!!", ""),
    ])
    func slugs(name: String, slug: String) {
        #expect(Slug.make(name) == slug)
    }

    @Test func foldingIgnoresCaseAndDiacritics() {
        #expect(Folding.fold("CRÈME Brûlée") == "creme brulee")
        #expect(Folding.fold("Æbleskiver") == "aebleskiver")
    }
}

@Suite struct FoldingASCIITests {
    /// The ASCII fast path gives what Foundation's folding (the path every other text takes) gives.
    @Test func everyASCIICharacterFoldsAsFoundationFoldsIt() {
        let all = String(decoding: (0..<128).map { UInt8($0) }, as: UTF8.self)
        let foundation = all.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
        #expect(Folding.fold(all) == foundation)
        #expect(Folding.fold("Old Fashioned 50/50 GIN") == "old fashioned 50/50 gin")
    }
}

@Suite struct SlugAmpersandTests {
    /// The slug as first written: Foundation's `replacingOccurrences` spells `&` out as " and " before the
    /// scan (the text left has no `&`, and folding folded text changes nothing).
    static func reference(_ text: String) -> String {
        Slug.make(Folding.fold(text).replacingOccurrences(of: "&", with: " and "))
    }

    @Test(arguments: [
        "&", "&&", "& gin", "gin &", "Gin&Tonic", "Gin & Tonic", "  & & x", "'&'", "R&D", "Rock & Roll 50/50", "Crème & Brûlée",
        "Piña&Colada", "x&&&y", "&a&", "Æ & œ", "",
    ])
    func ampersandsAsBefore(text: String) {
        #expect(Slug.make(text) == Self.reference(text))
    }

    @Test func handChecked() {
        #expect(Slug.make("R&D") == "r-and-d")
        #expect(Slug.make("& gin") == "and-gin")
        #expect(Slug.make("&&") == "and-and")
    }
}
