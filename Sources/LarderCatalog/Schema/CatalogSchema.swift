import GRDB

/// The catalog database's schema, applied through a `DatabaseMigrator`.
///
/// Every content table has a primary key made of stable text ids, never a generated row number,
/// so that a rebuild changing one recipe changes only that recipe's rows and the SQLite session
/// extension can diff two catalogs table by table. The full-text index `recipe_fts` is derived
/// (see ``CatalogIndex``) and is not part of the content.
public enum CatalogSchema {
    /// The content tables in canonical order, with their primary-key columns.
    /// The content hash and deltas cover exactly these tables.
    public static let contentTables: [(name: String, primaryKey: [String])] = [
        ("meta", ["key"]),
        ("ingredient", ["id"]),
        ("ingredient_alias", ["ingredient_id", "alias"]),
        ("ingredient_part", ["ingredient_id", "part_id"]),
        ("recipe", ["id"]),
        ("recipe_alias", ["recipe_id", "alias"]),
        ("recipe_tag", ["recipe_id", "tag"]),
        ("recipe_variant", ["id"]),
        ("recipe_line", ["recipe_id", "variant_id", "position"]),
        ("recipe_step", ["recipe_id", "position"]),
        ("substitute", ["original_id", "replacement_id"]),
        ("flavor_compound", ["id"]),
        ("ingredient_compound", ["ingredient_id", "compound_id"]),
        ("flavor_mapping", ["ingredient_id", "source_name"]),
        ("flavor_pairing", ["a_id", "b_id"]),
        ("ingredient_nutrition", ["ingredient_id"]),
        ("ingredient_measure", ["ingredient_id"]),
        ("ingredient_unit_weight", ["ingredient_id", "unit"]),
        ("ingredient_profile", ["ingredient_id"]),
        ("recipe_profile", ["recipe_id"]),
        ("recipe_renown", ["recipe_id"]),
        ("flavor_compound_set", ["ingredient_id"]),
        ("flavor_compound_neighbour", ["a_id", "b_id"]),
        ("recipe_codex", ["recipe_id"]),
    ]

    /// Ordinary tables derived from the content like the full-text index (see ``CatalogIndex``): neither
    /// hashed nor diffed, rebuilt wherever the index is.
    /// (`match_archive`: ``MatchArchiveIndex``; the flavor tables: ``FlavorGraphIndex``; `recipe_main_ingredient`:
    /// ``CatalogIndex/mainIngredients``; `recipe_nutrition`: ``NutritionIndex``; `ingredient_word`: ``CatalogIndex/ingredientWords``;
    /// `recipe_rank`: ``CatalogIndex/recipeRanks``.)
    public static let derivedTables: Set<String> = [
        "recipe_term", "flavor_node", "flavor_edge", "flavor_graph_meta", "match_archive", "recipe_main_ingredient",
        "recipe_nutrition", "ingredient_word", "recipe_rank",
    ]

    /// The `meta` keys whose values are not content (they describe the content).
    public static let nonContentMetaKeys: Set<String> = ["content_hash"]

    /// The migrator that creates (and later evolves) the catalog schema.
    public static var migrator: DatabaseMigrator {
        var migrator = DatabaseMigrator()
        migrator.registerMigration("v1") { db in try createV1(db) }
        migrator.registerMigration("v2-method-steps") { db in try createMethodSteps(db) }
        migrator.registerMigration("v3-planner") { db in
            try createNutrition(db)
            try createUnitWeights(db)
        }
        migrator.registerMigration("v3-profiles") { db in try createProfiles(db) }
        migrator.registerMigration("v3-search") { db in try createRenown(db) }
        migrator.registerMigration("v3-kitchen") { db in try addContainerGrams(db) }
        migrator.registerMigration("v3-precompute") { db in try createPrecomputed(db) }
        migrator.registerMigration("v3-search-terms") { db in try createSearchTerms(db) }
        migrator.registerMigration("v3-flavor-store") { db in try createFlavorStore(db) }
        migrator.registerMigration("v3-match-archive") { db in try createMatchArchive(db) }
        migrator.registerMigration("v3-main-ingredients") { db in try createMainIngredients(db) }
        migrator.registerMigration("v3-recipe-nutrition") { db in try createRecipeNutrition(db) }
        migrator.registerMigration("v3-ingredient-words") { db in try createIngredientWords(db) }
        migrator.registerMigration("v3-recipe-ranks") { db in try createRecipeRanks(db) }
        migrator.registerMigration("v3-rank-tokens") { db in try addRankTokens(db) }
        return migrator
    }

    /// A dish's method: one row a numbered step (position from 0), with the ingredient ids it uses,
    /// its cookware, timers and temperatures as JSON (see ``MethodStep``).
    private static func createMethodSteps(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE recipe_step (
                recipe_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                text TEXT NOT NULL,
                ingredients TEXT NOT NULL DEFAULT '[]',
                cookware TEXT NOT NULL DEFAULT '[]',
                timers TEXT NOT NULL DEFAULT '[]',
                temperatures_c TEXT NOT NULL DEFAULT '[]',
                PRIMARY KEY (recipe_id, position)
            ) WITHOUT ROWID;
            """)
    }

    private static func createV1(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE meta (key TEXT PRIMARY KEY NOT NULL, value TEXT NOT NULL) WITHOUT ROWID;

            CREATE TABLE ingredient (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                name_folded TEXT NOT NULL,
                category TEXT NOT NULL,
                parent_id TEXT,
                abv REAL,
                is_garnish INTEGER NOT NULL DEFAULT 0,
                is_homemade INTEGER NOT NULL DEFAULT 0,
                sources TEXT NOT NULL DEFAULT '[]'
            ) WITHOUT ROWID;
            CREATE INDEX ingredient_parent ON ingredient(parent_id);
            CREATE INDEX ingredient_name ON ingredient(name_folded);

            CREATE TABLE ingredient_alias (
                ingredient_id TEXT NOT NULL,
                alias TEXT NOT NULL,
                PRIMARY KEY (ingredient_id, alias)
            ) WITHOUT ROWID;
            CREATE INDEX ingredient_alias_lookup ON ingredient_alias(alias);

            CREATE TABLE ingredient_part (
                ingredient_id TEXT NOT NULL,
                part_id TEXT NOT NULL,
                PRIMARY KEY (ingredient_id, part_id)
            ) WITHOUT ROWID;

            CREATE TABLE recipe (
                id TEXT PRIMARY KEY NOT NULL,
                name TEXT NOT NULL,
                name_folded TEXT NOT NULL,
                kind TEXT NOT NULL,
                category TEXT,
                iba TEXT,
                glass TEXT,
                method TEXT,
                ice TEXT,
                garnish TEXT,
                instructions TEXT,
                abv REAL,
                volume_ml REAL,
                alcoholic INTEGER NOT NULL DEFAULT 0,
                prep_minutes INTEGER,
                cook_minutes INTEGER,
                total_minutes INTEGER,
                servings INTEGER,
                cuisine TEXT,
                sources TEXT NOT NULL DEFAULT '[]'
            ) WITHOUT ROWID;
            CREATE INDEX recipe_name ON recipe(name_folded);
            CREATE INDEX recipe_kind ON recipe(kind);

            CREATE TABLE recipe_alias (
                recipe_id TEXT NOT NULL,
                alias TEXT NOT NULL,
                PRIMARY KEY (recipe_id, alias)
            ) WITHOUT ROWID;

            CREATE TABLE recipe_tag (
                recipe_id TEXT NOT NULL,
                tag TEXT NOT NULL,
                PRIMARY KEY (recipe_id, tag)
            ) WITHOUT ROWID;
            CREATE INDEX recipe_tag_lookup ON recipe_tag(tag);

            CREATE TABLE recipe_variant (
                id TEXT PRIMARY KEY NOT NULL,
                recipe_id TEXT NOT NULL,
                name TEXT NOT NULL,
                glass TEXT,
                method TEXT,
                garnish TEXT,
                sources TEXT NOT NULL DEFAULT '[]'
            ) WITHOUT ROWID;
            CREATE INDEX recipe_variant_recipe ON recipe_variant(recipe_id);

            -- variant_id is '' for the recipe's main spec.
            CREATE TABLE recipe_line (
                recipe_id TEXT NOT NULL,
                variant_id TEXT NOT NULL,
                position INTEGER NOT NULL,
                ingredient_id TEXT NOT NULL,
                amount_text TEXT,
                quantity REAL,
                quantity_high REAL,
                unit TEXT,
                ml REAL,
                note TEXT,
                optional INTEGER NOT NULL DEFAULT 0,
                garnish INTEGER NOT NULL DEFAULT 0,
                substitutes TEXT NOT NULL DEFAULT '[]',
                PRIMARY KEY (recipe_id, variant_id, position)
            ) WITHOUT ROWID;
            CREATE INDEX recipe_line_ingredient ON recipe_line(ingredient_id);

            CREATE TABLE substitute (
                original_id TEXT NOT NULL,
                replacement_id TEXT NOT NULL,
                penalty REAL NOT NULL,
                bidirectional INTEGER NOT NULL,
                reason TEXT,
                PRIMARY KEY (original_id, replacement_id)
            ) WITHOUT ROWID;

            CREATE TABLE flavor_compound (id TEXT PRIMARY KEY NOT NULL, name TEXT NOT NULL) WITHOUT ROWID;
            CREATE TABLE ingredient_compound (
                ingredient_id TEXT NOT NULL,
                compound_id TEXT NOT NULL,
                PRIMARY KEY (ingredient_id, compound_id)
            ) WITHOUT ROWID;
            CREATE INDEX ingredient_compound_compound ON ingredient_compound(compound_id);
            CREATE TABLE flavor_mapping (
                ingredient_id TEXT NOT NULL,
                source_name TEXT NOT NULL,
                PRIMARY KEY (ingredient_id, source_name)
            ) WITHOUT ROWID;
            CREATE TABLE flavor_pairing (
                a_id TEXT NOT NULL,
                b_id TEXT NOT NULL,
                score REAL NOT NULL,
                PRIMARY KEY (a_id, b_id)
            ) WITHOUT ROWID;

            CREATE VIRTUAL TABLE recipe_fts USING fts5(
                recipe_id UNINDEXED, name, aliases, ingredients, tags, body,
                tokenize = 'unicode61 remove_diacritics 2',
                prefix = '2 3'
            );
            """)
    }
}
