import Foundation
import LarderCore

/// The inventory file format of `larder have import` / `export`: one ingredient a line (id, name or
/// alias); blank lines and lines starting with `#` are skipped. Lines end with `\n`, `\r\n` or `\r`.
public enum InventoryFile {
    /// The largest inventory file read, in bytes (a bar or pantry list is a few kilobytes).
    public static let maximumSize = 1 << 20
    /// The longest line read, in bytes (no ingredient name is near it).
    public static let maximumLineSize = 1024
    /// The most ingredient lines read (a bar or pantry list is a few hundred; the catalog has about 2,000
    /// ingredients): a longer file is refused before any line is looked up.
    public static let maximumLines = 5000
    /// How long standard input may take to arrive, in seconds.
    public static let deadline: Double = 30

    /// One line of the file: its number, and the ingredient it names (`nil` for blank and comment lines).
    public struct Line: Hashable, Sendable {
        /// The line's number in the file, counting from 1 (blank and comment lines count too).
        public var number: Int
        /// The ingredient id, name or alias as written, trimmed; `nil` for a blank or `#` comment line.
        public var name: String?
    }

    /// A line that could not be read.
    public struct Problem: Hashable, Sendable, Codable, CustomStringConvertible {
        /// The line's number in the file, counting from 1.
        public var line: Int
        /// Why the line was not added, in one line.
        public var message: String
        /// "line N: message".
        public var description: String { "line \(line): \(message)" }
    }

    /// The lines of `data` (a file already read within ``maximumSize``).
    public static func lines(of data: Data, name: String) throws(LarderError) -> [Line] {
        var reader = LineReader(bytes: [UInt8](data), budget: budget(name), maxLineBytes: maximumLineSize)
        return try lines(&reader, name: name)
    }

    /// The lines read from an open file descriptor (standard input), streaming, within ``maximumSize``
    /// and ``deadline``.
    public static func lines(fileDescriptor: Int32, name: String) throws(LarderError) -> [Line] {
        var reader = LineReader(fileDescriptor: fileDescriptor, budget: budget(name, deadline: deadline), maxLineBytes: maximumLineSize)
        return try lines(&reader, name: name)
    }

    private static func budget(_ name: String, deadline: Double? = nil) -> InputBudget {
        InputBudget(name: name, maxBytes: maximumSize, deadline: deadline)
    }

    private static func lines(_ reader: inout LineReader, name: String) throws(LarderError) -> [Line] {
        var lines: [Line] = []
        var named = 0
        do {
            while let bytes = try reader.next() {
                guard !bytes.contains(0), let text = String(validating: bytes, as: UTF8.self) else {
                    throw LarderError.invalidInput("\(name) is not UTF-8 text (line \(reader.lineNumber))")
                }
                let trimmed = text.trimmingCharacters(in: .whitespaces)
                lines.append(Line(number: reader.lineNumber, name: trimmed.isEmpty || trimmed.hasPrefix("#") ? nil : trimmed))
                named += lines.last?.name == nil ? 0 : 1
                if named > maximumLines {
                    throw LarderError.invalidInput("\(name) has more than \(maximumLines) ingredient lines; nothing was added")
                }
            }
            // An empty file, or a closed standard input (read as empty), is a mistake, not an empty list.
            guard named > 0 else {
                throw LarderError.invalidInput("\(name) has no ingredient lines (one ingredient a line); nothing was added")
            }
        } catch let error as LarderError {
            throw error
        } catch let error as InputLimitError {
            throw .inputLimit(error)
        } catch let error as FileSystemError {
            throw .fileSystem(error)
        } catch {
            throw .file(path: name, reason: String(describing: error))
        }
        return lines
    }

    /// The file text for `ingredients`: one id a line.
    public static func render(_ ingredients: [IngredientID]) -> String {
        ingredients.map { $0.rawValue + "\n" }.joined()
    }
}
