import GRDB
import LarderCore

extension UserDatabase {
    /// Every recipe id the user data refers to (favorites, collections, ratings, viewed history).
    public func referencedRecipes() throws(UserDataError) -> Set<RecipeID> {
        try read { db in
            Set(try IDRecord.fetchAll(db, sql: """
                SELECT 'favorite' AS source, recipe_id AS id FROM favorite
                UNION SELECT 'collection_member', recipe_id FROM collection_member
                UNION SELECT 'rating', recipe_id FROM rating UNION SELECT 'history', value FROM history WHERE kind = 'view'
                """).map { RecipeID($0.id) })
        }
    }

    /// Every ingredient id the user data refers to (inventory, staples, substitutes).
    public func referencedIngredients() throws(UserDataError) -> Set<IngredientID> {
        try read { db in
            Set(try IDRecord.fetchAll(db, sql: """
                SELECT 'inventory' AS source, ingredient_id AS id FROM inventory
                UNION SELECT 'staple', ingredient_id FROM staple
                UNION SELECT 'user_substitute', original FROM user_substitute
                UNION SELECT 'user_substitute', replacement FROM user_substitute
                """).map { IngredientID($0.id) })
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
