import GRDB

extension CatalogSchema {
    /// What search ranks a match by that does not depend on the query (``CatalogIndex/recipeRanks``): one row an
    /// index document, keyed by its `recipe_fts` rowid, so that a search reads each match's name key, static
    /// boost, renown and alias keys by one rowid lookup instead of joining the recipe, parsing its sources, joining its
    /// renown and reading every alias. Derived from the recipes and the index by ``CatalogIndex`` like the index itself, and not content.
    static func createRecipeRanks(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE recipe_rank (
                fts_rowid INTEGER PRIMARY KEY,
                recipe_id TEXT NOT NULL,
                name_folded TEXT NOT NULL,
                name_key TEXT NOT NULL,
                name_length INTEGER NOT NULL,
                iba TEXT,
                boost REAL NOT NULL,
                renown INTEGER NOT NULL,
                aliases TEXT
            );
            """)
    }

    /// Each index document's length in tokens (`recipe_rank.tokens`, ``CatalogIndex/rankTokens``), which bm25 weighs
    /// a match by: stored beside the other rank inputs, so that a search reads it with them instead of by a lookup
    /// of its own in the index's `docsize` table for every match (`larder_bm25`). `NULL` until the index fills it.
    static func addRankTokens(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE recipe_rank ADD COLUMN tokens INTEGER")
    }
}
