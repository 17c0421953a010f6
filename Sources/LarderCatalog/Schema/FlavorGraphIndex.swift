import FlavorGraph
import GRDB
import LarderCore

/// The stored flavor graph (see ``CatalogSchema``'s `flavor_node`, `flavor_edge`, `flavor_graph_meta`):
/// derived from the content tables like the full-text index, rewritten wherever the index is
/// (``CatalogIndex``), so catalog deltas never carry it.
public enum FlavorGraphIndex {
    /// Rewrites the stored graph from the graph built from the catalog's facts (with the default
    /// options, as a flavor command builds it). A catalog without the tables is left as it is.
    ///
    /// - Complexity: building the graph (O(R·k² + e·c/64 + e log e)) plus O(n + e) rows.
    public static func refill(_ db: Database) throws {
        guard try db.hasTable("flavor_edge") else { return }
        let stored = try CatalogStore.flavorGraph(db).stored
        try db.execute(sql: "DELETE FROM flavor_node; DELETE FROM flavor_edge; DELETE FROM flavor_graph_meta")
        let node = try db.makeStatement(sql: "INSERT INTO flavor_node (ingredient_id, popularity, profile) VALUES (?, ?, ?)")
        for n in stored.nodes {
            try node.execute(arguments: [n.id.rawValue, n.popularity, stored.profiles[n.id].map(ProfileBytes.data)])
        }
        let edge = try db.makeStatement(sql: """
            INSERT INTO flavor_edge (a_id, b_id, score, recipes_together, npmi, cooccurrence_cosine, shared_compounds,
                                     compound_jaccard, flavorgraph_score, profile_affinity)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        for e in stored.edges {
            let v = e.evidence
            try edge.execute(arguments: [
                e.a.rawValue, e.b.rawValue, v.score, v.recipesTogether, v.npmi, v.cooccurrenceCosine, v.sharedCompounds,
                v.compoundJaccard, v.flavorGraphScore, v.profileAffinity,
            ])
        }
        try db.execute(
            sql: "INSERT INTO flavor_graph_meta (key, value) VALUES ('recipe_count', ?), ('maximum_pairing_score', ?)",
            arguments: [stored.recipeCount, stored.maximumPairingScore])
    }
}
