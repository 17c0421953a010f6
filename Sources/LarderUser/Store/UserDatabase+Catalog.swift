import GRDB
import LarderCore

extension UserDatabase {
    /// Every recipe id the user data refers to (favorites, collections, ratings, viewed history).
    public func referencedRecipes() throws(UserDataError) -> Set<RecipeID> {
        try read { db in
            Set(try String.fetchAll(db, sql: """
                SELECT recipe_id FROM favorite UNION SELECT recipe_id FROM collection_member
                UNION SELECT recipe_id FROM rating UNION SELECT value FROM history WHERE kind = 'view'
                """).map { RecipeID($0) })
        }
    }

    /// Every ingredient id the user data refers to (inventory, staples, substitutes).
    public func referencedIngredients() throws(UserDataError) -> Set<IngredientID> {
        try read { db in
            Set(try String.fetchAll(db, sql: """
                SELECT ingredient_id FROM inventory UNION SELECT ingredient_id FROM staple
                UNION SELECT original FROM user_substitute UNION SELECT replacement FROM user_substitute
                """).map { IngredientID($0) })
        }
    }

    /// The entries that refer to recipes or ingredients the catalog no longer has. They are kept,
    /// never dropped, and shown as "no longer in catalog".
    public func orphans(
        knownRecipe: (RecipeID) -> Bool, knownIngredient: (IngredientID) -> Bool
    ) throws(UserDataError) -> (recipes: [RecipeID], ingredients: [IngredientID]) {
        (try referencedRecipes().filter { !knownRecipe($0) }.sorted(), try referencedIngredients().filter { !knownIngredient($0) }.sorted())
    }
}
