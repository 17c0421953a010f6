import GRDB

extension CatalogSchema {
    /// Taste profiles: one row an ingredient (our curation, inheritance resolved) and one row a recipe
    /// (computed by the compiler from its lines). Profiles are JSON objects of the non-zero axes.
    static func createProfiles(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE ingredient_profile (
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                profile TEXT NOT NULL,
                potency REAL NOT NULL DEFAULT 1,
                origin TEXT NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE recipe_profile (
                recipe_id TEXT PRIMARY KEY NOT NULL,
                profile TEXT NOT NULL,
                coverage REAL NOT NULL,
                balance TEXT
            ) WITHOUT ROWID;
            """)
    }
}
