import GRDB

extension CatalogSchema {
    /// The search vocabulary: every term of the name, alias, ingredient and tag columns of `recipe_fts`
    /// with the documents holding it (summed over those columns). Derived from the index by
    /// ``CatalogIndex`` like the index itself, and not content. Search checks query words against it and
    /// takes typo corrections from it by index range scans; an FTS5 `vocab` table would read the whole
    /// doclist of a term on each lookup (tens of milliseconds for a common word in a large catalog).
    static func createSearchTerms(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE recipe_term (
                term TEXT PRIMARY KEY NOT NULL,
                documents INTEGER NOT NULL
            ) WITHOUT ROWID;
            """)
    }
}
