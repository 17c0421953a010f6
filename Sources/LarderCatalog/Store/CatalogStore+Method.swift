import Foundation
import GRDB
import LarderCore

extension CatalogStore {
    /// The written method of a dish, in order: each step's text, the ingredients it uses, its cookware,
    /// timers and temperatures (°C; ``MethodStep/text(in:)`` prints them in °F and inches). Empty for drinks, for
    /// dishes without a method, and for catalogs built before methods existed.
    ///
    /// - Complexity: O(s) in the number of steps (one indexed range read).
    public func methodSteps(_ recipe: RecipeID) throws(CatalogError) -> [MethodStep] {
        try read { db in try Self.methodSteps(db, recipe) }
    }

    /// ``methodSteps(_:)`` in `db`.
    static func methodSteps(_ db: Database, _ recipe: RecipeID) throws -> [MethodStep] {
        guard try db.hasTable("recipe_step") else { return [] }
        return try Row.fetchAll(
            db, sql: "SELECT * FROM recipe_step WHERE recipe_id = ? ORDER BY position", arguments: [recipe.rawValue]
        ).map { row in
            MethodStep(
                text: row["text"], ingredients: try Self.decodeJSON(row["ingredients"]),
                cookware: try Self.decodeJSON(row["cookware"]), timers: try Self.decodeJSON(row["timers"]),
                temperaturesCelsius: try Self.decodeJSON(row["temperatures_c"]))
        }
    }

    /// A JSON column of a step row; a value that does not decode is an error, not an empty list.
    static func decodeJSON<T: Decodable>(_ text: String?) throws -> T {
        try JSONDecoder().decode(T.self, from: Data((text ?? "[]").utf8))
    }
}
