import CSQLiteSession
import GRDB

extension Database {
    /// Whether a table (an ordinary, virtual or temporary one; not a view) named `name` exists, as GRDB's
    /// `tableExists(_:)` answers, asked of SQLite's own schema (`sqlite3_table_column_metadata`) without
    /// preparing a statement.
    ///
    /// GRDB's answer loads its own copy of the whole schema on the first call of a connection (every row
    /// of `sqlite_master` read into a `Set`): about 0.5 M instructions of each command that opened the catalog.
    ///
    /// - Throws: `DatabaseError` when the schema cannot be read (a damaged file).
    func hasTable(_ name: String) throws -> Bool {
        try hasColumn(nil, in: name)
    }

    /// Whether table `table` has a column `column` (the table's existence when `column` is `nil`).
    func hasColumn(_ column: String?, in table: String) throws -> Bool {
        let code = sqlite3_table_column_metadata(sqliteConnection, nil, table, column, nil, nil, nil, nil, nil)
        switch code {
        case SQLITE_OK: return true
        // "no such table" or "no such column" (a view is no table either).
        case SQLITE_ERROR: return false
        default: throw DatabaseError(resultCode: ResultCode(rawValue: code), message: String(cString: sqlite3_errmsg(sqliteConnection)))
        }
    }

    /// Registers the functions search statements call (`larder_in`, `larder_match`, `larder_bm25`, `larder_docsize_tokens`; see
    /// `CSQLiteSearch.h`) on this connection. Registering again replaces them.
    ///
    /// - Throws: `DatabaseError` when SQLite refuses (no FTS5, out of memory).
    func registerSearchFunctions() throws {
        let code = larder_sqlite_search_functions(sqliteConnection)
        guard code == SQLITE_OK else {
            throw DatabaseError(resultCode: ResultCode(rawValue: code), message: "cannot register the search functions")
        }
    }
}
