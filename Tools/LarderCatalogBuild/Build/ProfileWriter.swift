import GRDB
import LarderCatalog
import LarderCore

/// Writes the ingredient profiles and computes every recipe's profile and balance note (compile time).
enum ProfileWriter {
    static func insert(_ sources: CatalogSources, ingredients: [IngredientID: Ingredient], into db: Database) throws {
        // Profiles naming an ingredient the sources no longer have are stale: left out, not an error.
        let profiles = sources.profiles.filter { ingredients[$0.ingredient] != nil }
        guard !profiles.isEmpty else { return }
        for entry in profiles.sorted(by: { $0.ingredient < $1.ingredient }) {
            try db.execute(
                sql: "INSERT INTO ingredient_profile (ingredient_id, profile, potency, origin) VALUES (?, ?, ?, ?)",
                arguments: [entry.ingredient.rawValue, RowWriter.json(entry.profile), entry.potency, entry.origin])
        }
        let profiler = RecipeProfiler(profiles: Dictionary(profiles.map { ($0.ingredient, $0) }, uniquingKeysWith: { a, _ in a }))
        var results: [(Recipe, RecipeProfiler.Result)] = []
        for recipe in sources.recipes.sorted(by: { $0.id < $1.id }) {
            let lines = recipe.lines.map {
                RecipeProfiler.Line(
                    ingredient: $0.ingredient, amount: $0.amount.flatMap(AmountParser.parse), garnish: $0.garnish,
                    optional: $0.optional)
            }
            let result = profiler.profile(of: lines, kind: recipe.kind, method: recipe.method)
            if result.coverage > 0 { results.append((recipe, result)) }
        }
        // The balance note depends on the whole family, so it is computed when read (CatalogStore.recipeProfile):
        // stored here it would change rows of other drinks whenever one drink changes, bloating update deltas.
        let notes: [RecipeID: String] = [:]
        for (recipe, result) in results {
            try db.execute(
                sql: "INSERT INTO recipe_profile (recipe_id, profile, coverage, balance) VALUES (?, ?, ?, ?)",
                arguments: [
                    recipe.id.rawValue, RowWriter.json(result.profile), RowWriter.rounded(result.coverage, 3), notes[recipe.id],
                ])
        }
    }
}
