import Foundation
import LarderCore
import Testing

/// `FixedDecimal` against C's printf (through Foundation's `String(format:)`), which rounds the exact
/// binary value of a double; hand-written cases first.
@Suite struct FixedDecimalTests {
    @Test func writesWhatPrintfWrites() {
        #expect(FixedDecimal.string(0, digits: 2) == "0.00")
        #expect(FixedDecimal.string(1.5, digits: 2) == "1.50")
        #expect(FixedDecimal.string(0.7, digits: 2) == "0.70")
        #expect(FixedDecimal.string(1234.5678, digits: 2) == "1234.57")
        #expect(FixedDecimal.string(2.5, digits: 0) == "2", "an exact half goes to the even neighbour")
        #expect(FixedDecimal.string(0.125, digits: 2) == "0.12", "0.125 is exact in binary: a half, to even")
        #expect(FixedDecimal.string(0.375, digits: 2) == "0.38")
        #expect(FixedDecimal.string(2.675, digits: 2) == "2.67", "2.675 is stored just under the half")
        #expect(FixedDecimal.string(1.005, digits: 2) == "1.00", "1.005 is stored just under the half")
        #expect(FixedDecimal.string(-0.001, digits: 2) == "-0.00")
        #expect(FixedDecimal.string(-0.0, digits: 2) == "-0.00")
        #expect(FixedDecimal.string(-12.345, digits: 1) == "-12.3")
        #expect(FixedDecimal.string(0.05, digits: 3) == "0.050")
        #expect(FixedDecimal.string(1e20, digits: 2) == "100000000000000000000.00")
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
                #expect(FixedDecimal.string(value, digits: digits) == String(format: "%.\(digits)f", value), "\(value), \(digits) digits")
            }
        }
    }
}
