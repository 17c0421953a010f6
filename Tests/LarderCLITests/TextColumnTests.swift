import Testing

@testable import larder

/// The one padding of the CLI's tables: a column is as many characters wide as the table measured
/// (`name.count`), whatever a name's accents are made of, so the next column lines up.
@Suite struct TextColumnTests {
    @Test func padsAndCutsByCharacter() {
        #expect(TextColumn.padded("Gin", to: 6) == "Gin   ")
        #expect(TextColumn.padded("Negroni", to: 7) == "Negroni")
        #expect(TextColumn.padded("Negroni", to: 4) == "Negr")
        #expect(TextColumn.padded("", to: 2) == "  ")
        // "é" written as e + combining acute is one character: three spaces follow "Café", as after "Caf\u{E9}".
        #expect(TextColumn.padded("Cafe\u{301}", to: 7) == "Cafe\u{301}   ")
        #expect(TextColumn.padded("Caf\u{E9}", to: 7) == "Caf\u{E9}   ")
        // A character outside the BMP (two UTF-16 units) is one character, and is never cut in half.
        #expect(TextColumn.padded("🍹 Punch", to: 9) == "🍹 Punch  ")
        #expect(TextColumn.padded("🍹 Punch", to: 1) == "🍹")
        for name in ["Negroni", "Cafe\u{301}", "Pi\u{F1}a Colada", "🍹 Punch", "Zombie", ""] {
            for width in [0, 4, 7, 8, 12, 40] { #expect(TextColumn.padded(name, to: width).count == width, "\(name) \(width)") }
        }
    }
}
