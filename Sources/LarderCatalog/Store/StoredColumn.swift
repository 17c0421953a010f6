import GRDB
import LarderCore

/// Typed reads by column index for the loops that read the whole catalog (the matcher's data): the
/// same checks as ``Row/value(_:as:)`` (a value of another type is ``StoredValueError``), without
/// looking the column up by name or decoding through generic conversions on every row.
extension Row {
    /// The database value at `index`.
    private func stored(_ index: Int) -> DatabaseValue.Storage {
        let value: DatabaseValue = self[index]
        return value.storage
    }

    /// Text at `index`; `column` names it in the error.
    func text(_ index: Int, _ column: String) throws -> String {
        guard case .string(let text) = stored(index) else { throw StoredValueError(column: column, expected: "text") }
        return text
    }

    /// Text or NULL at `index`.
    func optionalText(_ index: Int, _ column: String) throws -> String? {
        switch stored(index) {
        case .null: return nil
        case .string(let text): return text
        default: throw StoredValueError(column: column, expected: "text")
        }
    }

    /// A number or NULL at `index` (integers read as numbers, as GRDB's `Double` does).
    func optionalNumber(_ index: Int, _ column: String) throws -> Double? {
        switch stored(index) {
        case .null: return nil
        case .double(let number): return number
        case .int64(let integer): return Double(integer)
        default: throw StoredValueError(column: column, expected: "a number")
        }
    }

    /// A boolean at `index` (any non-zero number is true, as GRDB's `Bool` reads it).
    func flag(_ index: Int, _ column: String) throws -> Bool {
        switch stored(index) {
        case .int64(let integer): return integer != 0
        case .double(let number): return number != 0
        default: throw StoredValueError(column: column, expected: "a boolean")
        }
    }
}

extension Row {
    /// The JSON list of sources at `index` (NULL reads as `[]`). Lists of flat objects with plain string
    /// values, as the compiler writes them, are read here; anything else goes to the JSON decoder.
    func sources(_ index: Int, _ column: String) throws -> [SourceRef] {
        guard let text = try optionalText(index, column) else { return [] }
        if let sources = Self.plainSourceList(text) { return sources }
        return try json(column, as: [SourceRef].self)
    }

    /// `[{"dataset":"…","record":"…"}, …]` as sources; `nil` for any other shape (escapes, other keys,
    /// other value types), which the JSON decoder then reads or rejects.
    static func plainSourceList(_ text: String) -> [SourceRef]? {
        var scanner = PlainJSONScanner(text)
        guard scanner.take("[") else { return nil }
        var sources: [SourceRef] = []
        if scanner.take("]") { return scanner.atEnd ? sources : nil }
        repeat {
            guard scanner.take("{") else { return nil }
            var fields: [String: String] = [:]
            if !scanner.take("}") {
                repeat {
                    guard let key = scanner.string(), scanner.take(":"), let value = scanner.string(), fields[key] == nil else { return nil }
                    fields[key] = value
                } while scanner.take(",")
                guard scanner.take("}") else { return nil }
            }
            guard let dataset = fields.removeValue(forKey: "dataset") else { return nil }
            let record = fields.removeValue(forKey: "record")
            guard fields.isEmpty else { return nil }
            sources.append(SourceRef(dataset: dataset, record: record))
        } while scanner.take(",")
        guard scanner.take("]") else { return nil }
        return scanner.atEnd ? sources : nil
    }

    /// `["a","b"]` (with optional spaces) as its strings; `nil` for anything else (escapes included).
    static func plainStringList(_ text: String) -> [String]? {
        var scanner = PlainJSONScanner(text)
        guard scanner.take("[") else { return nil }
        var strings: [String] = []
        if scanner.take("]") { return scanner.atEnd ? strings : nil }
        repeat {
            guard let string = scanner.string() else { return nil }
            strings.append(string)
        } while scanner.take(",")
        guard scanner.take("]") else { return nil }
        return scanner.atEnd ? strings : nil
    }
}

/// Reads the plain subset of JSON the catalog writes: punctuation, and strings without escapes.
struct PlainJSONScanner {
    private var bytes: Substring.UTF8View

    init(_ text: String) { bytes = Substring(text).utf8 }

    /// Whether only white space is left.
    var atEnd: Bool {
        mutating get {
            skipSpace()
            return bytes.isEmpty
        }
    }

    /// Takes `mark` (after white space) when it comes next.
    mutating func take(_ mark: Unicode.Scalar) -> Bool {
        skipSpace()
        guard bytes.first == UInt8(mark.value) else { return false }
        bytes.removeFirst()
        return true
    }

    /// A string without escapes or control characters; `nil` (nothing taken that matters) otherwise.
    mutating func string() -> String? {
        guard take("\"") else { return nil }
        guard let end = bytes.firstIndex(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }),
              bytes[end] == UInt8(ascii: "\"")
        else { return nil }
        let string = String(bytes[..<end])
        bytes = bytes[bytes.index(after: end)...]
        return string
    }

    private mutating func skipSpace() {
        while let first = bytes.first, first == 0x20 || first == 0x0A || first == 0x09 || first == 0x0D { bytes.removeFirst() }
    }
}
