import Foundation

/// A calendar day (proleptic Gregorian), without time or zone: the day a meal is planned for.
///
/// Arithmetic is on whole days counted from 1970-01-01, so it needs no calendar object and gives
/// the same answer in every time zone; `today(…)` is the only place a clock and a zone come in.
public struct PlanDate: Hashable, Comparable, Codable, Sendable, CustomStringConvertible {
    /// Days since 1970-01-01 (negative before).
    public let dayNumber: Int

    /// The day `dayNumber` days after 1970-01-01 (before it when negative).
    public init(dayNumber: Int) { self.dayNumber = dayNumber }

    /// The day `year-month-day`, or `nil` when there is no such day (2026-02-29, month 13).
    public init?(year: Int, month: Int, day: Int) {
        guard (1...9999).contains(year), (1...12).contains(month), (1...Self.daysIn(month: month, year: year)).contains(day) else {
            return nil
        }
        // Days from civil (H. Hinnant's algorithm).
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yoe = y - era * 400
        let mp = (month + 9) % 12
        let doy = (153 * mp + 2) / 5 + day - 1
        let doe = yoe * 365 + yoe / 4 - yoe / 100 + doy
        dayNumber = era * 146_097 + doe - 719_468
    }

    /// Parses `YYYY-MM-DD`; `nil` for anything else or a day that does not exist.
    public init?(iso text: String) {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count == 3, parts[0].count == 4, parts[1].count == 2, parts[2].count == 2,
            parts.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }),
            let y = Int(parts[0]), let m = Int(parts[1]), let d = Int(parts[2])
        else { return nil }
        self.init(year: y, month: m, day: d)
    }

    /// Year, month and day.
    public var components: (year: Int, month: Int, day: Int) {
        let z = dayNumber + 719_468
        let era = (z >= 0 ? z : z - 146_096) / 146_097
        let doe = z - era * 146_097
        let yoe = (doe - doe / 1460 + doe / 36524 - doe / 146_096) / 365
        let doy = doe - (365 * yoe + yoe / 4 - yoe / 100)
        let mp = (5 * doy + 2) / 153
        let day = doy - (153 * mp + 2) / 5 + 1
        let month = mp < 10 ? mp + 3 : mp - 9
        return (yoe + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// `YYYY-MM-DD`.
    public var iso: String {
        let c = components
        return PrintfText.zeroPadded(c.year, width: 4) + "-" + PrintfText.zeroPadded(c.month, width: 2) + "-" + PrintfText.zeroPadded(c.day, width: 2)
    }

    /// `YYYY-MM-DD`.
    public var description: String { iso }

    /// Encoded as its `YYYY-MM-DD` text.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(iso)
    }

    /// Decodes a day from its `YYYY-MM-DD` text.
    /// - Throws: `DecodingError.dataCorrupted` when the text is not a day that exists.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        let text = try container.decode(String.self)
        guard let day = PlanDate(iso: text) else {
            throw DecodingError.dataCorruptedError(in: container, debugDescription: "not a YYYY-MM-DD day: \(text)")
        }
        self = day
    }

    /// The weekday, 1 = Sunday … 7 = Saturday (Foundation's numbering).
    public var weekday: Int {
        // 1970-01-01 was a Thursday (5).
        ((dayNumber % 7 + 7 + 4) % 7) + 1
    }

    /// The day `days` later (earlier when negative).
    public func adding(days: Int) -> PlanDate { PlanDate(dayNumber: dayNumber + days) }

    /// The first day of the week holding this day, when weeks start on `firstWeekday` (1 = Sunday, 2 = Monday…).
    public func weekStart(firstWeekday: Int) -> PlanDate {
        adding(days: -((weekday - firstWeekday + 7) % 7))
    }

    /// Earlier days come first.
    public static func < (a: PlanDate, b: PlanDate) -> Bool { a.dayNumber < b.dayNumber }

    /// Today in `timeZone` at `now`.
    public static func today(now: Date = Date(), timeZone: TimeZone = .current) -> PlanDate {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        let c = calendar.dateComponents([.year, .month, .day], from: now)
        return PlanDate(year: c.year ?? 1970, month: c.month ?? 1, day: c.day ?? 1) ?? PlanDate(dayNumber: 0)
    }

    static func daysIn(month: Int, year: Int) -> Int {
        switch month {
        case 2: (year % 4 == 0 && year % 100 != 0) || year % 400 == 0 ? 29 : 28
        case 4, 6, 9, 11: 30
        default: 31
        }
    }

    // MARK: What a user types

    /// English weekday names and their numbers (1 = Sunday).
    public static let weekdayNames: [(name: String, weekday: Int)] = [
        ("sunday", 1), ("monday", 2), ("tuesday", 3), ("wednesday", 4), ("thursday", 5), ("friday", 6), ("saturday", 7),
    ]

    /// A day as typed: `YYYY-MM-DD`, `today`, `tomorrow`, `yesterday`, or a weekday name (`monday`, `mon`),
    /// meaning that weekday's next occurrence from `today` on (today itself when it is that day).
    /// `nil` for anything else.
    public static func parse(_ text: String, today: PlanDate) -> PlanDate? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        switch word {
        case "today": return today
        case "tomorrow": return today.adding(days: 1)
        case "yesterday": return today.adding(days: -1)
        default: break
        }
        if word.count >= 3, let match = weekdayNames.first(where: { $0.name.hasPrefix(word) }) {
            return today.adding(days: (match.weekday - today.weekday + 7) % 7)
        }
        return PlanDate(iso: word)
    }

    /// A weekday as typed for the week start (`monday`, `sun`…), as 1 = Sunday … 7 = Saturday.
    public static func weekday(named text: String) -> Int? {
        let word = text.trimmingCharacters(in: .whitespaces).lowercased()
        guard word.count >= 3 else { return nil }
        return weekdayNames.first(where: { $0.name.hasPrefix(word) })?.weekday
    }
}
