import Foundation
import LarderCore
import Testing

@Suite struct FoundationWhitespaceTests {
    /// Every scalar of the Basic Multilingual Plane (and a few beyond) is whitespace exactly when Foundation's
    /// character sets say so.
    @Test func scalarSetsMatchFoundation() {
        let candidates = (0...0xFFFF).compactMap(Unicode.Scalar.init) + [Unicode.Scalar(0x1F600)!, Unicode.Scalar(0xE0020)!]
        for scalar in candidates {
            #expect(scalar.isFoundationWhitespace == CharacterSet.whitespaces.contains(scalar), "U+\(String(scalar.value, radix: 16))")
            #expect(scalar.isFoundationWhitespaceOrNewline == CharacterSet.whitespacesAndNewlines.contains(scalar), "U+\(String(scalar.value, radix: 16))")
        }
    }

    /// Trimming gives what `trimmingCharacters(in: .whitespacesAndNewlines)` gives, including a combining mark
    /// left behind a trimmed space and CRLF pairs.
    @Test(arguments: [
        "", " ", "negroni", "  negroni \n", "\u{200B}gin\u{3000}", "\r\nold fashioned\r\n", " \u{301}x", "x \u{301}",
        "\u{85}a\u{2028}", "\tb c\t", "\u{FEFF}d\u{FEFF}", "é ", "\u{1F600} ",
    ])
    func trimmingMatchesFoundation(text: String) {
        #expect(text.trimmingFoundationWhitespaceAndNewlines() == text.trimmingCharacters(in: .whitespacesAndNewlines))
    }
}
