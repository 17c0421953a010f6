import GRDB
import LarderCore

/// The full-text index over recipes: derived from the content tables, never diffed or hashed.
///
/// Columns and their bm25 weights: `name` (recipe and variant names), `aliases`, `ingredients`
/// (ingredient names and the names of their parents up to three levels, so "whiskey" finds bourbon drinks
/// and "pasta" the dishes made with dry spaghetti, a kind of spaghetti), `tags` (tags, category,
/// glass, method, cuisine) and `body` (the composed instructions and garnish). An ampersand in a name
/// or alias is indexed as the word "and", as ``FTSQuery`` reads it in a query.
public enum CatalogIndex {
    /// bm25 column weights, in column order after the unindexed `recipe_id`.
    public static let weights = (name: 10.0, aliases: 8.0, ingredients: 2.0, tags: 2.0, body: 1.0)

    /// The columns of `recipe_fts`, in order (as ``CatalogSchema`` creates it).
    public static let columns = ["recipe_id", "name", "aliases", "ingredients", "tags", "body"]

    /// The bit set of `names` among ``columns`` (bit c for column c), as `larder_match` takes it.
    public static func columnSet(_ names: String...) -> Int {
        names.reduce(0) { set, name in set | (columns.firstIndex(of: name).map { 1 << $0 } ?? 0) }
    }

    /// Rebuilds `recipe_fts` (and the other derived tables: `recipe_term`, `recipe_main_ingredient`, `ingredient_word`, `recipe_rank`, the
    /// stored flavor graph of ``FlavorGraphIndex``, the stored match catalog of ``MatchArchiveIndex``, the stored nutrition of
    /// ``NutritionIndex``) from the content tables.
    /// Run inside the transaction that changed them, so the index is never out of step with the recipes.
    ///
    /// - Complexity: O(total size of the catalog).
    public static func rebuild(_ db: Database) throws {
        try db.execute(sql: "DELETE FROM recipe_fts")
        // Rows in static rank order (IBA, then by sources, then id): a broad search's candidates come first.
        try db.execute(sql: """
            INSERT INTO recipe_fts (recipe_id, name, aliases, ingredients, tags, body) \(documents) FROM recipe r
            ORDER BY r.iba IS NULL, json_array_length(r.sources) DESC, r.id
            """)
        try db.execute(sql: "INSERT INTO recipe_fts(recipe_fts) VALUES('optimize')")
        try refillTerms(db)
        try refillMainIngredients(db)
        try refillIngredientWords(db)
        try refillRecipeRanks(db)
        try FlavorGraphIndex.refill(db)
        try MatchArchiveIndex.refill(db)
        try NutritionIndex.refill(db)
    }

    /// The pairs (`ingredient_id`, `recipe_id`) of a recipe `r` and an ingredient it makes a main line of:
    /// a line that is not a garnish and is a fifth or more of the recipe's measured amount (a tenth for a
    /// dish's grain: the pasta of a lasagna weighs little beside its sauces), by share of the drink's volume
    /// or the dish's weight (millilitres counted as grams, as for water), or of unknown amount (mint
    /// leaves, two eggs), in the recipe's own spec or one of its variants (the rye Sazerac). Search ranks
    /// a recipe whose main lines hold none of the ingredients a query names with the minor matches.
    static let mainIngredients = """
        SELECT DISTINCT l.ingredient_id, l.recipe_id FROM recipe_line l JOIN recipe r ON r.id = l.recipe_id
        WHERE NOT l.garnish
            AND (\(measure("l")) IS NULL
                 OR \(measure("l")) >= CASE WHEN r.kind = 'dish' AND (SELECT category FROM ingredient WHERE id = l.ingredient_id) = 'grain'
                                         THEN 0.1 ELSE 0.2 END * (SELECT sum(\(measure("m"))) FROM recipe_line m WHERE m.recipe_id = r.id AND m.variant_id = l.variant_id))
        """

    /// The measured amount of recipe line `line` in millilitres or grams (`NULL` for a count or a loose
    /// measure), with the gram factors of ``MeasureUnit/grams``.
    static func measure(_ line: String) -> String {
        let grams = MeasureUnit.allCases.compactMap { unit in unit.grams.map { "WHEN '\(unit.rawValue)' THEN \($0)" } }.joined(separator: " ")
        return "coalesce(\(line).ml, \(line).quantity * CASE \(line).unit \(grams) END)"
    }

    /// Rewrites `recipe_main_ingredient` (see ``mainIngredients``) from the recipe lines: every row, or only
    /// those of the recipes `recipes` selects (a `SELECT id …` statement). A catalog without the table is left
    /// as it is.
    ///
    /// - Complexity: O(lines of the catalog), or O(rows of the table + lines of the recipes selected).
    static func refillMainIngredients(_ db: Database, recipes: String? = nil) throws {
        guard try db.hasTable("recipe_main_ingredient") else { return }
        guard let recipes else {
            try db.execute(sql: "DELETE FROM recipe_main_ingredient")
            try db.execute(sql: "INSERT INTO recipe_main_ingredient (ingredient_id, recipe_id) \(mainIngredients)")
            return
        }
        try db.execute(sql: "DELETE FROM recipe_main_ingredient WHERE recipe_id IN (\(recipes))")
        try db.execute(sql: "INSERT INTO recipe_main_ingredient (ingredient_id, recipe_id) \(mainIngredients) AND l.recipe_id IN (\(recipes))")
    }

    /// The pairs (`word`, `ingredient_id`) of an ingredient and a word of its folded name: the name with
    /// hyphens as spaces, cut at spaces, each non-empty piece lowered as SQLite's `lower` and `LIKE` lower
    /// (ASCII letters only). A name holds a run of whole words `v` (`' ' || replace(name_folded, '-', ' ') || ' '
    /// LIKE '% ' || v || ' %'`, `v` free of `%` and `_`) only if each word of `v` is one of its rows, so search
    /// reads the ingredients a query names by one of its words (``CatalogStore/ingredientsNamed(by:in:)``).
    static let ingredientWords = """
        SELECT DISTINCT lower(word) AS word, ingredient_id FROM (
            WITH RECURSIVE piece(ingredient_id, word, rest) AS (
                SELECT id, '', replace(name_folded, '-', ' ') || ' ' FROM ingredient
                UNION ALL SELECT ingredient_id, substr(rest, 1, instr(rest, ' ') - 1), substr(rest, instr(rest, ' ') + 1)
                FROM piece WHERE rest <> '')
            SELECT ingredient_id, word FROM piece)
        WHERE word <> ''
        """

    /// Rewrites `ingredient_word` (see ``ingredientWords``) from the ingredient names. A catalog without the
    /// table is left as it is.
    ///
    /// - Complexity: O(ingredients of the catalog).
    static func refillIngredientWords(_ db: Database) throws {
        guard try db.hasTable("ingredient_word") else { return }
        try db.execute(sql: "DELETE FROM ingredient_word")
        try db.execute(sql: "INSERT INTO ingredient_word (word, ingredient_id) \(ingredientWords)")
    }

    /// The punctuation-folded key of the folded name in `column`, compared with query words: apostrophes
    /// dropped, hyphens as spaces, " & " as " and " ("Dark 'n' Stormy" is "dark n stormy").
    static func nameKey(_ column: String) -> String {
        "replace(replace(replace(\(column), '''', ''), '-', ' '), ' & ', ' and ')"
    }

    /// The rows of `recipe_rank`, one an index document (by `recipe_fts` rowid): its recipe's id, folded name,
    /// name key (``nameKey(_:)``), name length (in Unicode scalars, as `length`), IBA list, static boost
    /// `1.0 + 0.25 * (IBA) + 0.1 * (sources)` (the first terms of search's bm25 multiplier, in its order, so that the
    /// sum search adds the rest to is the same double), renown level (3 for a recipe without one) and aliases: each
    /// alias and its key (``nameKey(_:)``), every one followed by the character U+0001 and the first preceded by it
    /// (`NULL` without aliases), so that a recipe has an alias or alias key equal to `v` exactly when the column
    /// holds U+0001, `v`, U+0001 (`v` without U+0001).
    static let recipeRanks = """
        SELECT c.id, r.id, r.name_folded, \(nameKey("r.name_folded")), length(r.name), r.iba,
               1.0 + 0.25 * (r.iba IS NOT NULL) + 0.1 * json_array_length(r.sources), coalesce(n.level, 3),
               (SELECT char(1) || group_concat(a.alias || char(1) || \(nameKey("a.alias")), char(1)) || char(1)
                FROM recipe_alias a WHERE a.recipe_id = r.id)
        FROM recipe_fts_content c JOIN recipe r ON r.id = c.c0 LEFT JOIN recipe_renown n ON n.recipe_id = r.id
        """

    /// Rewrites `recipe_rank` (see ``recipeRanks``) from the index and the recipes: every row, since a refresh
    /// gives re-indexed recipes new rowids. A catalog without the table is left as it is.
    ///
    /// - Complexity: O(recipes of the catalog).
    static func refillRecipeRanks(_ db: Database) throws {
        guard try db.hasTable("recipe_rank") else { return }
        try db.execute(sql: "DELETE FROM recipe_rank")
        try db.execute(sql: """
            INSERT INTO recipe_rank (fts_rowid, recipe_id, name_folded, name_key, name_length, iba, boost, renown, aliases) \(recipeRanks)
            """)
        guard try db.hasColumn("tokens", in: "recipe_rank") else { return }
        try db.registerSearchFunctions()
        try db.execute(sql: "UPDATE recipe_rank SET tokens = t.tokens FROM (\(rankTokens)) AS t WHERE recipe_rank.fts_rowid = t.fts_rowid")
    }

    /// Each index document's length in tokens, all columns together, by `recipe_fts` rowid (`fts_rowid`, `tokens`): what
    /// bm25 divides by the average length, stored in `recipe_rank.tokens`. Needs the search functions (`larder_docsize_tokens`).
    static let rankTokens = "SELECT id AS fts_rowid, larder_docsize_tokens(sz) AS tokens FROM recipe_fts_docsize"

    /// Rewrites `recipe_term` (see ``CatalogSchema``) from `recipe_fts`: the terms of every column but
    /// the body, with the documents holding each. A catalog without the table is left as it is.
    ///
    /// - Complexity: O(size of the index).
    static func refillTerms(_ db: Database) throws {
        guard try db.hasTable("recipe_term") else { return }
        try db.execute(sql: """
            DELETE FROM recipe_term;
            CREATE VIRTUAL TABLE temp.index_vocabulary USING fts5vocab(main, recipe_fts, col);
            INSERT INTO recipe_term (term, documents)
                SELECT term, sum(doc) FROM temp.index_vocabulary WHERE col <> 'body' GROUP BY term;
            DROP TABLE temp.index_vocabulary;
            """)
    }

    /// Re-indexes only `recipes` and the recipes that use one of `ingredients` (directly or as a child),
    /// after an update changed their rows. Recipes no longer in the catalog leave the index.
    ///
    /// - Complexity: O(r + n) for r affected recipes in a catalog of n (removing rows from an FTS5
    ///   table by an unindexed column scans it once, as does removing their rows of `recipe_main_ingredient`;
    ///   `recipe_term` is rewritten from the index), plus
    ///   rebuilding the stored flavor graph (``FlavorGraphIndex``), match catalog (``MatchArchiveIndex``) and
    ///   nutrition (``NutritionIndex``).
    public static func refresh(_ db: Database, recipes: Set<String>, ingredients: Set<String>) throws {
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS refresh_recipe (id TEXT PRIMARY KEY) WITHOUT ROWID")
        try db.execute(sql: "DELETE FROM temp.refresh_recipe")
        let insert = try db.makeStatement(sql: "INSERT OR IGNORE INTO temp.refresh_recipe (id) VALUES (?)")
        for id in recipes { try insert.execute(arguments: [id]) }
        try db.execute(sql: "CREATE TEMP TABLE IF NOT EXISTS refresh_ingredient (id TEXT PRIMARY KEY) WITHOUT ROWID")
        try db.execute(sql: "DELETE FROM temp.refresh_ingredient")
        let ingredient = try db.makeStatement(sql: "INSERT OR IGNORE INTO temp.refresh_ingredient (id) VALUES (?)")
        for id in ingredients { try ingredient.execute(arguments: [id]) }
        try db.execute(sql: """
            INSERT OR IGNORE INTO temp.refresh_recipe (id)
            SELECT DISTINCT l.recipe_id FROM recipe_line l JOIN ingredient i ON i.id = l.ingredient_id
            LEFT JOIN ingredient p ON p.id = i.parent_id LEFT JOIN ingredient g ON g.id = p.parent_id
            WHERE i.id IN (SELECT id FROM temp.refresh_ingredient) OR i.parent_id IN (SELECT id FROM temp.refresh_ingredient)
               OR p.parent_id IN (SELECT id FROM temp.refresh_ingredient) OR g.parent_id IN (SELECT id FROM temp.refresh_ingredient)
            """)
        try db.execute(sql: "DELETE FROM recipe_fts WHERE recipe_id IN (SELECT id FROM temp.refresh_recipe)")
        try db.execute(sql: """
            INSERT INTO recipe_fts (recipe_id, name, aliases, ingredients, tags, body)
            \(documents) FROM recipe r WHERE r.id IN (SELECT id FROM temp.refresh_recipe)
            """)
        // A recipe's main lines depend on its own lines and their ingredients' categories alone.
        try refillMainIngredients(db, recipes: "SELECT id FROM temp.refresh_recipe")
        // A recipe's nutrition depends on its lines and its ingredients' names, facts, measures and unit weights
        // (the caller names the ingredients whose rows of those tables changed).
        try NutritionIndex.refill(
            db, recipes: try String.fetchAll(db, sql: "SELECT id FROM temp.refresh_recipe").map { RecipeID($0) })
        try refillIngredientWords(db)
        try refillRecipeRanks(db)
        try db.execute(sql: "DROP TABLE temp.refresh_recipe; DROP TABLE temp.refresh_ingredient")
        try refillTerms(db)
        try FlavorGraphIndex.refill(db)
        try MatchArchiveIndex.refill(db)
    }

    /// The `SELECT` list of one index document per recipe `r` (recipe and variant names, aliases,
    /// ingredient names with their parents' to three levels, tags with category/glass/method/cuisine, instructions and garnish).
    static let documents = """
        SELECT r.id,
               replace(r.name || coalesce(' ' || (SELECT group_concat(v.name, ' ') FROM recipe_variant v WHERE v.recipe_id = r.id), ''),
                       '&', ' and '),
               replace(coalesce((SELECT group_concat(a.alias, ' ') FROM recipe_alias a WHERE a.recipe_id = r.id), ''), '&', ' and '),
               coalesce((SELECT group_concat(i.name || coalesce(' ' || p.name, '') || coalesce(' ' || g.name, '')
                                             || coalesce(' ' || gg.name, ''), ' ')
                         FROM (SELECT DISTINCT ingredient_id FROM recipe_line l WHERE l.recipe_id = r.id) l
                         JOIN ingredient i ON i.id = l.ingredient_id
                         LEFT JOIN ingredient p ON p.id = i.parent_id
                         LEFT JOIN ingredient g ON g.id = p.parent_id
                         LEFT JOIN ingredient gg ON gg.id = g.parent_id), ''),
               coalesce((SELECT group_concat(t.tag, ' ') FROM recipe_tag t WHERE t.recipe_id = r.id), '')
                   || ' ' || coalesce(r.category, '') || ' ' || coalesce(r.glass, '') || ' ' || coalesce(r.method, '')
                   || ' ' || coalesce(r.cuisine, ''),
               coalesce(r.instructions, '') || ' ' || coalesce(r.garnish, '')
        """
}
