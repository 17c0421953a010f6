import FlavorGraph
import Foundation
import GRDB
import LarderCore

extension CatalogStore {
    /// The flavor graph loaded from the stored graph (``FlavorGraphIndex``) with what one query needs:
    /// every node with its compound set and taste profile; the kept edges, every one with `allEdges`
    /// (substitutes, maps), else those touching `focus`; and the recipes and FlavorGraph pairings touching
    /// `focus` (pairs). See ``StoredFlavorGraph`` for what the graph then answers as the built one would.
    /// `nil` for a catalog compiled before the graph was stored (build it with
    /// ``flavorGraph(options:extraRecipes:)``).
    ///
    /// - Complexity: O(n + e) rows for n nodes and e edges read, plus the focus's recipe lines.
    public func storedFlavorGraph(focus: [IngredientID] = [], allEdges: Bool = false) throws(CatalogError) -> FlavorGraph? {
        try read { db in
            try Self.storedFlavorGraph(db, focus: focus, allEdges: allEdges).map { FlavorGraph(stored: $0) }
        }
    }

    /// The flavor graph loaded with what ``FlavorGraph/substitutes(for:curated:limit:)`` of `source` (with
    /// the `curated` stand-ins) reads: every node, and the co-occurrence edges of the nodes it compares
    /// (``FlavorGraph/substituteReads(of:curated:among:)``), not every kept edge (none when `source` is not
    /// in the graph). `nil` for a catalog compiled before the graph was stored.
    ///
    /// - Complexity: O(n) rows for n nodes, plus the compared nodes' edges.
    public func storedFlavorGraph(substitutesFor source: IngredientID, curated: [IngredientID]) throws(CatalogError) -> FlavorGraph? {
        try read { db in
            try Self.storedFlavorGraph(db, focus: [], allEdges: false, substitutesFor: (source, curated)).map { FlavorGraph(stored: $0) }
        }
    }

    static func storedFlavorGraph(
        _ db: Database, focus: [IngredientID], allEdges: Bool, substitutesFor substitutes: (IngredientID, [IngredientID])? = nil
    ) throws -> StoredFlavorGraph? {
        guard try db.hasTable("flavor_edge") else { return nil }
        var nodes: [FlavorNode] = []
        var profiles: [IngredientID: TasteProfile] = [:]
        try StatementColumns.forEach(db, sql: """
            SELECT n.ingredient_id, i.name, i.category, i.parent_id, i.abv, n.popularity, n.profile
            FROM flavor_node n JOIN ingredient i ON i.id = n.ingredient_id
            """) { row in
            let id = IngredientID(try row.text(0, "ingredient_id"))
            nodes.append(FlavorNode(
                id: id, name: try row.text(1, "name"), category: try row.value(2, "category", as: IngredientCategory.self),
                parent: try row.optionalText(3, "parent_id").map { IngredientID($0) }, abv: try row.optionalNumber(4, "abv"),
                popularity: try row.integer(5, "popularity")))
            if let read = try row.withOptionalBlob(6, "profile", { $0.map(ProfileBytes.profile) }) {
                guard let profile = read else {
                    throw StoredValueError(column: "flavor_node.profile", expected: "one 8-byte value in 0…5 per taste axis")
                }
                profiles[id] = profile
            }
        }
        var sets: [IngredientID: CompoundSet] = [:]
        try StatementColumns.forEach(db, sql: "SELECT ingredient_id, compounds FROM flavor_compound_set") { row in
            guard let set = try row.withOptionalBlob(1, "compounds", { $0.flatMap(CompoundSetBytes.set) }) else {
                throw StoredValueError(column: "flavor_compound_set.compounds", expected: "whole 64-bit words")
            }
            sets[IngredientID(try row.text(0, "ingredient_id"))] = set
        }
        var meta: [String: Double] = [:]
        try StatementColumns.forEach(db, sql: "SELECT key, value FROM flavor_graph_meta") { row in
            meta[try row.text(0, "key")] = try row.number(1, "value")
        }
        guard let recipeCount = meta["recipe_count"], let maximumPairingScore = meta["maximum_pairing_score"] else {
            throw StoredValueError(column: "flavor_graph_meta", expected: "recipe_count and maximum_pairing_score")
        }
        let focusList = Self.jsonArray(focus.map(\.rawValue))
        var edges: [StoredFlavorGraph.Edge] = []
        var filter: (sql: String, arguments: StatementArguments)?
        if allEdges {
            filter = ("", [])
        } else if let substitutes, let source = nodes.first(where: { $0.id == substitutes.0 }) {
            let reads = FlavorGraph.substituteReads(of: source, curated: substitutes.1, among: nodes)
            filter = ("""
                WHERE npmi IS NOT NULL AND cooccurrence_cosine IS NOT NULL
                  AND (a_id IN (SELECT value FROM json_each(?1)) OR b_id IN (SELECT value FROM json_each(?1)))
                """, [Self.jsonArray(reads.map(\.rawValue).sorted())])
        } else if !focus.isEmpty {
            filter = ("WHERE a_id IN (SELECT value FROM json_each(?1)) OR b_id IN (SELECT value FROM json_each(?1))", [focusList])
        }
        if let filter {
            let sql = "SELECT \(flavorEdgeColumns) FROM flavor_edge \(filter.sql)"
            try StatementColumns.forEach(db, sql: sql, arguments: filter.arguments) { row in
                edges.append(try StoredFlavorGraph.Edge(flavorEdgeRow: row))
            }
        }
        var recipes: [[IngredientID]] = []
        var pairings: [(IngredientID, IngredientID, Double)] = []
        if !focus.isEmpty {
            var current: String?
            // In the primary key's order (no sort of its own): a recipe's lines, its variants' too, stay
            // together, and the order within a recipe does not matter (``FlavorGraph/init(stored:options:)``
            // takes each recipe as a set).
            try StatementColumns.forEach(db, sql: """
                SELECT recipe_id, ingredient_id FROM recipe_line
                WHERE recipe_id IN (SELECT recipe_id FROM recipe_line WHERE ingredient_id IN (SELECT value FROM json_each(?)))
                ORDER BY recipe_id, variant_id, position
                """, arguments: [focusList]) { row in
                let recipe = try row.text(0, "recipe_id")
                if recipe != current {
                    recipes.append([])
                    current = recipe
                }
                recipes[recipes.count - 1].append(IngredientID(try row.text(1, "ingredient_id")))
            }
            // Each pair once: by the primary key where `a` is a focus, then the rest where only `b` is (an OR
            // of the two would test both on every row of the table).
            try StatementColumns.forEach(db, sql: """
                SELECT a_id, b_id, score FROM flavor_pairing WHERE a_id IN (SELECT value FROM json_each(?1))
                UNION ALL
                SELECT a_id, b_id, score FROM flavor_pairing
                WHERE b_id IN (SELECT value FROM json_each(?1)) AND a_id NOT IN (SELECT value FROM json_each(?1))
                """, arguments: [focusList]) { row in
                pairings.append((IngredientID(try row.text(0, "a_id")), IngredientID(try row.text(1, "b_id")), try row.number(2, "score")))
            }
        }
        return StoredFlavorGraph(
            nodes: nodes, recipeCount: Int(recipeCount), maximumPairingScore: maximumPairingScore, compoundSets: sets,
            profiles: profiles, edges: edges, focus: Set(focus), recipes: recipes, pairings: pairings)
    }
}
