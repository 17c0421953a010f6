import GRDB
import LarderCatalog

/// The tables of a catalog that carry content, as SQLite sessions see them.
///
/// Content tables are ordinary tables (not virtual, not FTS shadow tables, not `sqlite_*`, not derived
/// from the content like the index: ``CatalogSchema/derivedTables``). Every one must have a primary key:
/// a session silently skips tables without one, so they cannot be diffed.
enum CatalogTables {
    /// Names of the content tables in `schema` (`main` or an attached name), sorted.
    static func contentTables(_ db: Database, schema: String = "main") throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT name FROM pragma_table_list WHERE schema = ? AND type = 'table' AND name NOT LIKE 'sqlite_%'
                ORDER BY name
                """, arguments: [schema]
        ).filter { !CatalogSchema.derivedTables.contains($0) }
    }

    /// The primary-key columns of `table` in key order (empty when it has none).
    static func primaryKey(_ db: Database, table: String, schema: String = "main") throws -> [String] {
        try String.fetchAll(
            db, sql: "SELECT name FROM pragma_table_info(?, ?) WHERE pk > 0 ORDER BY pk",
            arguments: [table, schema])
    }

    /// The column names of `table` in declaration order.
    static func columns(_ db: Database, table: String, schema: String = "main") throws -> [String] {
        try String.fetchAll(db, sql: "SELECT name FROM pragma_table_info(?, ?) ORDER BY cid", arguments: [table, schema])
    }

    /// The schema's definition, normalised for comparison: every object's type, name and SQL.
    static func schemaSignature(_ db: Database, schema: String = "main") throws -> [String] {
        let quoted = schema.replacingOccurrences(of: "\"", with: "\"\"")
        return try String.fetchAll(
            db,
            sql: """
                SELECT type || ' ' || name || ' ' || coalesce(sql, '') FROM "\(quoted)".sqlite_schema
                WHERE name NOT LIKE 'sqlite_%' ORDER BY type, name
                """)
    }

    /// External-content FTS5 tables, which sessions do not track and which must be rebuilt after an apply.
    static func fullTextTables(_ db: Database) throws -> [String] {
        try String.fetchAll(
            db,
            sql: """
                SELECT name FROM sqlite_schema WHERE type = 'table' AND sql LIKE 'CREATE VIRTUAL TABLE%USING fts5%'
                AND sql LIKE '%content=%' ORDER BY name
                """)
    }
}

extension String {
    /// The string as an SQL identifier in double quotes.
    var quotedIdentifier: String { "\"" + replacingOccurrences(of: "\"", with: "\"\"") + "\"" }
}
