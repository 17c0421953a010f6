import Crypto
import Foundation
import GRDB
import LarderCore

/// The catalog's content hash: SHA-256 over every content table in canonical order.
///
/// Tables are visited in ``CatalogSchema/contentTables`` order and rows in primary-key order; each value
/// is written with a type tag and a length, so no two different contents hash alike. The
/// `content_hash` meta row itself is left out. Two catalogs with equal hashes hold the same recipes,
/// ingredients, substitutes and flavor facts, however they were built or updated.
public enum ContentHash {
    /// The hex SHA-256 of the catalog's content.
    ///
    /// - Complexity: O(size of the catalog).
    public static func compute(_ db: Database) throws -> String {
        var hasher = SHA256()
        for table in CatalogSchema.contentTables {
            // A catalog built before a table existed (profiles, method steps) is hashed as it was stamped.
            guard try db.hasTable(table.name) else { continue }
            hasher.update(data: Data("table:\(table.name)\n".utf8))
            let order = table.primaryKey.joined(separator: ", ")
            let filter = table.name == "meta" ? "WHERE key NOT IN ('content_hash')" : ""
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.name) \(filter) ORDER BY \(order)")
            while let row = try rows.next() {
                for (column, value) in row {
                    hasher.update(data: Data(column.utf8))
                    feed(value, into: &hasher)
                }
                hasher.update(data: Data([0x1E]))
            }
        }
        return PrintfText.hex(hasher.finalize())
    }

    private static func feed(_ value: DatabaseValue, into hasher: inout SHA256) {
        switch value.storage {
        case .null:
            hasher.update(data: Data([0x00]))
        case .int64(let int):
            hasher.update(data: Data([0x01]) + Data("\(int)".utf8) + Data([0x1F]))
        case .double(let double):
            hasher.update(data: Data([0x02]) + Data("\(double.bitPattern)".utf8) + Data([0x1F]))
        case .string(let string):
            let bytes = Data(string.utf8)
            hasher.update(data: Data([0x03]) + Data("\(bytes.count):".utf8) + bytes)
        case .blob(let blob):
            hasher.update(data: Data([0x04]) + Data("\(blob.count):".utf8) + blob)
        }
    }
}
