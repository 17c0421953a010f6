import GRDB

extension CatalogSchema {
    /// What the compiler precomputes from the other tables (a pure function of them), so that commands
    /// load it instead of computing it on every run:
    /// - `flavor_compound_set`: each flavor-graph ingredient's compound set as a bit set, little-endian
    ///   64-bit words over the graph's compound ids in sorted order (see ``FlavorGraphEvidence``);
    /// - `flavor_compound_neighbour`: the flavor graph's compound-only edge candidates, each ingredient's
    ///   few nearest compound sets (`a_id` < `b_id`); the edges' evidence and scores depend on the recipes
    ///   and are computed on load, so a recipe added or removed leaves these rows as they were;
    /// - `recipe_codex`: every drink's *Cocktail Codex* family, the reason, its departures from the root
    ///   (a JSON array of strings) and the family it also sits in, if any.
    static func createPrecomputed(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE flavor_compound_set (
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                compounds BLOB NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE flavor_compound_neighbour (
                a_id TEXT NOT NULL,
                b_id TEXT NOT NULL,
                PRIMARY KEY (a_id, b_id)
            ) WITHOUT ROWID;
            CREATE TABLE recipe_codex (
                recipe_id TEXT PRIMARY KEY NOT NULL,
                family TEXT NOT NULL,
                reason TEXT NOT NULL,
                departures TEXT NOT NULL DEFAULT '[]',
                also_family TEXT
            ) WITHOUT ROWID;
            """)
    }
}
