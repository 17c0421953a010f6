import GRDB
import LarderCatalog
import LarderCore

extension RowWriter {
    /// Inserts one ingredient's nutrition facts and, when it has any, its household measures.
    static func insert(_ record: IngredientNutrition, into db: Database) throws {
        let facts = record.per100g
        try db.execute(
            sql: """
                INSERT INTO ingredient_nutrition (ingredient_id, source, ndb, kcal, protein_g, fat_g, saturated_fat_g,
                    carbohydrate_g, sugars_g, fibre_g, sodium_mg)
                VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
                """,
            arguments: [
                record.ingredient.rawValue, record.source, record.ndb, facts.kcal, facts.protein, facts.fat,
                facts.saturatedFat, facts.carbohydrate, facts.sugars, facts.fibre, facts.sodiumMg,
            ])
        for (unit, grams) in (record.unitGrams ?? [:]).sorted(by: { $0.key < $1.key }) {
            try db.execute(
                sql: "INSERT INTO ingredient_unit_weight (ingredient_id, unit, grams) VALUES (?, ?, ?)",
                arguments: [record.ingredient.rawValue, unit, grams])
        }
        let measure = record.measure
        guard measure.gramsPerMillilitre != nil || measure.gramsPerPiece != nil else { return }
        try db.execute(
            sql: "INSERT INTO ingredient_measure (ingredient_id, grams_per_ml, grams_per_piece, piece_name) VALUES (?, ?, ?, ?)",
            arguments: [record.ingredient.rawValue, measure.gramsPerMillilitre, measure.gramsPerPiece, measure.pieceName])
    }
}
