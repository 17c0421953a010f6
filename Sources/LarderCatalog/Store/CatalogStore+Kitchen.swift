import GRDB
import LarderCore

extension CatalogStore {
    /// The names, shop categories and household measures (``ingredientMeasures(for:)``: `nil` where the
    /// catalog has none) of `ingredients`, for presenting amounts the way a cook measures them; ids the
    /// catalog lacks are left out.
    ///
    /// - Complexity: one indexed lookup per ingredient, in one statement per 500.
    public func kitchenFacts(_ ingredients: some Collection<IngredientID>) throws(CatalogError)
        -> [IngredientID: (name: String, category: IngredientCategory, measure: IngredientMeasure?)]
    {
        guard !ingredients.isEmpty else { return [:] }
        return try read { db in try Self.kitchenFacts(db, ingredients) }
    }

    /// ``kitchenFacts(_:)`` in `db`.
    static func kitchenFacts(_ db: Database, _ ingredients: some Collection<IngredientID>) throws
        -> [IngredientID: (name: String, category: IngredientCategory, measure: IngredientMeasure?)]
    {
        // Catalogs built before measures existed have no `ingredient_measure`: no measures.
        let measured = try db.hasTable("ingredient_measure")
        let measures = measured ? "m.grams_per_ml, m.grams_per_piece, m.piece_name, m.ingredient_id IS NOT NULL" : "NULL, NULL, NULL, 0"
        let join = measured ? "LEFT JOIN ingredient_measure m ON m.ingredient_id = i.id" : ""
        var facts: [IngredientID: (name: String, category: IngredientCategory, measure: IngredientMeasure?)] = [:]
        try BoundIDs.forEachChunk(ingredients.map(\.rawValue)) { marks, chunk in
            try StatementColumns.forEach(
                db, sql: "SELECT i.id, i.name, i.category, \(measures) FROM ingredient i \(join) WHERE i.id IN (\(marks))",
                arguments: StatementArguments(chunk)
            ) { row in
                let measure = try row.flag(6, "ingredient_id")
                    ? IngredientMeasure(
                        gramsPerMillilitre: try row.optionalNumber(3, "grams_per_ml"), gramsPerPiece: try row.optionalNumber(4, "grams_per_piece"),
                        pieceName: try row.optionalText(5, "piece_name"))
                    : nil
                facts[IngredientID(try row.text(0, "id"))] = (
                    try row.text(1, "name"), IngredientCategory(rawValue: try row.text(2, "category")) ?? .other, measure
                )
            }
        }
        return facts
    }
}
