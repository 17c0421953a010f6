import GRDB
import LarderCore

extension CatalogStore {
    /// Every drink's main spec as ``DrinkStructure``, or only those of `recipes`; ordered best known
    /// first (IBA, then more sources, then name).
    ///
    /// - Complexity: two queries: the ingredient hierarchy and the drinks' lines (about 5,000 rows for
    ///   the bundled catalog).
    public func drinkStructures(_ recipes: [RecipeID]? = nil) throws(CatalogError) -> [DrinkStructure] {
        try read { db in try Self.drinkStructures(db, recipes) }
    }

    package static func drinkStructures(_ db: Database, _ recipes: [RecipeID]?) throws -> [DrinkStructure] {
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
                   l.ingredient_id, i.name, i.category, l.ml, l.quantity, l.unit, l.optional, l.garnish
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
            let unit = try row.decode(String?.self, forColumn: "unit").flatMap(MeasureUnit.init(rawValue:))
            let pieces = DrinkStructure.Line.countsPieces(quantity: try row.decode(Double?.self, forColumn: "quantity"), unit: unit)
            drinks[drinks.count - 1].lines.append(DrinkStructure.Line(
                ingredient: IngredientID(ingredient), name: try row.decode(String.self, forColumn: "name"),
                category: try row.value("category", as: IngredientCategory.self), lineage: lineage(ingredient),
                ml: try row.decode(Double?.self, forColumn: "ml"),
                optional: try row.decode(Bool.self, forColumn: "optional"),
                garnish: try row.decode(Bool.self, forColumn: "garnish"), pieces: pieces))
        }
        return drinks
    }
}
