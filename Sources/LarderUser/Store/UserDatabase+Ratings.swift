import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// The valid ratings.
    public static let ratingRange = 1...5

    /// Rates a recipe 1 to 5, replacing any earlier rating.
    ///
    /// - Throws: ``UserDataError/invalidRating(_:)`` outside 1...5, before touching the database.
    public func rate(_ recipe: RecipeID, stars: Int, at date: Date = Date()) throws(UserDataError) {
        guard Self.ratingRange.contains(stars) else { throw .invalidRating(stars) }
        try write { db in
            try db.execute(
                sql: "INSERT OR REPLACE INTO rating(recipe_id, stars, rated_at) VALUES (?, ?, ?)",
                arguments: [recipe.rawValue, stars, date])
        }
    }

    /// Removes a rating. Returns `false` when there was none.
    @discardableResult
    public func removeRating(_ recipe: RecipeID) throws(UserDataError) -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM rating WHERE recipe_id = ?", arguments: [recipe.rawValue])
            return db.changesCount > 0
        }
    }

    /// Every rating, best first.
    public func ratings() throws(UserDataError) -> [Rating] {
        try read { db in
            try RatingRecord.fetchAll(db, sql: "SELECT recipe_id, stars, rated_at FROM rating ORDER BY stars DESC, recipe_id").map(\.rating)
        }
    }

    /// The rating of one recipe, if any.
    public func rating(of recipe: RecipeID) throws(UserDataError) -> Int? {
        try read { db in
            try RatingRecord.fetchOne(
                db, sql: "SELECT recipe_id, stars, rated_at FROM rating WHERE recipe_id = ?", arguments: [recipe.rawValue])?.rating.stars
        }
    }
}
