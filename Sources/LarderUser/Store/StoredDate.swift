import Foundation
import GRDB

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
        let total = Int64(milliseconds)
        let days = total / 86_400_000
        let inDay = total % 86_400_000
        let (year, month, day) = civil(days: days)
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

    /// The Gregorian date `days` after 1970-01-01 (Howard Hinnant's `civil_from_days`).
    static func civil(days: Int64) -> (year: Int64, month: Int64, day: Int64) {
        let z = days + 719_468
        let era = z / 146_097
        let dayOfEra = z - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let shifted = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * shifted + 2) / 5 + 1
        let month = shifted < 10 ? shifted + 3 : shifted - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    private static func append(_ number: Int64, width: Int, to text: inout String) {
        let digits = String(number)
        if digits.count < width { text += String(repeating: "0", count: width - digits.count) }
        text += digits
    }
}
