import GRDB

extension CatalogSchema {
    /// What the compiler precomputes from the other tables (a pure function of them), so that commands
    /// load it instead of computing it on every run:
    /// - `flavor_compound_set`: each flavor-graph ingredient's compound set as a bit set, little-endian
    ///   64-bit words over the graph's compound ids in sorted order (see ``FlavorGraphEvidence``);
    /// - `flavor_edge`: the flavor graph's kept edges with their evidence (`a_id` < `b_id`);
    /// - `recipe_codex`: every drink's *Cocktail Codex* family, the reason, its departures from the root
    ///   (a JSON array of strings) and the family it also sits in, if any.
    static func createPrecomputed(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE flavor_compound_set (
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                compounds BLOB NOT NULL
            ) WITHOUT ROWID;
            CREATE TABLE flavor_edge (
                a_id TEXT NOT NULL,
                b_id TEXT NOT NULL,
                score REAL NOT NULL,
                recipes_together INTEGER NOT NULL,
                npmi REAL,
                cooccurrence_cosine REAL,
                shared_compounds INTEGER NOT NULL,
                compound_jaccard REAL,
                flavor_graph_score REAL,
                profile_affinity REAL,
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
