import GRDB

extension CatalogSchema {
    /// The words of each ingredient's name (``CatalogIndex/ingredientWords``): one row a word and
    /// ingredient, keyed by word so that search finds the ingredients a query word names with one index
    /// read instead of comparing every name. Derived from the ingredient names by ``CatalogIndex`` like
    /// the index itself, and not content.
    static func createIngredientWords(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE ingredient_word (
                word TEXT NOT NULL,
                ingredient_id TEXT NOT NULL,
                PRIMARY KEY (word, ingredient_id)
            ) WITHOUT ROWID;
            """)
    }
}
