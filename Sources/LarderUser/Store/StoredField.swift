import Foundation
import GRDB

extension Row {
    /// The value of `column`, decoded as `Value`, or ``UserDataError/corrupt(table:column:expected:)``
    /// when the stored value has another type (text where a date belongs, a blob that is not UTF-8,
    /// a NULL). GRDB's `row[column]` subscript traps on such a value; this throws instead.
    func field<Value: DatabaseValueConvertible>(
        _ column: Column, of table: String, as type: Value.Type = Value.self
    ) throws(UserDataError) -> Value {
        do {
            return try decode(Value.self, forColumn: column.name)
        } catch {
            throw .corrupt(table: table, column: column.name, expected: StoredKind.describe(Value.self))
        }
    }
}

/// How an expected stored type reads in a message ("a date", "text", "an integer").
enum StoredKind {
    static func describe(_ type: Any.Type) -> String {
        switch type {
        case is Date.Type: "a date"
        case is String.Type: "text"
        case is Int.Type, is Int64.Type: "an integer"
        case is Double.Type: "a number"
        default: "a \(type)"
        }
    }
}
