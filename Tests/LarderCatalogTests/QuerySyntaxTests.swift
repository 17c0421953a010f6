import Foundation
import LarderCatalog
import LarderCore
import Testing

/// The query language inside search text: each case's filters written out by hand.
@Suite struct QuerySyntaxTests {
    func applied(_ text: String) throws -> SearchQuery { try QuerySyntax.apply(to: SearchQuery(text: text)) }

    @Test func aMinusWordExcludesThatIngredient() throws {
        let query = try applied("gin -campari")
        #expect(query.text == "gin")
        #expect(query.without == ["campari"])
    }

    @Test func theWordsLeftAreTrimmedOfSpacesAndTabsOnly() throws {
        // White space inside quotes stays in a word; at the ends of the words left, spaces of category Zs (no-break,
        // ideographic) and tabs go, a line separator (Zl) stays, as Foundation's `whitespaces` trims them.
        let cases = [
            ("\"\u{00A0}gin\t\" -campari", "\u{00A0}gin\t", "gin"), ("-campari \"gin\u{3000}\"", "gin\u{3000}", "gin"),
            ("\"\u{2028}gin\" -campari", "\u{2028}gin", "\u{2028}gin"),
        ]
        for (text, words, expected) in cases {
            #expect(try applied(text).text == expected)
            #expect(words.trimmingCharacters(in: .whitespaces) == expected)
        }
    }

    @Test func filtersComeOutOfTheText() throws {
        let query = try applied("sour with:\"egg white\" kind:drink abv<15 glass:coupe is:iba")
        #expect(query.text == "sour")
        #expect(query.ingredients == ["egg white"])
        #expect(query.kind == .drink)
        #expect(query.maxABV == 15 && query.minABV == nil)
        #expect(query.glass == "coupe")
        #expect(query.ibaOnly)
    }

    @Test func slugsAndBoundsRead() throws {
        let query = try applied("with:lime-juice abv>=20 time<30 without:angostura-bitters tag:tiki")
        #expect(query.text == nil)
        #expect(query.ingredients == ["lime juice"])
        #expect(query.without == ["angostura bitters"])
        #expect(query.minABV == 20)
        #expect(query.maxMinutes == 30)
        #expect(query.tags == ["tiki"])
    }

    @Test func plainTextIsLeftAlone() throws {
        #expect(try applied("Dark 'n' Stormy").text == "Dark 'n' Stormy")
        #expect(try applied("old-fashioned").text == "old-fashioned")
        #expect(try applied("20th-century").text == "20th-century")
        // A colon after something that is not a word is text too ("Stormy: the original").
        #expect(try applied("no. 2: the original").text == "no. 2: the original")
    }

    @Test(arguments: ["kind:soup", "abv<x", "abv>", "colour:red", "with:", "time>20", "sour \"egg white", "time<1e9"])
    func unreadableSyntaxIsAnErrorNamingIt(text: String) throws {
        #expect(throws: CatalogError.self) { try applied(text) }
    }
}
