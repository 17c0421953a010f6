import Foundation
import LarderCore
import Testing

/// Day arithmetic against dates worked out by hand from the calendar (2026-11-23 is a Monday; 2026 is
/// not a leap year, so 2027-01-01 falls one weekday after 2026-01-01, a Thursday: a Friday).
@Suite struct PlanDateTests {
    func day(_ text: String) throws -> PlanDate { try #require(PlanDate(iso: text)) }

    @Test func knownDayNumbersAndWeekdays() throws {
        #expect(try day("1970-01-01").dayNumber == 0)
        #expect(try day("2000-01-01").dayNumber == 10_957)  // 30 years, 7 of them leap: 30 × 365 + 7
        #expect(try day("2026-11-23").weekday == 2)  // Monday
        #expect(try day("2026-01-01").weekday == 5)  // Thursday
        #expect(try day("2027-01-01").weekday == 6)  // Friday
        #expect(try day("2024-12-31").weekday == 3)  // Tuesday: 2024-01-01 was a Monday, and 2024 has 366 days
        #expect(try day("1969-12-31").weekday == 4)  // Wednesday, before the epoch
    }

    @Test func leapYearsAndBadDays() {
        #expect(PlanDate(iso: "2024-02-29") != nil)
        #expect(PlanDate(iso: "2000-02-29") != nil)
        #expect(PlanDate(iso: "2026-02-29") == nil)
        #expect(PlanDate(iso: "2100-02-29") == nil)
        for bad in ["2026-13-01", "2026-00-10", "2026-04-31", "26-11-23", "2026-1-05", "2026/11/23", "", "2026-11-23x", "２０２６-11-23"] {
            #expect(PlanDate(iso: bad) == nil, "\(bad)")
        }
    }

    @Test func arithmeticCrossesMonthAndYearEnds() throws {
        #expect(try day("2026-12-31").adding(days: 1).iso == "2027-01-01")
        #expect(try day("2027-01-01").adding(days: -1).iso == "2026-12-31")
        #expect(try day("2024-02-28").adding(days: 1).iso == "2024-02-29")
        #expect(try day("2026-02-28").adding(days: 1).iso == "2026-03-01")
        #expect(try day("2026-11-23").adding(days: 365).iso == "2027-11-23")
    }

    @Test func weeksStartOnTheGivenDayAcrossYearEnds() throws {
        // Friday 2027-01-01: its Monday-first week starts Monday 2026-12-28, its Sunday-first week Sunday 2026-12-27.
        #expect(try day("2027-01-01").weekStart(firstWeekday: 2).iso == "2026-12-28")
        #expect(try day("2027-01-01").weekStart(firstWeekday: 1).iso == "2026-12-27")
        // Tuesday 2024-12-31: Monday-first week 2024-12-30 to 2025-01-05.
        #expect(try day("2024-12-31").weekStart(firstWeekday: 2).iso == "2024-12-30")
        #expect(try day("2025-01-05").weekStart(firstWeekday: 2).iso == "2024-12-30")
        #expect(try day("2025-01-06").weekStart(firstWeekday: 2).iso == "2025-01-06")
        // A Saturday-first week (firstWeekday 7) holding Monday 2026-11-23 starts Saturday 2026-11-21.
        #expect(try day("2026-11-23").weekStart(firstWeekday: 7).iso == "2026-11-21")
        // A week start is its own week start.
        #expect(try day("2026-11-23").weekStart(firstWeekday: 2).iso == "2026-11-23")
    }

    @Test func wordsAreReadFromToday() throws {
        let monday = try day("2026-11-23")
        #expect(PlanDate.parse("today", today: monday)?.iso == "2026-11-23")
        #expect(PlanDate.parse("Tomorrow", today: monday)?.iso == "2026-11-24")
        #expect(PlanDate.parse("yesterday", today: monday)?.iso == "2026-11-22")
        #expect(PlanDate.parse("monday", today: monday)?.iso == "2026-11-23")
        #expect(PlanDate.parse("sunday", today: monday)?.iso == "2026-11-29")
        #expect(PlanDate.parse("wed", today: monday)?.iso == "2026-11-25")
        let wednesday = try day("2026-12-30")
        #expect(PlanDate.parse("fri", today: wednesday)?.iso == "2027-01-01")
        #expect(PlanDate.parse("tuesday", today: wednesday)?.iso == "2027-01-05")
        #expect(PlanDate.parse("tomorrow", today: try day("2026-12-31"))?.iso == "2027-01-01")
        for bad in ["funday", "mo", "", "next week", "2026-02-30", "-1"] {
            #expect(PlanDate.parse(bad, today: monday) == nil, "\(bad)")
        }
        #expect(PlanDate.weekday(named: "Mon") == 2)
        #expect(PlanDate.weekday(named: "sunday") == 1)
        #expect(PlanDate.weekday(named: "x") == nil)
    }

    @Test func encodesAsText() throws {
        let data = try JSONEncoder().encode([try day("2027-01-01")])
        #expect(String(decoding: data, as: UTF8.self) == "[\"2027-01-01\"]")
        #expect(try JSONDecoder().decode([PlanDate].self, from: data) == [try day("2027-01-01")])
        #expect(throws: (any Error).self) { try JSONDecoder().decode([PlanDate].self, from: Data("[\"2027-02-30\"]".utf8)) }
    }
}
