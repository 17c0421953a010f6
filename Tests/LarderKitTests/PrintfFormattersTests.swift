import Foundation
import LarderCore
import Testing

@testable import LarderKit

/// The kitchen formatters that wrote with `String(format:)`, against strings worked out by hand.
@Suite struct PrintfFormattersTests {
    @Test func calendarTimestampsAreZeroPadded() {
        #expect(ShoppingCalendar.timestamp(Date(timeIntervalSince1970: 0)) == "19700101T000000Z")
        // 1,795,000,000 s after the epoch: 2026-11-18 11:06:40 UTC (Python's datetime.fromtimestamp, UTC).
        #expect(ShoppingCalendar.timestamp(Date(timeIntervalSince1970: 1_795_000_000)) == "20261118T110640Z")
        // 2001-02-03 04:05:06 UTC: every field one digit.
        #expect(ShoppingCalendar.timestamp(Date(timeIntervalSince1970: 981_173_106)) == "20010203T040506Z")
    }

    @Test func anExponentAmountIsReadAsItsWholeNumber() throws {
        let flour = KitchenIngredient(noun: "flour", measure: nil, handling: .weighed)
        let grams = try PantryAmountInput.parse("2e3 g", for: flour, name: "flour")
        #expect(grams.dimension == .mass && grams.value == 2000)
        // "%.0f" of 2.5 is "2": an exact half goes to the even neighbour.
        #expect(try PantryAmountInput.parse("2.5e0 g", for: flour, name: "flour").value == 2)
        #expect(try PantryAmountInput.parse("3.5e0 g", for: flour, name: "flour").value == 4)
    }
}
