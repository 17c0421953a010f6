import Foundation
import Testing

@testable import larder

/// The result list's own number and padding code against Foundation's `String(format:)` and `padding(toLength:)`,
/// which it replaces on the common path and must write byte for byte.
@Suite struct RecipeListTextTests {
    @Test func oneDecimalWritesWhatPrintfWrites() {
        // Halfway products (0.25 and 12.25 are exact: a tie, to the even digit), products that only look halfway
        // (0.15 and 0.35 are not exact in binary), the smallest ABV shown, and ordinary and large values.
        var values: [Double] = [0.05, 0.15, 0.25, 0.35, 0.45, 1.05, 12.25, 12.35, 12.6, 40, 99.95, 100, 0.049999, 123_456.75]
        var seed: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<2_000 {
            seed = seed &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let hundredths = Double(seed >> 40 % 10_001)
            values.append(hundredths / 100)
            values.append(Double(bitPattern: 0x3FF0_0000_0000_0000 | (seed >> 12)) * Double(seed % 60))
        }
        for value in values {
            #expect(RecipeListText.oneDecimal(value) == String(format: "%.1f", value), "\(value)")
        }
        #expect(RecipeListText.oneDecimal(0.25) == "0.2" && RecipeListText.oneDecimal(0.35) == "0.3" && RecipeListText.oneDecimal(12.25) == "12.2")
    }

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
