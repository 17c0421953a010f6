import GRDB

extension CatalogSchema {
    /// The catalog compiled for matching, derived from the content and rewritten with the full-text
    /// index (``MatchArchiveIndex``): one row, the archive's `version`, the `content_hash` it was compiled
    /// from and its bytes. Installed copies made before it was a migration already hold the same table,
    /// hence `IF NOT EXISTS`.
    static func createMatchArchive(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE IF NOT EXISTS match_archive (
                version INTEGER PRIMARY KEY NOT NULL,
                content_hash TEXT NOT NULL,
                data BLOB NOT NULL
            )
            """)
    }
}
