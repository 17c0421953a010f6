import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    // MARK: Settings

    /// A stored setting, or `nil` when it was never set.
    public func setting(_ key: String) throws(UserDataError) -> String? {
        try read { db in try String.fetchOne(db, sql: "SELECT value FROM setting WHERE key = ?", arguments: [key]) }
    }

    /// Stores a setting; `nil` removes it.
    public func setSetting(_ key: String, _ value: String?) throws(UserDataError) {
        try write { db in
            if let value {
                try db.execute(sql: "INSERT OR REPLACE INTO setting(key, value) VALUES (?, ?)", arguments: [key, value])
            } else {
                try db.execute(sql: "DELETE FROM setting WHERE key = ?", arguments: [key])
            }
        }
    }

    // MARK: Pantry amounts

    /// The amounts held, by ingredient (ingredients owned without an amount are not listed).
    /// Removing an ingredient from the inventory forgets its amount: an amount counts only while the
    /// ingredient is owned, and adding it again starts without one.
    public func pantryAmounts() throws(UserDataError) -> [IngredientID: KitchenQuantity] {
        try read { db in
            var amounts: [IngredientID: KitchenQuantity] = [:]
            // An amount whose ingredient left the inventory (`have remove`, `have clear`) no longer counts,
            // nor one older than the ingredient's return to it (`have add` without an amount).
            let sql = """
                SELECT p.ingredient_id, p.quantity, p.dimension, p.unit FROM pantry_amount p
                JOIN inventory i ON i.ingredient_id = p.ingredient_id
                WHERE p.updated_at >= i.added_at
                """
            for row in try Row.fetchAll(db, sql: sql) {
                let id: String = try row.decode(String.self, forColumn: "ingredient_id")
                let dimensionText: String = try row.decode(String.self, forColumn: "dimension")
                guard let dimension = KitchenDimension(rawValue: dimensionText) else {
                    throw UserDataError.corrupt(table: "pantry_amount", column: "dimension", expected: "mass, volume or count")
                }
                let unitText: String? = try row.decode(String?.self, forColumn: "unit")
                let unit = try unitText.map { text throws(UserDataError) in
                    guard let unit = MeasureUnit(rawValue: text) else {
                        throw UserDataError.corrupt(table: "pantry_amount", column: "unit", expected: "a unit")
                    }
                    return unit
                }
                amounts[IngredientID(id)] = KitchenQuantity(try row.decode(Double.self, forColumn: "quantity"), dimension, unit: unit)
            }
            return amounts
        }
    }

    /// Writes pantry amounts in one transaction: each ingredient gets its new amount (and is owned);
    /// `nil` clears its amount and leaves it owned. With `cooked`, records the recipe as cooked on
    /// that day in the plan history (`plan_cooked`), in the same transaction.
    public func updatePantry(
        _ amounts: [IngredientID: KitchenQuantity?], cooked: (recipe: RecipeID, servings: Int?, day: PlanDate)? = nil, at date: Date = Date()
    ) throws(UserDataError) {
        try write { db in
            for (id, quantity) in amounts.sorted(by: { $0.key < $1.key }) {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO inventory(ingredient_id, added_at) VALUES (?, ?)", arguments: [id.rawValue, date])
                if db.changesCount > 0 {
                    // Newly owned: an amount left from before it was removed does not come back.
                    try db.execute(sql: "DELETE FROM pantry_amount WHERE ingredient_id = ?", arguments: [id.rawValue])
                }
                if let quantity {
                    try db.execute(
                        sql: """
                            INSERT OR REPLACE INTO pantry_amount(ingredient_id, quantity, dimension, unit, updated_at)
                            VALUES (?, ?, ?, ?, ?)
                            """,
                        arguments: [id.rawValue, max(quantity.value, 0), quantity.dimension.rawValue, quantity.unit?.rawValue, date])
                } else {
                    try db.execute(sql: "DELETE FROM pantry_amount WHERE ingredient_id = ?", arguments: [id.rawValue])
                }
            }
            if let cooked {
                try db.execute(
                    sql: "INSERT INTO plan_cooked(day, recipe_id, servings, at) VALUES (?, ?, ?, ?)",
                    arguments: [cooked.day.iso, cooked.recipe.rawValue, cooked.servings, date])
            }
        }
    }
}
