import Foundation
import LarderCore

/// The inventory file format of `larder have import` / `export`: one ingredient a line (id, name or
/// alias); blank lines and lines starting with `#` are skipped. Lines end with `\n`, `\r\n` or `\r`.
public enum InventoryFile {
    /// The largest inventory file read, in bytes (a bar or pantry list is a few kilobytes).
    public static let maximumSize = 1 << 20

    /// One line of the file: its number, and the ingredient it names (`nil` for blank and comment lines).
    public struct Line: Hashable, Sendable {
        public var number: Int
        public var name: String?
    }

    /// A line that could not be read.
    public struct Problem: Hashable, Sendable, Codable, CustomStringConvertible {
        public var line: Int
        public var message: String
        public var description: String { "line \(line): \(message)" }
    }

    /// The lines of `data`, which must be UTF-8 text of at most ``maximumSize`` bytes.
    /// - Throws: ``LarderError/invalidInput(_:)`` for binary or oversized input.
    public static func lines(of data: Data) throws(LarderError) -> [Line] {
        guard data.count <= maximumSize else {
            throw .invalidInput("the inventory file is larger than \(maximumSize / 1024) KB; it should list one ingredient a line")
        }
        guard let text = String(data: data, encoding: .utf8), !text.contains("\u{0}") else {
            throw .invalidInput("the inventory file is not UTF-8 text")
        }
        var lines: [Line] = []
        var number = 0
        // `\r\n` is one Character in Swift, so splitting on newline characters handles all three endings.
        for raw in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) {
            number += 1
            let trimmed = raw.trimmingCharacters(in: .whitespaces)
            lines.append(Line(number: number, name: trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : trimmed))
        }
        return lines
    }

    /// The file text for `ingredients`: one id a line.
    public static func render(_ ingredients: [IngredientID]) -> String {
        ingredients.map { $0.rawValue + "\n" }.joined()
    }
}
