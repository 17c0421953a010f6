import Foundation
import Testing

@testable import larder

/// The result list's own padding code against Foundation's `padding(toLength:)`, which it replaces on the common
/// path and must write byte for byte (its numbers are `FixedDecimal`'s, tested against printf in LarderCoreTests).
@Suite struct RecipeListTextTests {
    @Test func paddingMatchesFoundationsPadding() {
        // Letters, accents (one and two scalars), a character outside the BMP (two UTF-16 units), and names longer than
        // the width, which Foundation cuts by UTF-16 unit.
        for name in ["Negroni", "Café", "Cafe\u{301}", "Pi\u{F1}a Colada", "🍹 Punch", "Zombie", ""] {
            for width in [0, 4, 7, 8, 12, 40] {
                #expect(RecipeListText.padded(name, to: width) == name.padding(toLength: width, withPad: " ", startingAt: 0), "\(name) \(width)")
            }
        }
        #expect(RecipeListText.padded("Gin", to: 6) == "Gin   ")
    }
}
