import GRDB

extension CatalogSchema {
    /// The ingredients each recipe makes a main line of (``CatalogIndex/mainIngredients``): one row a
    /// recipe and ingredient, keyed by ingredient so that search reads the recipes of the ingredients a
    /// query names with one index range each. Derived from the recipe lines by ``CatalogIndex`` like
    /// the index itself, and not content.
    static func createMainIngredients(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE recipe_main_ingredient (
                ingredient_id TEXT NOT NULL,
                recipe_id TEXT NOT NULL,
                PRIMARY KEY (ingredient_id, recipe_id)
            ) WITHOUT ROWID;
            """)
    }
}
