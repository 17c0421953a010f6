import Foundation
import GRDB
import LarderCore

/// A catalog value of the wrong type or outside its vocabulary (`recipe.abv = 'strong'`, an unknown
/// kind, substitutes that are not a JSON list). ``CatalogStore``'s reads turn it into
/// ``CatalogError/damaged(path:reason:)``; GRDB's `row[column]` subscript would trap instead.
struct StoredValueError: Error, CustomStringConvertible {
    var column: String
    var expected: String

    var description: String { "column \(column) holds a value that is not \(expected)" }
}

extension Row {
    /// The value of `column` as `Value`, or ``StoredValueError``. With an optional `Value`, NULL is `nil`
    /// and a value of another type still throws.
    func value<Value: DatabaseValueConvertible>(_ column: String, as type: Value.Type = Value.self) throws -> Value {
        do {
            return try decode(Value.self, forColumn: column)
        } catch {
            throw StoredValueError(column: column, expected: Self.kind(Value.self))
        }
    }

    /// The value of `column` as one case of `Enum`, or ``StoredValueError`` for text outside its cases.
    func value<Enum: RawRepresentable>(_ column: String, as type: Enum.Type) throws -> Enum where Enum.RawValue == String {
        let raw: String = try value(column)
        guard let value = Enum(rawValue: raw) else { throw StoredValueError(column: column, expected: "a known \(Enum.self)") }
        return value
    }

    /// The JSON text of `column` (NULL reads as `[]`) decoded as `T`, or ``StoredValueError``.
    func json<T: Decodable>(_ column: String, as type: T.Type) throws -> T {
        let text = try value(column, as: String?.self) ?? "[]"
        do {
            return try JSONDecoder().decode(T.self, from: Data(text.utf8))
        } catch {
            throw StoredValueError(column: column, expected: "valid JSON")
        }
    }

    /// The JSON list of strings in `column` (NULL reads as `[]`), or ``StoredValueError``. Lists of plain
    /// strings (no escapes), the catalog's usual case, are split here; anything else goes to ``json(_:as:)``.
    func jsonStrings(_ column: String) throws -> [String] {
        guard let text = try value(column, as: String?.self) else { return [] }
        if let strings = Self.plainStringList(text) { return strings }
        return try json(column, as: [String].self)
    }

    /// The sources in `column` (NULL reads as `[]`), or ``StoredValueError``. The catalog's plain lists are
    /// read here (``plainSourceList(_:)``); anything else goes to ``json(_:as:)``, whose decoder costs about
    /// 1 M instructions on its first use (a `larder show`).
    func sources(_ column: String) throws -> [SourceRef] {
        guard let text = try value(column, as: String?.self) else { return [] }
        if let sources = Self.plainSourceList(text) { return sources }
        return try json(column, as: [SourceRef].self)
    }

    static func kind(_ type: Any.Type) -> String {
        switch type {
        case is String?.Type: "text"
        case is Double?.Type: "a number"
        case is Int?.Type, is Int64?.Type: "an integer"
        case is Bool?.Type: "a boolean"
        case is String.Type: "text"
        case is Double.Type: "a number"
        case is Int.Type, is Int64.Type: "an integer"
        case is Bool.Type: "a boolean"
        case is Ice?.Type, is Ice.Type: "a known Ice"
        default: "a \(type)"
        }
    }
}
