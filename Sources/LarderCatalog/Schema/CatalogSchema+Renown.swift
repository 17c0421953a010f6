import GRDB

extension CatalogSchema {
    /// How well known a recipe is (``Recipe/renown``): one row a curated recipe, level 1 (known to almost
    /// everyone) or 2 (a well-known classic). Search ranks by it among equal matches.
    static func createRenown(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE recipe_renown (
                recipe_id TEXT PRIMARY KEY NOT NULL,
                level INTEGER NOT NULL CHECK (level IN (1, 2))
            ) WITHOUT ROWID;
            """)
    }
}
