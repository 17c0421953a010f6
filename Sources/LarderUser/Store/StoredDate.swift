import Foundation
import GRDB
import LarderCore

/// A date as GRDB stores it (`yyyy-MM-dd HH:mm:ss.SSS`, UTC, to the nearest millisecond), written by plain
/// arithmetic: GRDB's own conversion sets up an ICU date formatter, about 1.9 M instructions, on the first
/// date a process writes (the history row a `show` or `search` records).
enum StoredDate {
    /// The database value GRDB would store for `date`: the same text for the years 1970 to 9999 (where the
    /// Gregorian calendar ICU uses and this arithmetic agree), GRDB's own value outside them.
    static func value(_ date: Date) -> DatabaseValue {
        text(date)?.databaseValue ?? date.databaseValue
    }

    /// GRDB's text for `date` in the years 1970 to 9999, `nil` outside them.
    static func text(_ date: Date) -> String? {
        // Foundation's formatter rounds to the nearest millisecond (half up), as this does.
        let milliseconds = (date.timeIntervalSince1970 * 1000 + 0.5).rounded(.down)
        // 253402300800000 ms is 10000-01-01 00:00:00 UTC.
        guard milliseconds >= 0, milliseconds < 253_402_300_800_000 else { return nil }
        let total = Int(milliseconds)
        let days = total / 86_400_000
        let inDay = total % 86_400_000
        let (year, month, day) = PlanDate(dayNumber: days).components
        var text = ""
        text.reserveCapacity(23)
        append(year, width: 4, to: &text)
        text += "-"
        append(month, width: 2, to: &text)
        text += "-"
        append(day, width: 2, to: &text)
        text += " "
        append(inDay / 3_600_000, width: 2, to: &text)
        text += ":"
        append(inDay / 60_000 % 60, width: 2, to: &text)
        text += ":"
        append(inDay / 1000 % 60, width: 2, to: &text)
        text += "."
        append(inDay % 1000, width: 3, to: &text)
        return text
    }

    private static func append(_ number: Int, width: Int, to text: inout String) {
        let digits = String(number)
        if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
        text += digits
    }
}
