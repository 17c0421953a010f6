import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// Marks a recipe as a favorite. Returns `false` when it was one already.
    @discardableResult
    public func addFavorite(_ recipe: RecipeID, at date: Date = Date()) throws(UserDataError) -> Bool {
        try write { db in
            try db.execute(sql: "INSERT OR IGNORE INTO favorite(recipe_id, added_at) VALUES (?, ?)", arguments: [recipe.rawValue, date])
            return db.changesCount > 0
        }
    }

    /// Marks recipes as favorites in one transaction. Returns the ones that were not favorites yet,
    /// in the order given, without repeats.
    @discardableResult
    public func addFavorites(_ recipes: [RecipeID], at date: Date = Date()) throws(UserDataError) -> [RecipeID] {
        try write { db in
            let statement = try db.cachedStatement(sql: "INSERT OR IGNORE INTO favorite(recipe_id, added_at) VALUES (?, ?)")
            var added: [RecipeID] = []
            for recipe in recipes {
                try statement.execute(arguments: [recipe.rawValue, date])
                if db.changesCount > 0 { added.append(recipe) }
            }
            return added
        }
    }

    /// Removes a favorite. Returns `false` when it was not one.
    @discardableResult
    public func removeFavorite(_ recipe: RecipeID) throws(UserDataError) -> Bool {
        try write { db in
            try db.execute(sql: "DELETE FROM favorite WHERE recipe_id = ?", arguments: [recipe.rawValue])
            return db.changesCount > 0
        }
    }

    /// Removes favorites all or nothing: throws ``UserDataError/notFavorite(_:)`` and changes nothing when
    /// any of `recipes` is not a favorite. Returns how many were removed.
    @discardableResult
    public func removeFavorites(_ recipes: [RecipeID]) throws(UserDataError) -> Int {
        try write { db in
            var removed = 0
            for recipe in Set(recipes).sorted() {
                try db.execute(sql: "DELETE FROM favorite WHERE recipe_id = ?", arguments: [recipe.rawValue])
                guard db.changesCount > 0 else { throw UserDataError.notFavorite(recipe.rawValue) }
                removed += 1
            }
            return removed
        }
    }

    /// Every favorite, most recently added first.
    public func favorites() throws(UserDataError) -> [Favorite] {
        try read { db in
            try FavoriteRecord.fetchAll(db, sql: "SELECT recipe_id, added_at FROM favorite ORDER BY added_at DESC, recipe_id").map(\.favorite)
        }
    }
}
