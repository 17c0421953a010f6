import Foundation
import LarderCore

/// Writes a shopping list as an iCalendar (RFC 5545) list of to-dos, one VTODO an item, that phone
/// reminder apps import: CRLF line ends, lines folded at 75 octets (never inside a UTF-8 sequence),
/// text values escaped (`\\`, `\;`, `\,`, `\n`).
public enum ShoppingCalendar {
    /// The calendar text for `report`, stamped `date` (UTC).
    public static func ics(_ report: ShoppingReport, at date: Date) -> String {
        let stamp = timestamp(date)
        var lines = ["BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Larder//Shopping list//EN", "CALSCALE:GREGORIAN", "X-WR-CALNAME:Shopping list"]
        let items = report.sections.flatMap { section in section.items.map { (section.aisle, $0) } } + report.optional.map { ("optional", $0) }
        for (aisle, item) in items {
            var summary = item.ingredient.name
            if !item.amounts.isEmpty { summary += ": " + item.amounts.joined(separator: " + ") }
            if item.optional { summary += " (optional)" }
            let recipes = item.recipes.map(\.name).joined(separator: ", ")
            lines += [
                "BEGIN:VTODO",
                "UID:\(item.ingredient.id)-\(stamp)@larder",
                "DTSTAMP:\(stamp)",
                "SUMMARY:\(escape(summary))",
                "DESCRIPTION:\(escape("for " + recipes))",
                "CATEGORIES:\(escape(aisle))",
                "STATUS:NEEDS-ACTION",
                "END:VTODO",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(fold).joined(separator: "\r\n") + "\r\n"
    }

    /// `text` escaped as an iCalendar TEXT value.
    public static func escape(_ text: String) -> String {
        var out = ""
        for char in text {
            switch char {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n", "\r\n": out += "\\n"
            case "\r": break
            default: out.append(char)
            }
        }
        return out
    }

    /// A content line folded into lines of at most 75 octets, each continuation starting with a space.
    static func fold(_ line: String) -> String {
        var result: [String] = []
        var current = ""
        var octets = 0
        for char in line {
            let size = String(char).utf8.count
            let limit = result.isEmpty ? 75 : 74
            if octets + size > limit {
                result.append(current)
                current = ""
                octets = 0
            }
            current.append(char)
            octets += size
        }
        result.append(current)
        return result.enumerated().map { $0.offset == 0 ? $0.element : " " + $0.element }.joined(separator: "\r\n")
    }

    /// `date` as an iCalendar UTC date-time (20261123T071500Z).
    static func timestamp(_ date: Date) -> String {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ value: Int?) -> String { PrintfText.zeroPadded(value ?? 0, width: 2) }
        return PrintfText.zeroPadded(c.year ?? 1970, width: 4) + two(c.month) + two(c.day) + "T" + two(c.hour) + two(c.minute) + two(c.second) + "Z"
    }
}
