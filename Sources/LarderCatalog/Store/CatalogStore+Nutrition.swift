import GRDB
import LarderCore

extension CatalogStore {
    /// The per-100 g nutrition facts of `ids` that the catalog knows, keyed by ingredient id.
    ///
    /// Catalogs built before nutrition existed have no `ingredient_nutrition` table and answer with none.
    public func nutritionFacts(for ids: [IngredientID]) throws(CatalogError) -> [IngredientID: NutritionFacts] {
        try read { db in try Self.nutritionFacts(db, for: ids) }
    }

    /// ``nutritionFacts(for:)`` read in `db`.
    static func nutritionFacts(_ db: Database, for ids: [IngredientID]) throws -> [IngredientID: NutritionFacts] {
        guard !ids.isEmpty, try db.hasTable("ingredient_nutrition") else { return [:] }
        var facts: [IngredientID: NutritionFacts] = [:]
        try BoundIDs.forEachChunk(ids.map(\.rawValue)) { marks, chunk in
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

/// A recipe's main spec as nutrition needs it: its lines, servings and kind.
public struct RecipeNutritionInput: Sendable, Hashable {
    /// The recipe's id.
    public var id: RecipeID
    /// Whether it is a drink (one serving) or a dish.
    public var kind: RecipeKind
    /// How many servings the recipe makes, when stated.
    public var servings: Int?
    /// The main spec's lines, in recipe order.
    public var lines: [NutritionLine]
}

extension CatalogStore {
    /// Grams in one stick, slice, leaf, sprig, wedge or clove of `ids`, where the catalog knows them.
    public func unitWeights(for ids: [IngredientID]) throws(CatalogError) -> [IngredientID: [MeasureUnit: Double]] {
        try read { db in try Self.unitWeights(db, for: ids) }
    }

    /// ``unitWeights(for:)`` read in `db`.
    static func unitWeights(_ db: Database, for ids: [IngredientID]) throws -> [IngredientID: [MeasureUnit: Double]] {
        guard !ids.isEmpty, try db.hasTable("ingredient_unit_weight") else { return [:] }
        var out: [IngredientID: [MeasureUnit: Double]] = [:]
        try BoundIDs.forEachChunk(ids.map(\.rawValue)) { marks, chunk in
            for row in try Row.fetchAll(
                db, sql: "SELECT ingredient_id, unit, grams FROM ingredient_unit_weight WHERE ingredient_id IN (\(marks))",
                arguments: StatementArguments(chunk))
            {
                guard let unit = MeasureUnit(rawValue: try row.value("unit")) else { continue }
                out[IngredientID(try row.value("ingredient_id", as: String.self)), default: [:]][unit] = try row.value("grams")
            }
        }
        return out
    }

    /// The calculator for `ids`: their facts, measures and unit weights.
    public func nutritionCalculator(for ids: [IngredientID]) throws(CatalogError) -> NutritionCalculator {
        try read { db in try Self.nutritionCalculator(db, for: ids) }
    }

    /// ``nutritionCalculator(for:)`` read in `db`.
    static func nutritionCalculator(_ db: Database, for ids: [IngredientID]) throws -> NutritionCalculator {
        NutritionCalculator(
            facts: try nutritionFacts(db, for: ids), measures: try ingredientMeasures(db, for: ids), unitGrams: try unitWeights(db, for: ids))
    }

    /// The main specs of `recipes` (every recipe when `nil`), in id order; unknown ids are left out.
    public func nutritionInputs(_ recipes: [RecipeID]?) throws(CatalogError) -> [RecipeNutritionInput] {
        try read { db in try Self.nutritionInputs(db, recipes) }
    }

    /// ``nutritionInputs(_:)`` read in `db`.
    static func nutritionInputs(_ db: Database, _ recipes: [RecipeID]?) throws -> [RecipeNutritionInput] {
        // Catalogs compiled before container weights were parsed have no `container_grams`.
        let containers = try db.hasColumn("container_grams", in: "recipe_line") ? "l.container_grams" : "NULL"
        func fetch(_ filter: String, _ arguments: StatementArguments) throws -> [Row] {
            try Row.fetchAll(db, sql: """
                SELECT r.id, r.kind, r.servings, l.ingredient_id, i.name, l.quantity, l.quantity_high, l.unit, \(containers) AS container_grams,
                    l.optional, l.garnish, l.note
                FROM recipe r LEFT JOIN recipe_line l ON l.recipe_id = r.id AND l.variant_id = ''
                LEFT JOIN ingredient i ON i.id = l.ingredient_id
                WHERE 1 \(filter) ORDER BY r.id, l.position
                """, arguments: arguments)
        }
        var rows: [Row] = []
        if let recipes {
            // The chunks come in id order, so their rows stay in id order.
            try BoundIDs.forEachChunk(recipes.map(\.rawValue)) { marks, chunk in
                rows += try fetch("AND r.id IN (\(marks))", StatementArguments(chunk))
            }
        } else {
            rows = try fetch("", [])
        }
        var out: [RecipeNutritionInput] = []
        for row in rows {
            let id = RecipeID(try row.value("id", as: String.self))
            if out.last?.id != id {
                let kind = try row.value("kind", as: RecipeKind.self)
                out.append(RecipeNutritionInput(id: id, kind: kind, servings: try row.value("servings"), lines: []))
            }
            guard let ingredient: String = try row.value("ingredient_id") else { continue }
            let low: Double? = try row.value("quantity")
            let unit = (try row.value("unit") as String?).flatMap(MeasureUnit.init(rawValue:))
            let high: Double? = try row.value("quantity_high")
            let quantity = low.map { Quantity($0, to: high) }
            let amount: Amount? = (quantity == nil && unit == nil) ? nil : Amount(quantity: quantity, unit: unit)
            let optional: Bool = try row.value("optional")
            let garnish: Bool = try row.value("garnish")
            // Salt for the cooking water goes down the sink with it.
            let drained = try row.value("note", as: String?.self) == RecipeLine.cookingWaterNote
            out[out.count - 1].lines.append(NutritionLine(
                ingredient: IngredientID(ingredient), name: try row.value("name") ?? ingredient, amount: amount,
                containerGrams: try row.value("container_grams"), counted: !optional && !garnish && !drained))
        }
        return out
    }
}

extension CatalogStore {
    /// Nutrition per serving of the main spec of each of `recipes` (every recipe when `nil`), with the
    /// share of its weight the figures cover and the lines that could not be weighed; unknown ids are
    /// left out.
    ///
    /// Read from the stored table (``NutritionIndex``) when it is current, else computed from the
    /// content as it is stored: the two agree (`larder doctor` checks it).
    ///
    /// - Complexity: O(recipes asked for) rows when stored; O(their lines and ingredients) otherwise.
    public func nutrition(for recipes: [RecipeID]?) throws(CatalogError) -> [RecipeID: NutritionSummary] {
        try read { db in try Self.nutrition(db, for: recipes) }
    }

    /// ``nutrition(for:)`` in `db`.
    static func nutrition(_ db: Database, for recipes: [RecipeID]?) throws -> [RecipeID: NutritionSummary] {
        var out = try NutritionIndex.stored(db, recipes: recipes)
        guard let recipes else {
            // Every recipe: all stored and current, or all computed.
            let count = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe") ?? 0
            return out.count == count ? out : try computedNutrition(db, recipes: nil)
        }
        let missing = recipes.filter { out[$0] == nil }
        if !missing.isEmpty { out.merge(try computedNutrition(db, recipes: missing)) { stored, _ in stored } }
        return out
    }

    /// Nutrition per serving of `recipes` (every recipe when `nil`) computed from the content tables by
    /// ``LarderCore/NutritionCalculator``, in `db`: what ``NutritionIndex`` stores.
    ///
    /// - Complexity: O(lines of the recipes + their ingredients).
    static func computedNutrition(_ db: Database, recipes: [RecipeID]?) throws -> [RecipeID: NutritionSummary] {
        let inputs = try nutritionInputs(db, recipes)
        let ids = Array(Set(inputs.flatMap { $0.lines.map(\.ingredient) }))
        let calculator = try nutritionCalculator(db, for: ids)
        var out: [RecipeID: NutritionSummary] = [:]
        for input in inputs {
            out[input.id] = calculator.summarize(input.lines, servings: input.servings, isDrink: input.kind == .drink)
        }
        return out
    }
}
