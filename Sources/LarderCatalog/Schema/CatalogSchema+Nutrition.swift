import GRDB

extension CatalogSchema {
    /// Nutrition facts per 100 g of an ingredient (`source` is `usda-sr` with its `ndb` food number, or
    /// `larder` for our ethanol model), and the household measures that weigh an ingredient
    /// (grams per millilitre, grams per piece): both keyed by ingredient id.
    static func createNutrition(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE ingredient_nutrition (
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                source TEXT NOT NULL,
                ndb TEXT,
                kcal REAL NOT NULL,
                protein_g REAL,
                fat_g REAL,
                saturated_fat_g REAL,
                carbohydrate_g REAL,
                sugars_g REAL,
                fibre_g REAL,
                sodium_mg REAL
            ) WITHOUT ROWID;

            CREATE TABLE ingredient_measure (
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                grams_per_ml REAL,
                grams_per_piece REAL,
                piece_name TEXT
            ) WITHOUT ROWID;
            """)
    }
}

extension CatalogSchema {
    /// Grams in one household unit of an ingredient that is neither volume, mass nor piece (a stick of
    /// butter, a slice of bacon, a mint leaf), from USDA SR `WEIGHT.txt`.
    static func createUnitWeights(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE ingredient_unit_weight (
                ingredient_id TEXT NOT NULL,
                unit TEXT NOT NULL,
                grams REAL NOT NULL,
                PRIMARY KEY (ingredient_id, unit)
            ) WITHOUT ROWID;
            """)
    }
}

extension CatalogSchema {
    /// Grams in one can, bottle or package of a line, parsed once by the compiler from the line's note
    /// ("400 g, drained"); `NULL` when the line is no container or its note gives no weight.
    static func addContainerGrams(_ db: Database) throws {
        try db.execute(sql: "ALTER TABLE recipe_line ADD COLUMN container_grams REAL")
    }
}
