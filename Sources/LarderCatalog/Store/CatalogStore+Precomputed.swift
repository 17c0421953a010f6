import FlavorGraph
import Foundation
import GRDB
import LarderCore

/// A drink with its *Cocktail Codex* family.
public struct DrinkFamily: Sendable, Equatable {
    /// The drink's id.
    public var id: RecipeID
    /// The drink's display name.
    public var name: String
    /// An IBA official cocktail.
    public var iba: Bool
    /// Its family, why, and how it departs from the family's root.
    public var codex: CodexClassification

    /// A drink with its classification.
    public init(id: RecipeID, name: String, iba: Bool, codex: CodexClassification) {
        self.id = id
        self.name = name
        self.iba = iba
        self.codex = codex
    }
}

extension CatalogStore {
    /// Every drink (or those of `recipes`) with its Codex family, best known first (IBA, then more
    /// sources, then name): read from the families the compiler stored, or classified now for a catalog
    /// compiled before they were stored.
    ///
    /// - Complexity: one query over the stored families (one a ``BoundIDs`` chunk of `recipes`); O(lines)
    ///   classifying without them.
    public func drinkFamilies(_ recipes: [RecipeID]? = nil) throws(CatalogError) -> [DrinkFamily] {
        try read { db in try Self.drinkFamilies(db, recipes) }
    }

    /// ``drinkFamilies(_:)`` in `db`.
    static func drinkFamilies(_ db: Database, _ recipes: [RecipeID]?) throws -> [DrinkFamily] {
        guard try db.hasTable("recipe_codex") else {
            return try Self.drinkStructures(db, recipes).map {
                DrinkFamily(id: $0.id, name: $0.name, iba: $0.iba, codex: $0.codexClassification)
            }
        }
        let select = """
            SELECT r.id, r.name, r.iba IS NOT NULL AS iba, json_array_length(r.sources) AS source_count, r.name_folded,
                c.family, c.reason, c.departures, c.also_family
            FROM recipe_codex c JOIN recipe r ON r.id = c.recipe_id
            """
        var rows: [Row] = []
        if let recipes {
            try BoundIDs.forEachChunk(recipes.map(\.rawValue)) { marks, chunk in
                rows += try Row.fetchAll(db, sql: select + " WHERE r.id IN (\(marks))", arguments: StatementArguments(chunk))
            }
        } else {
            rows = try Row.fetchAll(db, sql: select)
        }
        var ranked: [(family: DrinkFamily, sources: Int, folded: String)] = []
        for row in rows {
            let codex = CodexClassification(
                family: try Self.family(row, "family"), reason: try row.value("reason"),
                departures: try row.jsonStrings("departures"),
                alsoFamily: try row.value("also_family", as: String?.self) == nil ? nil : try Self.family(row, "also_family"))
            let family = DrinkFamily(
                id: RecipeID(try row.value("id", as: String.self)), name: try row.value("name"), iba: try row.value("iba"),
                codex: codex)
            ranked.append((family, try row.value("source_count", as: Int?.self) ?? -1, try row.value("name_folded")))
        }
        // Best known first: IBA, then more sources, then folded name and id in byte order (SQLite's BINARY).
        return ranked.sorted { a, b in
            if a.family.iba != b.family.iba { return a.family.iba }
            if a.sources != b.sources { return a.sources > b.sources }
            if a.folded != b.folded { return a.folded.utf8.lexicographicallyPrecedes(b.folded.utf8) }
            return a.family.id.rawValue.utf8.lexicographicallyPrecedes(b.family.id.rawValue.utf8)
        }.map(\.family)
    }

    /// How many main-spec lines of `recipes` use each ingredient (garnish and optional lines left out).
    ///
    /// - Complexity: one query over the recipes' lines (one a ``BoundIDs`` chunk).
    public func mainLineUses(of recipes: [RecipeID]) throws(CatalogError) -> [IngredientID: Int] {
        try read { db in
            var uses: [IngredientID: Int] = [:]
            try BoundIDs.forEachChunk(recipes.map(\.rawValue)) { marks, chunk in
                for row in try Row.fetchAll(db, sql: """
                    SELECT ingredient_id, count(*) AS uses FROM recipe_line
                    WHERE variant_id = '' AND garnish = 0 AND optional = 0 AND recipe_id IN (\(marks))
                    GROUP BY ingredient_id
                    """, arguments: StatementArguments(chunk)) {
                    uses[IngredientID(try row.value("ingredient_id", as: String.self)), default: 0] += try row.value("uses", as: Int.self)
                }
            }
            return uses
        }
    }

    /// The flavor-graph evidence the compiler stored, or `nil` for a catalog compiled before it was.
    public func flavorEvidence() throws(CatalogError) -> FlavorGraphEvidence? {
        try read { db in try Self.flavorEvidence(db) }
    }

    static func flavorEvidence(_ db: Database) throws -> FlavorGraphEvidence? {
        guard try db.hasTable("flavor_compound_neighbour"), try db.hasTable("flavor_compound_set") else { return nil }
        var sets: [IngredientID: CompoundSet] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT ingredient_id, compounds FROM flavor_compound_set") {
            guard let set = CompoundSetBytes.set(try row.decode(Data.self, atIndex: 1)) else {
                throw StoredValueError(column: "flavor_compound_set.compounds", expected: "whole 64-bit words")
            }
            sets[IngredientID(try row.decode(String.self, atIndex: 0))] = set
        }
        var pairs: [FlavorGraphEvidence.Pair] = []
        for row in try Row.fetchAll(db, sql: "SELECT a_id, b_id FROM flavor_compound_neighbour ORDER BY a_id, b_id") {
            pairs.append(FlavorGraphEvidence.Pair(
                a: IngredientID(try row.decode(String.self, atIndex: 0)), b: IngredientID(try row.decode(String.self, atIndex: 1))))
        }
        return FlavorGraphEvidence(compoundSets: sets, compoundNeighbours: pairs)
    }

    private static func family(_ row: Row, _ column: String) throws -> CodexFamily {
        guard let family = CodexFamily(rawValue: try row.value(column, as: String.self)) else {
            throw StoredValueError(column: "recipe_codex.\(column)", expected: "a Codex family")
        }
        return family
    }
}
