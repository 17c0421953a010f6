import GRDB

extension CatalogSchema {
    /// The built flavor graph, derived from the content like the full-text index and rewritten with it
    /// (``FlavorGraphIndex``): neither hashed nor shipped in deltas. A flavor command reads the part
    /// it needs instead of building the whole graph (see ``CatalogStore/storedFlavorGraph(focus:allEdges:)``).
    /// - `flavor_node`: every graph node (an ingredient some recipe uses), the recipes using it, and its
    ///   taste profile as little-endian 8-byte doubles in ``TasteAxis`` order (NULL when it has none);
    /// - `flavor_edge`: every kept edge (`a_id` < `b_id`) with its evidence and combined score;
    /// - `flavor_graph_meta`: `recipe_count` (recipes counted) and `maximum_pairing_score`.
    static func createFlavorStore(_ db: Database) throws {
        try db.execute(sql: """
            CREATE TABLE flavor_node (
                ingredient_id TEXT PRIMARY KEY NOT NULL,
                popularity INTEGER NOT NULL,
                profile BLOB
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
                flavorgraph_score REAL,
                profile_affinity REAL,
                PRIMARY KEY (a_id, b_id)
            ) WITHOUT ROWID;
            CREATE INDEX flavor_edge_b ON flavor_edge (b_id);
            CREATE TABLE flavor_graph_meta (
                key TEXT PRIMARY KEY NOT NULL,
                value REAL NOT NULL
            ) WITHOUT ROWID;
            """)
    }
}
