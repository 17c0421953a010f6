import Foundation
import GRDB
import Testing
@testable import LarderCatalog

/// `Database.hasTable` and `hasColumn` (SQLite's own schema) answer as GRDB's `tableExists` and
/// `columns(in:)`, the second implementation they replace on the catalog's read paths.
@Suite struct TableExistenceTests {
    static func database() throws -> DatabaseQueue {
        let queue = try DatabaseQueue()
        try queue.write { db in
            try db.execute(sql: """
                CREATE TABLE recipe_line(recipe_id TEXT, container_grams REAL, quantity REAL);
                CREATE TABLE ingredient(id TEXT PRIMARY KEY) WITHOUT ROWID;
                CREATE VIEW recipe_term AS SELECT 1 AS term;
                CREATE VIRTUAL TABLE recipe_fts USING fts5(name, body);
                CREATE TEMP TABLE scratch(x);
                CREATE TEMP VIEW temp_view AS SELECT 2;
                """)
        }
        return queue
    }

    @Test func tablesAreFoundAsGRDBFindsThem() throws {
        let names = ["recipe_line", "ingredient", "recipe_term", "recipe_fts", "recipe_fts_data", "recipe_fts_config",
                     "scratch", "temp_view", "missing", "", "RECIPE_LINE"]
        // By hand: the two tables, the virtual table and two of its shadow tables, the temporary table and the
        // name in another case; not the views, not a name that is not there.
        let expected: Set = ["recipe_line", "ingredient", "recipe_fts", "recipe_fts_data", "recipe_fts_config", "scratch", "RECIPE_LINE"]
        try Self.database().read { db in
            for name in names {
                let ours = try db.hasTable(name)
                let grdb = try db.tableExists(name)
                #expect(ours == expected.contains(name), "\(name)")
                #expect(grdb == expected.contains(name), "GRDB: \(name)")
            }
        }
    }

    @Test func columnsAreFoundAsGRDBListsThem() throws {
        try Self.database().read { db in
            let columns = try db.columns(in: "recipe_line").map(\.name)
            #expect(columns == ["recipe_id", "container_grams", "quantity"])
            for column in columns {
                let found = try db.hasColumn(column, in: "recipe_line")
                #expect(found, "\(column)")
            }
            let absent = [
                try db.hasColumn("grams", in: "recipe_line"), try db.hasColumn("container_grams", in: "missing"),
                try db.hasColumn("term", in: "recipe_term"),  // a view is no table
            ]
            #expect(absent == [false, false, false])
        }
    }
}
