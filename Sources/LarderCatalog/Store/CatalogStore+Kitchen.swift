import GRDB
import LarderCore

extension CatalogStore {
    /// The names and shop categories of `ingredients`, for presenting amounts the way a cook measures
    /// them; ids the catalog lacks are left out.
    public func kitchenFacts(_ ingredients: some Collection<IngredientID>) throws(CatalogError) -> [IngredientID: (name: String, category: IngredientCategory)] {
        guard !ingredients.isEmpty else { return [:] }
        return try read { db in
            let rows = try Row.fetchAll(
                db, sql: "SELECT id, name, category FROM ingredient WHERE id IN (SELECT value FROM json_each(?))",
                arguments: [Self.jsonArray(ingredients.map(\.rawValue))])
            var facts: [IngredientID: (name: String, category: IngredientCategory)] = [:]
            for row in rows {
                let category = try row.decode(String.self, forColumn: "category")
                facts[IngredientID(try row.decode(String.self, forColumn: "id"))] =
                    (try row.decode(String.self, forColumn: "name"), IngredientCategory(rawValue: category) ?? .other)
            }
            return facts
        }
    }
}
