import GRDB

extension UserSchema {
    /// The kitchen's tables: user settings (the remembered `--units`) and pantry amounts. Recipes
    /// cooked with `have use` go to the planner's `plan_cooked`.
    ///
    /// A pantry amount is kept in base units: grams (`mass`), millilitres (`volume`) or pieces
    /// (`count`, of `unit` when it is not the ingredient itself, e.g. `clove`).
    static func createKitchen(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE setting(
                key TEXT PRIMARY KEY NOT NULL,
                value TEXT NOT NULL);
            CREATE TABLE pantry_amount(
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                quantity REAL NOT NULL CHECK (quantity >= 0),
                dimension TEXT NOT NULL CHECK (dimension IN ('mass', 'volume', 'count')),
                unit TEXT,
                updated_at DATETIME NOT NULL);
            """)
    }
}
