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
    /// - Complexity: one query over the stored families; O(lines) classifying without them.
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
        var filter = ""
        var arguments: StatementArguments = []
        if let recipes, recipes.count <= 500 {
            // A few drinks (`show`'s one): bound ids, cheaper to prepare than a json_each list.
            filter = "WHERE r.id IN (\(Array(repeating: "?", count: recipes.count).joined(separator: ",")))"
            arguments = StatementArguments(recipes.map(\.rawValue))
        } else if let recipes {
            filter = "WHERE r.id IN (SELECT value FROM json_each(?))"
            arguments = [Self.jsonArray(recipes.map(\.rawValue))]
        }
        return try Row.fetchAll(db, sql: """
            SELECT r.id, r.name, r.iba IS NOT NULL AS iba, c.family, c.reason, c.departures, c.also_family
            FROM recipe_codex c JOIN recipe r ON r.id = c.recipe_id \(filter)
            ORDER BY (r.iba IS NULL), json_array_length(r.sources) DESC, r.name_folded, r.id
            """, arguments: arguments).map { row in
            let codex = CodexClassification(
                family: try Self.family(row, "family"), reason: try row.value("reason"),
                departures: try row.jsonStrings("departures"),
                alsoFamily: try row.value("also_family", as: String?.self) == nil ? nil : try Self.family(row, "also_family"))
            return DrinkFamily(
                id: RecipeID(try row.value("id", as: String.self)), name: try row.value("name"), iba: try row.value("iba"),
                codex: codex)
        }
    }

    /// How many main-spec lines of `recipes` use each ingredient (garnish and optional lines left out).
    ///
    /// - Complexity: one query over the recipes' lines.
    public func mainLineUses(of recipes: [RecipeID]) throws(CatalogError) -> [IngredientID: Int] {
        try read { db in
            var uses: [IngredientID: Int] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT ingredient_id, count(*) AS uses FROM recipe_line
                WHERE variant_id = '' AND garnish = 0 AND optional = 0 AND recipe_id IN (SELECT value FROM json_each(?))
                GROUP BY ingredient_id
                """, arguments: [Self.jsonArray(recipes.map(\.rawValue))]) {
                uses[IngredientID(try row.value("ingredient_id", as: String.self))] = try row.value("uses")
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
