import Foundation
import Testing
@testable import LarderUser

@Suite struct StoredDateTests {
    /// The formatter GRDB stores dates with (GRDB's `Date.swift`), built here as the reference.
    static let reference: DateFormatter = {
        let formatter = DateFormatter()
        formatter.dateFormat = "yyyy-MM-dd HH:mm:ss.SSS"
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(secondsFromGMT: 0)
        return formatter
    }()

    @Test func matchesGRDBsFormatterFrom1970To9999() {
        var generator = SystemRandomNumberGenerator()
        var dates: [Date] = [
            Date(timeIntervalSince1970: 0), Date(timeIntervalSince1970: 951_782_400), // 2000-02-29
            Date(timeIntervalSince1970: 4_107_456_000), // 2100-02-28
            Date(timeIntervalSince1970: 253_402_300_799.999), Date(timeIntervalSince1970: 1_700_000_000.9999),
            Date(timeIntervalSince1970: 1_700_000_000.0005), Date(),
        ]
        for _ in 0..<2000 { dates.append(Date(timeIntervalSince1970: Double.random(in: 0..<253_402_300_800, using: &generator))) }
        for _ in 0..<2000 { dates.append(Date(timeIntervalSince1970: Double.random(in: 1.6e9..<2.0e9, using: &generator))) }
        for date in dates {
            #expect(StoredDate.text(date) == Self.reference.string(from: date), "\(date.timeIntervalSince1970)")
        }
    }

    @Test func leavesOtherYearsToGRDB() {
        #expect(StoredDate.text(Date(timeIntervalSince1970: -1)) == nil)
        #expect(StoredDate.text(Date(timeIntervalSince1970: 253_402_300_800)) == nil)
    }

    @Test func aHandWorkedDate() {
        // 1,234,567,890.5 s after the epoch is 2009-02-13 23:31:30.500 UTC.
        #expect(StoredDate.text(Date(timeIntervalSince1970: 1_234_567_890.5)) == "2009-02-13 23:31:30.500")
    }
}
