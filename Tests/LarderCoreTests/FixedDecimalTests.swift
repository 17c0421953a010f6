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

    @Test func writesWhatPrintfWrites() {
        #expect(FixedDecimal.text(0, digits: 2) == "0.00")
        #expect(FixedDecimal.text(1.5, digits: 2) == "1.50")
        #expect(FixedDecimal.text(0.7, digits: 2) == "0.70")
        #expect(FixedDecimal.text(1234.5678, digits: 2) == "1234.57")
        #expect(FixedDecimal.text(2.5, digits: 0) == "2", "an exact half goes to the even neighbour")
        #expect(FixedDecimal.text(0.125, digits: 2) == "0.12", "0.125 is exact in binary: a half, to even")
        #expect(FixedDecimal.text(0.375, digits: 2) == "0.38")
        #expect(FixedDecimal.text(2.675, digits: 2) == "2.67", "2.675 is stored just under the half")
        #expect(FixedDecimal.text(1.005, digits: 2) == "1.00", "1.005 is stored just under the half")
        #expect(FixedDecimal.text(-0.001, digits: 2) == "-0.00")
        #expect(FixedDecimal.text(-0.0, digits: 2) == "-0.00")
        #expect(FixedDecimal.text(-12.345, digits: 1) == "-12.3")
        #expect(FixedDecimal.text(0.05, digits: 3) == "0.050")
        #expect(FixedDecimal.text(1e20, digits: 2) == "100000000000000000000.00")
    }

    @Test func agreesWithPrintfOnManyValues() {
        var generator = SplitMix64(seed: 7)
        var values: [Double] = [.nan, .infinity, -.infinity, 0.005, 0.015, 0.025, 0.045, 99.995, 1e15, 123456789.125]
        for _ in 0..<4_000 {
            let magnitude = [1.0, 10, 1_000, 1e6][Int(generator.next() % 4)]
            values.append((Double(generator.next() % 2_000_001) / 1_000_000 - 1) * magnitude)
            // Values on or next to a decimal half, where only the exact binary value decides.
            let half = (Double(generator.next() % 100_000) + 0.5) / 1_000
            values.append(half)
            values.append(half.nextUp)
            values.append(half.nextDown)
        }
        for value in values {
            for digits in 0...4 {
                #expect(FixedDecimal.text(value, digits: digits) == String(format: "%.\(digits)f", value), "\(value), \(digits) digits")
            }
        }
    }
}
