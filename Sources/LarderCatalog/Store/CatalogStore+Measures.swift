import GRDB
import LarderCore

extension CatalogStore {
    /// The household measures of `ids` that the catalog knows, keyed by ingredient id.
    ///
    /// Catalogs built before measures existed have no `ingredient_measure` table and answer with
    /// no measures, so amounts simply stay in the units the recipe gives.
    public func ingredientMeasures(for ids: [IngredientID]) throws(CatalogError) -> [IngredientID: IngredientMeasure] {
        try read { db in try Self.ingredientMeasures(db, for: ids) }
    }

    /// ``ingredientMeasures(for:)`` read in `db`.
    static func ingredientMeasures(_ db: Database, for ids: [IngredientID]) throws -> [IngredientID: IngredientMeasure] {
        guard !ids.isEmpty, try db.hasTable("ingredient_measure") else { return [:] }
        var measures: [IngredientID: IngredientMeasure] = [:]
        try BoundIDs.forEachChunk(ids.map(\.rawValue)) { marks, chunk in
            let rows = try Row.fetchAll(db, sql: """
                SELECT ingredient_id, grams_per_ml, grams_per_piece, piece_name
                FROM ingredient_measure WHERE ingredient_id IN (\(marks))
                """, arguments: StatementArguments(chunk))
            for row in rows {
                let id = IngredientID(try row.value("ingredient_id", as: String.self))
                measures[id] = IngredientMeasure(
                    gramsPerMillilitre: try row.value("grams_per_ml"),
                    gramsPerPiece: try row.value("grams_per_piece"),
                    pieceName: try row.value("piece_name"))
            }
        }
        return measures
    }
}
