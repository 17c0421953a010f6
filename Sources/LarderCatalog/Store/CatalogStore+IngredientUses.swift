import GRDB
import LarderCore

/// The recipes an ingredient is in: how many, and the best known few by name.
public struct IngredientUses: Sendable, Equatable {
    /// Number of recipes with a line naming the ingredient.
    public var count: Int
    /// Names of up to the requested number of them: IBA drinks first, then those more sources agree
    /// on, then by name.
    public var examples: [String]

    /// `count` recipes, of which `examples` names a few.
    public init(count: Int, examples: [String]) {
        self.count = count
        self.examples = examples
    }
}

extension CatalogStore {
    /// For each of `ingredients`, the recipes it is in (ingredients in no recipe are left out).
    ///
    /// - Complexity: one query over the recipe lines of those ingredients (index `recipe_line_ingredient`).
    public func uses(of ingredients: some Collection<IngredientID>, examples: Int) throws(CatalogError) -> [IngredientID: IngredientUses] {
        guard !ingredients.isEmpty else { return [:] }
        return try read { db in
            let rows = try Row.fetchAll(db, sql: """
                SELECT ingredient_id, name, total FROM (
                    SELECT u.ingredient_id, r.name,
                           count(*) OVER (PARTITION BY u.ingredient_id) AS total,
                           row_number() OVER (
                               PARTITION BY u.ingredient_id
                               ORDER BY (r.iba IS NULL), json_array_length(r.sources) DESC, r.name_folded, r.id) AS k
                    FROM (SELECT DISTINCT recipe_id, ingredient_id FROM recipe_line
                          WHERE ingredient_id IN (SELECT value FROM json_each(?))) u
                    JOIN recipe r ON r.id = u.recipe_id)
                WHERE k <= ?
                ORDER BY ingredient_id, k
                """, arguments: [Self.jsonArray(ingredients.map(\.rawValue)), max(1, examples)])
            var uses: [IngredientID: IngredientUses] = [:]
            for row in rows {
                let id = IngredientID(try row.decode(String.self, forColumn: "ingredient_id"))
                let total = try row.decode(Int.self, forColumn: "total")
                uses[id, default: IngredientUses(count: total, examples: [])].examples.append(try row.decode(String.self, forColumn: "name"))
            }
            return uses
        }
    }
}
