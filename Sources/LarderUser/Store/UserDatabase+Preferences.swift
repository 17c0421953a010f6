import GRDB
import LarderCore

extension UserDatabase {
    /// The recipes this user cares for, which search ranks first among equals: favorites, recipes rated
    /// 4 or 5 stars, and the `viewed` recipes viewed most often (at least twice).
    public func preferredRecipes(viewed: Int = 50) throws(UserDataError) -> Set<RecipeID> {
        try read { db in
            Set(try String.fetchAll(db, sql: """
                SELECT recipe_id FROM favorite
                UNION SELECT recipe_id FROM rating WHERE stars >= 4
                UNION SELECT value FROM (SELECT value, count(*) AS views FROM history WHERE kind = 'view'
                                         GROUP BY value HAVING views >= 2 ORDER BY views DESC, max(id) DESC LIMIT ?)
                """, arguments: [max(viewed, 0)]).map { RecipeID($0) })
        }
    }
}
