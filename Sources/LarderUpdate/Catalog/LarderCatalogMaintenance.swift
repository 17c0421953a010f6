import GRDB
import LarderCatalog

/// ``CatalogMaintenance`` for Larder's own catalog: `LarderCatalog`'s ``ContentHash`` and its
/// full-text index rebuild, run inside the update transaction.
public struct LarderCatalogMaintenance: CatalogMaintenance {
    /// The maintenance for Larder's catalog; it holds no state.
    public init() {}

    /// - Complexity: O(size of the catalog).
    public func contentHash(_ db: Database) throws -> String { try ContentHash.compute(db) }

    /// - Complexity: O(size of the catalog).
    public func rebuildIndexes(_ db: Database) throws { try CatalogIndex.rebuild(db) }

    /// Re-indexes the touched recipes and those using a touched ingredient.
    /// - Complexity: O(r + n) for r affected recipes in a catalog of n.
    public func refreshIndexes(_ db: Database, after changes: CatalogChanges) throws {
        var recipes = changes.recipes
        // An updated variant row names its recipe only when that column changed: look it up.
        for variant in changes.keys["recipe_variant"] ?? [] {
            if let recipe = try String.fetchOne(db, sql: "SELECT recipe_id FROM recipe_variant WHERE id = ?", arguments: [variant]) {
                recipes.insert(recipe)
            }
        }
        // Nutrition facts, measures and unit weights are keyed by ingredient too: their recipes' stored nutrition changes.
        let ingredients = ["ingredient", "ingredient_nutrition", "ingredient_measure", "ingredient_unit_weight"]
            .reduce(into: Set<String>()) { $0.formUnion(changes.keys[$1] ?? []) }
        try CatalogIndex.refresh(db, recipes: recipes, ingredients: ingredients)
    }
}
