import CSQLiteSession
import Foundation
import GRDB
import LarderCore

/// Typed reads by column index for the loops that read the whole catalog (the matcher's data): the
/// same checks as ``Row/value(_:as:)`` (a value of another type is ``StoredValueError``), without
/// looking the column up by name or decoding through generic conversions on every row.
protocol StoredColumns {
    /// The database value at `index`.
    func stored(_ index: Int) -> DatabaseValue.Storage

    /// `body` of the bytes of the blob at `index`, or of `nil` for NULL (anything else is
    /// ``StoredValueError``); the bytes live only during the call.
    func withOptionalBlob<T>(_ index: Int, _ column: String, _ body: (UnsafeRawBufferPointer?) throws -> T) throws -> T

    /// `body` of the UTF-8 bytes of the text at `index`, or of `nil` for NULL (anything else is
    /// ``StoredValueError``); the bytes live only during the call.
    func withOptionalText<T>(_ index: Int, _ column: String, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) throws -> T
}

extension StoredColumns {
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

    /// A number at `index`.
    func number(_ index: Int, _ column: String) throws -> Double {
        guard let number = try optionalNumber(index, column) else { throw StoredValueError(column: column, expected: "a number") }
        return number
    }

    /// An integer at `index` (a whole real number reads as an integer, as GRDB's `Int` reads it).
    func integer(_ index: Int, _ column: String) throws -> Int {
        switch stored(index) {
        case .int64(let integer): return Int(integer)
        case .double(let number) where number.rounded() == number && abs(number) < 0x1p62: return Int(number)
        default: throw StoredValueError(column: column, expected: "an integer")
        }
    }

    /// An integer or NULL at `index` (read as ``integer(_:_:)`` reads it).
    func optionalInteger(_ index: Int, _ column: String) throws -> Int? {
        if case .null = stored(index) { return nil }
        return try integer(index, column)
    }

    /// A blob or NULL at `index`.
    func optionalBlob(_ index: Int, _ column: String) throws -> Data? {
        switch stored(index) {
        case .null: return nil
        case .blob(let data): return data
        default: throw StoredValueError(column: column, expected: "a blob")
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

    /// Text at `index` as one case of `Enum`, or ``StoredValueError`` for text outside its cases.
    func value<Enum: RawRepresentable>(_ index: Int, _ column: String, as type: Enum.Type) throws -> Enum where Enum.RawValue == String {
        guard let value = Enum(rawValue: try text(index, column)) else { throw StoredValueError(column: column, expected: "a known \(Enum.self)") }
        return value
    }

    /// Text or NULL at `index` as one case of `Enum` (``value(_:_:as:)``); NULL is `nil`.
    func optionalValue<Enum: RawRepresentable>(_ index: Int, _ column: String, as type: Enum.Type) throws -> Enum?
    where Enum.RawValue == String {
        if case .null = stored(index) { return nil }
        return try value(index, column, as: type)
    }

    /// The JSON text at `index` (NULL reads as `[]`) decoded as `T`, or ``StoredValueError``.
    func json<T: Decodable>(_ index: Int, _ column: String, as type: T.Type) throws -> T {
        let text = try optionalText(index, column) ?? "[]"
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw StoredValueError(column: column, expected: "valid JSON")
        }
    }

    /// The JSON list of sources at `index` (NULL reads as `[]`). Lists of flat objects with plain string
    /// values, as the compiler writes them, are read here; anything else goes to the JSON decoder.
    func sources(_ index: Int, _ column: String) throws -> [SourceRef] {
        guard let text = try optionalText(index, column) else { return [] }
        if let sources = Row.plainSourceList(text) { return sources }
        return try json(index, column, as: [SourceRef].self)
    }

    /// How many sources the JSON list at `index` holds (NULL reads as `[]`): ``sources(_:_:)``'s count,
    /// without building them for the lists the compiler writes.
    func sourceCount(_ index: Int, _ column: String) throws -> Int {
        guard let plain = try withOptionalText(index, column, { $0.map(Row.plainSourceCount(utf8:)) }) else { return 0 }
        if let count = plain { return count }
        return try json(index, column, as: [SourceRef].self).count
    }

    /// The JSON list of strings at `index` (NULL reads as `[]`).
    func stringList(_ index: Int, _ column: String) throws -> [String] {
        try Row.plainStringList(optionalText(index, column) ?? "[]") ?? json(index, column, as: [String].self)
    }
}

extension Row: StoredColumns {
    /// The database value at `index`.
    func stored(_ index: Int) -> DatabaseValue.Storage {
        let value: DatabaseValue = self[index]
        return value.storage
    }

    func withOptionalBlob<T>(_ index: Int, _ column: String, _ body: (UnsafeRawBufferPointer?) throws -> T) throws -> T {
        guard let data = try optionalBlob(index, column) else { return try body(nil) }
        return try data.withUnsafeBytes { try body($0) }
    }

    func withOptionalText<T>(_ index: Int, _ column: String, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) throws -> T {
        guard var text = try optionalText(index, column) else { return try body(nil) }
        return try text.withUTF8 { try body($0) }
    }
}

/// The current row of a statement being stepped, read straight from SQLite: no row copy, no generic
/// decoding (what ``Row``'s subscripts cost on every value of a whole-catalog read).
struct StatementColumns: StoredColumns {
    let statement: SQLiteStatement

    /// The value at `index`, read by its SQLite type (text by its byte count, not by its terminator).
    func stored(_ index: Int) -> DatabaseValue.Storage {
        let column = CInt(index)
        switch sqlite3_column_type(statement, column) {
        case SQLITE_INTEGER:
            return .int64(sqlite3_column_int64(statement, column))
        case SQLITE_FLOAT:
            return .double(sqlite3_column_double(statement, column))
        case SQLITE_TEXT:
            // The pointer first, then the count (the order SQLite documents).
            guard let text = sqlite3_column_text(statement, column) else { return .string("") }
            return .string(String(decoding: UnsafeBufferPointer(start: text, count: Int(sqlite3_column_bytes(statement, column))), as: UTF8.self))
        case SQLITE_BLOB:
            return DatabaseValue(sqliteStatement: statement, index: column).storage
        default:
            return .null
        }
    }

    /// The blob's bytes in place, not copied into `Data`.
    func withOptionalBlob<T>(_ index: Int, _ column: String, _ body: (UnsafeRawBufferPointer?) throws -> T) throws -> T {
        let column32 = CInt(index)
        switch sqlite3_column_type(statement, column32) {
        case SQLITE_NULL:
            return try body(nil)
        case SQLITE_BLOB:
            // The pointer first, then the count (the order SQLite documents); an empty blob has no pointer.
            let start = sqlite3_column_blob(statement, column32)
            return try body(UnsafeRawBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(statement, column32))))
        default:
            throw StoredValueError(column: column, expected: "a blob")
        }
    }

    /// The text's bytes in place, not copied into a `String`.
    func withOptionalText<T>(_ index: Int, _ column: String, _ body: (UnsafeBufferPointer<UInt8>?) throws -> T) throws -> T {
        let column32 = CInt(index)
        switch sqlite3_column_type(statement, column32) {
        case SQLITE_NULL:
            return try body(nil)
        case SQLITE_TEXT:
            // The pointer first, then the count (the order SQLite documents).
            let start = sqlite3_column_text(statement, column32)
            return try body(UnsafeBufferPointer(start: start, count: start == nil ? 0 : Int(sqlite3_column_bytes(statement, column32))))
        default:
            throw StoredValueError(column: column, expected: "text")
        }
    }

    /// Calls `body` with each row of `sql`, in order.
    static func forEach(
        _ db: Database, sql: String, arguments: StatementArguments = StatementArguments(), _ body: (StatementColumns) throws -> Void
    ) throws {
        let statement = try db.makeStatement(sql: sql)
        let rows = try Row.fetchCursor(statement, arguments: arguments)
        let columns = StatementColumns(statement: statement.sqliteStatement)
        while try rows.next() != nil { try body(columns) }
    }
}

extension Row {
    /// `[{"dataset":"…","record":"…"}, …]` as sources; `nil` for any other shape (escapes, other keys,
    /// other value types), which the JSON decoder then reads or rejects.
    static func plainSourceList(_ text: String) -> [SourceRef]? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = PlainJSONScanner(bytes)
            guard scanner.take("[") else { return nil }
            var sources: [SourceRef] = []
            if scanner.take("]") { return scanner.atEnd ? sources : nil }
            repeat {
                guard scanner.take("{") else { return nil }
                var dataset: String?
                var record: String?
                if !scanner.take("}") {
                    repeat {
                        guard let key = scanner.string(), scanner.take(":"), let value = scanner.string() else { return nil }
                        switch key {
                        case "dataset" where dataset == nil: dataset = value
                        case "record" where record == nil: record = value
                        default: return nil  // another key, or one given twice
                        }
                    } while scanner.take(",")
                    guard scanner.take("}") else { return nil }
                }
                guard let dataset else { return nil }
                sources.append(SourceRef(dataset: dataset, record: record))
            } while scanner.take(",")
            guard scanner.take("]") else { return nil }
            return scanner.atEnd ? sources : nil
        }
    }

    /// How many sources ``plainSourceList(_:)`` reads from `text`, without building them; `nil` where it
    /// reads `nil`.
    static func plainSourceCount(_ text: String) -> Int? {
        var text = text
        return text.withUTF8 { plainSourceCount(utf8: $0) }
    }

    /// ``plainSourceCount(_:)`` of UTF-8 bytes.
    static func plainSourceCount(utf8 bytes: UnsafeBufferPointer<UInt8>) -> Int? {
        var scanner = PlainJSONScanner(bytes)
        guard scanner.take("[") else { return nil }
        var count = 0
        if scanner.take("]") { return scanner.atEnd ? count : nil }
        repeat {
            guard scanner.take("{") else { return nil }
            var dataset = false
            var record = false
            if !scanner.take("}") {
                repeat {
                    guard let key = scanner.stringBytes(), scanner.take(":"), scanner.stringBytes() != nil else { return nil }
                    if !dataset, key.elementsEqual("dataset".utf8) {
                        dataset = true
                    } else if !record, key.elementsEqual("record".utf8) {
                        record = true
                    } else {
                        return nil  // another key, or one given twice
                    }
                } while scanner.take(",")
                guard scanner.take("}") else { return nil }
            }
            guard dataset else { return nil }
            count += 1
        } while scanner.take(",")
        guard scanner.take("]") else { return nil }
        return scanner.atEnd ? count : nil
    }

    /// `["a","b"]` (with optional spaces) as its strings; `nil` for anything else (escapes included).
    static func plainStringList(_ text: String) -> [String]? {
        var text = text
        return text.withUTF8 { bytes in
            var scanner = PlainJSONScanner(bytes)
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
}

/// Reads the plain subset of JSON the catalog writes: punctuation, and strings without escapes, from
/// UTF-8 bytes it must not outlive (it runs once per row of a whole-catalog read).
struct PlainJSONScanner {
    private let bytes: UnsafeBufferPointer<UInt8>
    private var position = 0

    init(_ bytes: UnsafeBufferPointer<UInt8>) { self.bytes = bytes }

    /// Whether only white space is left.
    var atEnd: Bool {
        mutating get {
            skipSpace()
            return position == bytes.count
        }
    }

    /// Takes `mark` (after white space) when it comes next.
    mutating func take(_ mark: Unicode.Scalar) -> Bool {
        skipSpace()
        guard position < bytes.count, bytes[position] == UInt8(mark.value) else { return false }
        position += 1
        return true
    }

    /// A string without escapes or control characters; `nil` (nothing taken that matters) otherwise.
    mutating func string() -> String? {
        stringBytes().map { String(decoding: $0, as: UTF8.self) }
    }

    /// ``string()``'s UTF-8 bytes, without copying them.
    mutating func stringBytes() -> UnsafeBufferPointer<UInt8>? {
        guard take("\"") else { return nil }
        let start = position
        while position < bytes.count {
            let byte = bytes[position]
            if byte == UInt8(ascii: "\"") {
                let string = UnsafeBufferPointer(rebasing: bytes[start..<position])
                position += 1
                return string
            }
            if byte == UInt8(ascii: "\\") || byte < 0x20 { return nil }
            position += 1
        }
        return nil
    }

    private mutating func skipSpace() {
        while position < bytes.count {
            let byte = bytes[position]
            guard byte == 0x20 || byte == 0x0A || byte == 0x09 || byte == 0x0D else { return }
            position += 1
        }
    }
}
