import Crypto
import Foundation
import GRDB

@testable import LarderUpdate

/// A catalog-agnostic `CatalogMaintenance` (only the tests use it, so it lives with them): hashes every content table row by row in primary-key
/// order (skipping `meta`) and rebuilds every external-content FTS5 table.
public struct TableContentHash: CatalogMaintenance {
    public init() {}

    /// - Complexity: O(n log n) in the catalog's rows.
    public func contentHash(_ db: Database) throws -> String {
        var hasher = SHA256()
        for table in try CatalogTables.contentTables(db) where table != "meta" {
            let key = try CatalogTables.primaryKey(db, table: table).map(\.quotedIdentifier).joined(separator: ", ")
            hasher.update(data: Data("table \(table)\n".utf8))
            let rows = try Row.fetchCursor(db, sql: "SELECT * FROM \(table.quotedIdentifier) ORDER BY \(key)")
            while let row = try rows.next() {
                for value in row.databaseValues { hasher.update(data: Self.bytes(value)) }
                hasher.update(data: Data([0x0A]))
            }
        }
        return Digest.hex(hasher.finalize())
    }

    public func rebuildIndexes(_ db: Database) throws {
        for table in try CatalogTables.fullTextTables(db) {
            let name = table.quotedIdentifier
            try db.execute(sql: "INSERT INTO \(name)(\(name)) VALUES('rebuild')")
        }
    }

    private static func bytes(_ value: DatabaseValue) -> Data {
        switch value.storage {
        case .null: Data("N;".utf8)
        case let .int64(number): Data("I\(number);".utf8)
        case let .double(number): Data("R\(number.bitPattern);".utf8)
        case let .string(text): Data("T\(text.utf8.count):\(text);".utf8)
        case let .blob(blob): Data("B\(blob.count):".utf8) + blob
        }
    }
}
