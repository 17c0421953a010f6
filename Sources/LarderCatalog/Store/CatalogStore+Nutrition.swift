import GRDB
import LarderCore

extension CatalogStore {
    /// The per-100 g nutrition facts of `ids` that the catalog knows, keyed by ingredient id.
    ///
    /// Catalogs built before nutrition existed have no `ingredient_nutrition` table and answer with none.
    public func nutritionFacts(for ids: [IngredientID]) throws(CatalogError) -> [IngredientID: NutritionFacts] {
        guard !ids.isEmpty else { return [:] }
        return try read { db in
            guard try db.tableExists("ingredient_nutrition") else { return [:] }
            var facts: [IngredientID: NutritionFacts] = [:]
            let unique = Array(Set(ids.map(\.rawValue))).sorted()
            for start in stride(from: 0, to: unique.count, by: 500) {
                let chunk = Array(unique[start..<min(start + 500, unique.count)])
                let marks = Array(repeating: "?", count: chunk.count).joined(separator: ",")
                let rows = try Row.fetchAll(db, sql: """
                    SELECT ingredient_id, kcal, protein_g, fat_g, saturated_fat_g, carbohydrate_g, sugars_g, fibre_g, sodium_mg
                    FROM ingredient_nutrition WHERE ingredient_id IN (\(marks))
                    """, arguments: StatementArguments(chunk))
                for row in rows {
                    facts[IngredientID(try row.value("ingredient_id", as: String.self))] = NutritionFacts(
                        kcal: try row.value("kcal"), protein: try row.value("protein_g"), fat: try row.value("fat_g"),
                        saturatedFat: try row.value("saturated_fat_g"), carbohydrate: try row.value("carbohydrate_g"),
                        sugars: try row.value("sugars_g"), fibre: try row.value("fibre_g"), sodiumMg: try row.value("sodium_mg"))
                }
            }
            return facts
        }
    }
}
