import GRDB

extension UserSchema {
    /// The meal plan: one row a recipe planned for a day's slot (`day` is `YYYY-MM-DD`; `servings` NULL
    /// means the recipe's own yield), and what was cooked when.
    static func createPlan(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE plan_entry(
                day TEXT NOT NULL,
                slot TEXT NOT NULL,
                recipe_id TEXT NOT NULL,
                servings INTEGER CHECK (servings IS NULL OR servings BETWEEN 1 AND 1000),
                added_at DATETIME NOT NULL,
                PRIMARY KEY (day, slot, recipe_id));
            CREATE INDEX plan_entry_recipe ON plan_entry(recipe_id);
            CREATE TABLE plan_cooked(
                id INTEGER PRIMARY KEY AUTOINCREMENT,
                day TEXT NOT NULL,
                recipe_id TEXT NOT NULL,
                servings INTEGER,
                at DATETIME NOT NULL);
            CREATE INDEX plan_cooked_day ON plan_cooked(day);
            """)
    }
}
