import GRDB

extension CatalogSchema {
    /// Each recipe's nutrition per serving (``NutritionIndex``): the main spec's
    /// ``LarderCore/NutritionSummary`` as ``LarderCore/NutritionCalculator`` computes it from the content,
    /// its name lists as JSON, and the `stamp` it was computed under (``NutritionIndex/stamp``: the
    /// rules' version). Derived like the full-text index and not content; one table
    /// (every table in the schema costs each command its parse).
    static func createRecipeNutrition(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE recipe_nutrition (
                recipe_id TEXT PRIMARY KEY NOT NULL,
                stamp TEXT NOT NULL,
                servings INTEGER NOT NULL,
                servings_stated INTEGER NOT NULL,
                weighed_g REAL NOT NULL,
                covered_g REAL NOT NULL,
                kcal REAL NOT NULL,
                protein_g REAL,
                fat_g REAL,
                saturated_fat_g REAL,
                carbohydrate_g REAL,
                sugars_g REAL,
                fibre_g REAL,
                sodium_mg REAL,
                unweighed TEXT NOT NULL,
                unmeasured TEXT NOT NULL,
                uncovered TEXT NOT NULL,
                energy_only TEXT NOT NULL
            ) WITHOUT ROWID
            """)
    }
}
