import Foundation
import LarderCore
import Testing

@Suite struct FixedDecimalTests {
    /// Hand-checked texts: ties go to the even neighbour of the exact binary value (0.25 is exact, 0.35 is
    /// stored a little below, 2.675 a little below), and a small negative value keeps its sign.
    @Test(arguments: [
        (0.25, 1, "0.2"), (0.35, 1, "0.3"), (2.675, 2, "2.67"), (2.5, 0, "2"), (3.5, 0, "4"), (-0.04, 1, "-0.0"),
        (12.0, 1, "12.0"), (1e21, 0, "1000000000000000000000"), (Double.nan, 1, "nan"), (-Double.infinity, 0, "-inf"),
    ])
    func handChecked(value: Double, digits: Int, text: String) {
        #expect(FixedDecimal.text(value, digits: digits) == text)
    }

    /// The same text as `String(format:)` (what the renderers used before) for values across the ranges they print.
    @Test func matchesStringFormat() {
        var values: [Double] = [0, -0.0, .greatestFiniteMagnitude, -.greatestFiniteMagnitude, .leastNonzeroMagnitude]
        var x: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3000 {
            x = x &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            let unit = Double(x >> 11) / Double(1 << 53)
            values.append((unit - 0.2) * [1, 10, 100, 5000, 1e7][Int(x % 5)])
        }
        for value in values {
            for digits in 0...2 {
                #expect(FixedDecimal.text(value, digits: digits) == String(format: "%.\(digits)f", value))
            }
        }
    }
}
