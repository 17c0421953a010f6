import GRDB
import LarderCore

/// A drink's main spec as facts about its lines, for classifying its structure (the *Cocktail Codex*
/// families): what each ingredient is, its ancestors, and how much of it.
public struct DrinkStructure: Sendable, Equatable {
    /// One line of the main spec.
    public struct Line: Sendable, Equatable {
        public var ingredient: IngredientID
        public var name: String
        public var category: IngredientCategory
        /// The ingredient and its ancestors, nearest first.
        public var lineage: [IngredientID]
        public var ml: Double?
        public var optional: Bool
        public var garnish: Bool
    }

    public var id: RecipeID
    public var name: String
    /// Whether the drink is an IBA official cocktail (best known first in lists).
    public var iba: Bool
    /// Number of sources that give the recipe.
    public var sourceCount: Int
    public var lines: [Line]
    /// The glass it is served in, when the catalog names one.
    public var glass: String? = nil
}

extension CatalogStore {
    /// Every drink's main spec as ``DrinkStructure``, or only those of `recipes`; ordered best known
    /// first (IBA, then more sources, then name).
    ///
    /// - Complexity: two queries: the ingredient hierarchy and the drinks' lines (about 5,000 rows for
    ///   the bundled catalog).
    public func drinkStructures(_ recipes: [RecipeID]? = nil) throws(CatalogError) -> [DrinkStructure] {
        try read { db in try Self.drinkStructures(db, recipes) }
    }

    static func drinkStructures(_ db: Database, _ recipes: [RecipeID]?) throws -> [DrinkStructure] {
        var parent: [String: String] = [:]
        for row in try Row.fetchAll(db, sql: "SELECT id, parent_id FROM ingredient WHERE parent_id IS NOT NULL") {
            parent[try row.decode(String.self, forColumn: "id")] = try row.decode(String.self, forColumn: "parent_id")
        }
        func lineage(_ id: String) -> [IngredientID] {
            var chain = [IngredientID(id)], seen: Set<String> = [id], current = id
            while let up = parent[current], seen.insert(up).inserted {
                chain.append(IngredientID(up))
                current = up
            }
            return chain
        }
        var filter = ""
        var arguments: StatementArguments = []
        if let recipes {
            filter = "AND r.id IN (SELECT value FROM json_each(?))"
            arguments = [Self.jsonArray(recipes.map(\.rawValue))]
        }
        let rows = try Row.fetchAll(db, sql: """
            SELECT r.id AS recipe_id, r.name AS recipe_name, r.iba IS NOT NULL AS iba,
                   json_array_length(r.sources) AS source_count, r.glass,
                   l.ingredient_id, i.name, i.category, l.ml, l.optional, l.garnish
            FROM recipe r
            JOIN recipe_line l ON l.recipe_id = r.id AND l.variant_id = ''
            JOIN ingredient i ON i.id = l.ingredient_id
            WHERE r.kind = 'drink' \(filter)
            ORDER BY (r.iba IS NULL), json_array_length(r.sources) DESC, r.name_folded, r.id, l.position
            """, arguments: arguments)
        var drinks: [DrinkStructure] = []
        for row in rows {
            let id = RecipeID(try row.decode(String.self, forColumn: "recipe_id"))
            if drinks.last?.id != id {
                drinks.append(DrinkStructure(
                    id: id, name: try row.decode(String.self, forColumn: "recipe_name"),
                    iba: try row.decode(Bool.self, forColumn: "iba"),
                    sourceCount: try row.decode(Int.self, forColumn: "source_count"), lines: [],
                    glass: try row.decode(String?.self, forColumn: "glass")))
            }
            let ingredient = try row.decode(String.self, forColumn: "ingredient_id")
            drinks[drinks.count - 1].lines.append(DrinkStructure.Line(
                ingredient: IngredientID(ingredient), name: try row.decode(String.self, forColumn: "name"),
                category: try row.value("category", as: IngredientCategory.self), lineage: lineage(ingredient),
                ml: try row.decode(Double?.self, forColumn: "ml"),
                optional: try row.decode(Bool.self, forColumn: "optional"),
                garnish: try row.decode(Bool.self, forColumn: "garnish")))
        }
        return drinks
    }
}
