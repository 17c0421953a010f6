import GRDB

extension UserSchema {
    /// The user's own recipes (imported or written): a stable id, the recipe as JSON, where it came from
    /// and when, and one row per ingredient line with the catalog ingredient it resolved to, if any.
    /// Catalog updates never touch these tables.
    static func createUserRecipes(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE user_recipe(
                id TEXT PRIMARY KEY NOT NULL,
                title TEXT NOT NULL,
                title_folded TEXT NOT NULL,
                kind TEXT NOT NULL CHECK (kind IN ('drink', 'dish')),
                source_url TEXT,
                content_key TEXT NOT NULL,
                body TEXT NOT NULL,
                imported_at DATETIME NOT NULL,
                updated_at DATETIME NOT NULL);
            CREATE INDEX user_recipe_source ON user_recipe(source_url);
            CREATE INDEX user_recipe_content ON user_recipe(content_key);
            CREATE INDEX user_recipe_title ON user_recipe(title_folded);
            CREATE TABLE user_recipe_line(
                recipe_id TEXT NOT NULL REFERENCES user_recipe(id) ON DELETE CASCADE,
                position INTEGER NOT NULL,
                ingredient_id TEXT,
                text TEXT NOT NULL,
                PRIMARY KEY (recipe_id, position));
            CREATE INDEX user_recipe_line_ingredient ON user_recipe_line(ingredient_id);
            """)
    }
}
