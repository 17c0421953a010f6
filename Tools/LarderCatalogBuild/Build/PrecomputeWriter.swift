import FlavorGraph
import Foundation
import GRDB
import LarderCatalog
import LarderCore

/// Computes at compile time what the flavor and Codex commands used to compute on every run: the
/// flavor graph's compound sets and compound-only edge candidates, and every drink's Codex family.
/// Both are pure functions of the rows already written, computed by the same FlavorGraph code
/// (``CatalogStore/flavorGraph(options:)`` builds the graph the same way for a catalog without them).
enum PrecomputeWriter {
    static func insert(into db: Database) throws {
        let facts = try CatalogStore.flavorFacts(db, compounds: true)
        let graph = FlavorGraph(input: facts.graphInput(profiles: try CatalogStore.ingredientProfiles(db)))
        let evidence = graph.precomputed
        for (id, set) in evidence.compoundSets.sorted(by: { $0.key < $1.key }) {
            try db.execute(
                sql: "INSERT INTO flavor_compound_set (ingredient_id, compounds) VALUES (?, ?)",
                arguments: [id.rawValue, CompoundSetBytes.data(set)])
        }
        for pair in evidence.compoundNeighbours {
            try db.execute(
                sql: "INSERT INTO flavor_compound_neighbour (a_id, b_id) VALUES (?, ?)", arguments: [pair.a.rawValue, pair.b.rawValue])
        }
        for drink in try CatalogStore.drinkStructures(db, nil).sorted(by: { $0.id < $1.id }) {
            let codex = drink.codexClassification
            try db.execute(
                sql: "INSERT INTO recipe_codex (recipe_id, family, reason, departures, also_family) VALUES (?, ?, ?, ?, ?)",
                arguments: [drink.id.rawValue, codex.family.rawValue, codex.reason, RowWriter.json(codex.departures), codex.alsoFamily?.rawValue])
        }
    }
}
