import Foundation
import LarderCore
import Testing

/// ``PrintfText`` against strings written by hand, and against `String(format:)` (C's printf) where writing
/// what printf writes is the contract.
@Suite struct PrintfTextTests {
    @Test func zeroPaddedIntegers() {
        let cases: [(Int, Int, String)] = [
            (7, 2, "07"), (0, 2, "00"), (2026, 4, "2026"), (5, 4, "0005"), (-5, 4, "-005"), (-1234, 4, "-1234"),
            (123_456, 2, "123456"), (12, 0, "12"), (Int.min, 2, "-9223372036854775808"),
        ]
        for (value, width, text) in cases {
            #expect(PrintfText.zeroPadded(value, width: width) == text, "\(value) width \(width)")
            #expect(PrintfText.zeroPadded(value, width: width) == String(format: "%0*ld", width, value), "printf: \(value) width \(width)")
        }
    }

    @Test func rightAlignedColumns() {
        #expect(PrintfText.rightAligned("3.5", width: 6) == "   3.5")
        #expect(PrintfText.rightAligned("1234567.9", width: 6) == "1234567.9", "wider than the column: never cut")
        #expect(PrintfText.rightAligned("", width: 2) == "  ")
        #expect(PrintfText.rightAligned(String(42), width: 7) == "     42")
        // "%6.1f" and "%7d" as PairingReport writes them.
        for value in [0, 0.05, 0.25, -0.04, -2.75, 3.14159, 1e6, -123.45] {
            #expect(PrintfText.rightAligned(FixedDecimal.text(value, digits: 1), width: 6) == String(format: "%6.1f", value), "\(value)")
        }
        for value in [0, 7, -42, 1_234_567, 99_999_999] {
            #expect(PrintfText.rightAligned(String(value), width: 7) == String(format: "%7ld", value), "\(value)")
        }
    }

    @Test func signedFixedPoint() {
        let cases: [(Double, String)] = [
            (0, "+0.0"), (-0.0, "-0.0"), (-0.04, "-0.0"), (0.04, "+0.0"),
            (0.05, "+0.1"),  // 0.05 is a little above a half in binary
            (0.25, "+0.2"), (-2.75, "-2.8"),  // exact halves go to the even neighbour
            (1_234_567.89, "+1234567.9"), (-1e6, "-1000000.0"),
        ]
        for (value, text) in cases {
            #expect(PrintfText.signed(value, digits: 1) == text, "\(value)")
            #expect(PrintfText.signed(value, digits: 1) == String(format: "%+.1f", value), "printf: \(value)")
        }
        #expect(PrintfText.signed(.infinity, digits: 1) == String(format: "%+.1f", Double.infinity))
        #expect(PrintfText.rightAligned(PrintfText.signed(-1.26, digits: 1), width: 6) == "  -1.3")
    }

    @Test func hexBytes() {
        let bytes: [UInt8] = [0x00, 0xFF, 0x10, 0xAB, 0x0F, 0x7E]
        #expect(PrintfText.hex(bytes) == "00ff10ab0f7e")
        #expect(PrintfText.hex(bytes, uppercase: true) == "00FF10AB0F7E")
        #expect(PrintfText.hex([UInt8]()) == "")
        let all = (0...255).map(UInt8.init)
        #expect(PrintfText.hex(all) == all.map { String(format: "%02x", $0) }.joined())
        #expect(PrintfText.hex(all, uppercase: true) == all.map { String(format: "%02X", $0) }.joined())
    }

    @Test func planDatesAreWrittenWithFourDigitYears() throws {
        #expect(try #require(PlanDate(year: 5, month: 1, day: 2)).iso == "0005-01-02")
        #expect(try #require(PlanDate(year: 2026, month: 11, day: 24)).iso == "2026-11-24")
        #expect(try #require(PlanDate(year: 9999, month: 12, day: 31)).iso == "9999-12-31")
        #expect(PlanDate(dayNumber: 0).iso == "1970-01-01")
    }
}
