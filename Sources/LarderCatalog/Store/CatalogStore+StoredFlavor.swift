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
    /// - Complexity: O(i + e) rows for the i ingredients (the nodes among them) and e edges read, plus the
    ///   focus's recipe lines.
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
    /// - Complexity: O(i) rows for the i ingredients (the nodes among them), plus the compared nodes' edges.
    public func storedFlavorGraph(substitutesFor source: IngredientID, curated: [IngredientID]) throws(CatalogError) -> FlavorGraph? {
        try read { db in
            try Self.storedFlavorGraph(db, focus: [], allEdges: false, substitutesFor: (source, curated)).map { FlavorGraph(stored: $0) }
        }
    }

    static func storedFlavorGraph(
        _ db: Database, focus: [IngredientID], allEdges: Bool, substitutesFor substitutes: (IngredientID, [IngredientID])? = nil
    ) throws -> StoredFlavorGraph? {
        guard try db.hasTable("flavor_edge") else { return nil }
        // `flavor_node` and `ingredient` are both keyed by the ingredient id (WITHOUT ROWID, BINARY), so
        // each is read in its key's order and the two are merged here, as the inner join did in
        // `flavor_node`'s order: the join looked every node up again in `ingredient`'s b-tree.
        var stored: [(id: String, popularity: Int, profile: TasteProfile?)] = []
        try StatementColumns.forEach(db, sql: "SELECT ingredient_id, popularity, profile FROM flavor_node ORDER BY ingredient_id") { row in
            let profile = try row.withOptionalBlob(2, "profile") { raw throws -> TasteProfile? in
                guard let raw else { return nil }
                guard let profile = ProfileBytes.profile(raw) else {
                    throw StoredValueError(column: "flavor_node.profile", expected: "one 8-byte value in 0…5 per taste axis")
                }
                return profile
            }
            stored.append((try row.text(0, "ingredient_id"), try row.integer(1, "popularity"), profile))
        }
        var nodes: [FlavorNode] = []
        nodes.reserveCapacity(stored.count)
        var profiles: [IngredientID: TasteProfile] = [:]
        profiles.reserveCapacity(stored.count)
        var next = 0
        var categories = CategoryTexts()
        try StatementColumns.forEach(db, sql: "SELECT id, name, category, parent_id, abv FROM ingredient ORDER BY id") { row in
            guard next < stored.count else { return }
            // SQLite's BINARY order (the UTF-8 bytes compared); a node without an ingredient is left out.
            let matched = try row.withOptionalText(0, "id") { key -> Bool in
                let key = key ?? UnsafeBufferPointer(start: nil, count: 0)
                while next < stored.count {
                    var id = stored[next].id
                    let order = id.withUTF8 { Self.binaryOrder($0, key) }
                    if order == 0 { return true }
                    if order > 0 { return false }
                    next += 1
                }
                return false
            }
            guard matched else { return }
            let node = stored[next]
            next += 1
            let id = IngredientID(node.id)
            nodes.append(FlavorNode(
                id: id, name: try row.text(1, "name"), category: try categories.category(row, 2),
                parent: try row.optionalText(3, "parent_id").map { IngredientID($0) }, abv: try row.optionalNumber(4, "abv"),
                popularity: node.popularity))
            if let profile = node.profile { profiles[id] = profile }
        }
        var sets: [IngredientID: CompoundSet] = [:]
        sets.reserveCapacity(nodes.count)
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

    /// `a` against `b` as SQLite's BINARY collation orders text: `memcmp` of the common bytes, then the
    /// shorter first (negative when `a` comes first, 0 when equal).
    static func binaryOrder(_ a: UnsafeBufferPointer<UInt8>, _ b: UnsafeBufferPointer<UInt8>) -> Int32 {
        let common = min(a.count, b.count)
        if common > 0, let x = a.baseAddress, let y = b.baseAddress {
            let order = memcmp(x, y, common)
            if order != 0 { return order }
        }
        return a.count == b.count ? 0 : (a.count < b.count ? -1 : 1)
    }
}

/// The ingredient categories met so far by their stored text. A whole-graph read meets some 30 spellings in
/// ~1,600 rows, and `IngredientCategory(rawValue:)` of a new `String` compares it with case after case.
private struct CategoryTexts {
    private var known: [(text: [UInt8], category: IngredientCategory)] = []

    /// The category stored at `index`, or ``StoredValueError`` for NULL or an unknown spelling.
    mutating func category(_ row: StatementColumns, _ index: Int) throws -> IngredientCategory {
        let found = try row.withOptionalText(index, "category") { text -> IngredientCategory? in
            guard let text else { return nil }
            for entry in known where entry.text.count == text.count {
                let equal = entry.text.withUnsafeBufferPointer { CatalogStore.binaryOrder($0, text) == 0 }
                if equal { return entry.category }
            }
            guard let category = IngredientCategory(rawValue: String(decoding: text, as: UTF8.self)) else { return nil }
            known.append((Array(text), category))
            return category
        }
        guard let found else { throw StoredValueError(column: "category", expected: "a known \(IngredientCategory.self)") }
        return found
    }
}
