import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// Adds owned ingredients in one transaction. Returns how many were new.
    @discardableResult
    public func addToInventory(_ ingredients: [IngredientID], at date: Date = Date()) throws(UserDataError) -> Int {
        try write { db in
            try Self.changes(db, "INSERT OR IGNORE INTO inventory(ingredient_id, added_at) VALUES (?, ?)", for: ingredients, extra: [date])
        }
    }

    /// Removes owned ingredients. Returns how many were owned. With `requireOwned`, all or nothing:
    /// throws ``UserDataError/notOwned(_:)`` and changes nothing when one of them is not owned.
    @discardableResult
    public func removeFromInventory(_ ingredients: [IngredientID], requireOwned: Bool = false) throws(UserDataError) -> Int {
        try write { db in
            try Self.removing(db, "DELETE FROM inventory WHERE ingredient_id = ?", ingredients, require: requireOwned) {
                UserDataError.notOwned($0.rawValue)
            }
        }
    }

    /// Empties the inventory (staples stay). Returns how many ingredients were removed.
    @discardableResult
    public func clearInventory() throws(UserDataError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM inventory")
            return db.changesCount
        }
    }

    /// Replaces the staples with `ingredients`.
    public func setStaples(_ ingredients: [IngredientID]) throws(UserDataError) {
        try write { db in
            try db.execute(sql: "DELETE FROM staple")
            for id in Set(ingredients) { try db.execute(sql: "INSERT INTO staple(ingredient_id) VALUES (?)", arguments: [id.rawValue]) }
        }
    }

    /// Adds staples. Returns how many were new.
    @discardableResult
    public func addStaples(_ ingredients: [IngredientID]) throws(UserDataError) -> Int {
        try write { db in try Self.changes(db, "INSERT OR IGNORE INTO staple(ingredient_id) VALUES (?)", for: ingredients) }
    }

    /// Removes staples. Returns how many were staples. With `requireStaples`, all or nothing:
    /// throws ``UserDataError/notStaple(_:)`` and changes nothing when one of them is not a staple.
    @discardableResult
    public func removeStaples(_ ingredients: [IngredientID], requireStaples: Bool = false) throws(UserDataError) -> Int {
        try write { db in
            try Self.removing(db, "DELETE FROM staple WHERE ingredient_id = ?", ingredients, require: requireStaples) {
                UserDataError.notStaple($0.rawValue)
            }
        }
    }

    /// Adds a substitute of the user's own. Returns `false` when it existed already.
    @discardableResult
    public func addSubstitute(_ substitute: StoredSubstitute) throws(UserDataError) -> Bool {
        guard substitute.original != substitute.replacement else { throw .selfSubstitute(substitute.original.rawValue) }
        return try write { db in
            try db.execute(
                sql: "INSERT OR IGNORE INTO user_substitute(original, replacement) VALUES (?, ?)",
                arguments: [substitute.original.rawValue, substitute.replacement.rawValue])
            return db.changesCount > 0
        }
    }

    /// Removes a substitute of the user's own. Returns `false` when there was none.
    @discardableResult
    public func removeSubstitute(_ substitute: StoredSubstitute) throws(UserDataError) -> Bool {
        try write { db in
            try db.execute(
                sql: "DELETE FROM user_substitute WHERE original = ? AND replacement = ?",
                arguments: [substitute.original.rawValue, substitute.replacement.rawValue])
            return db.changesCount > 0
        }
    }

    /// The whole inventory, each list sorted by id.
    public func inventory() throws(UserDataError) -> StoredInventory {
        try read { db in
            StoredInventory(
                owned: try IDRecord.fetchAll(
                    db, sql: "SELECT 'inventory' AS source, ingredient_id AS id FROM inventory ORDER BY ingredient_id"
                ).map { IngredientID($0.id) },
                staples: try IDRecord.fetchAll(
                    db, sql: "SELECT 'staple' AS source, ingredient_id AS id FROM staple ORDER BY ingredient_id"
                ).map { IngredientID($0.id) },
                substitutes: try SubstituteRecord.fetchAll(
                    db, sql: "SELECT original, replacement FROM user_substitute ORDER BY original, replacement"
                ).map(\.substitute))
        }
    }

    /// Runs a delete once per distinct ingredient; with `require`, throws `missing(id)` for the first
    /// that deleted nothing (the caller's transaction then rolls every delete back).
    static func removing(
        _ db: Database, _ sql: String, _ ingredients: [IngredientID], require: Bool, missing: (IngredientID) -> UserDataError
    ) throws -> Int {
        let statement = try db.cachedStatement(sql: sql)
        var removed = 0
        var seen: Set<IngredientID> = []
        for id in ingredients where seen.insert(id).inserted {
            try statement.execute(arguments: [id.rawValue])
            if db.changesCount == 0 && require { throw missing(id) }
            removed += db.changesCount
        }
        return removed
    }

    /// Runs `sql` once per ingredient (its id first, then `extra`) and counts the rows it changed.
    static func changes(
        _ db: Database, _ sql: String, for ingredients: [IngredientID], extra: [any DatabaseValueConvertible] = []
    ) throws -> Int {
        let statement = try db.cachedStatement(sql: sql)
        var changed = 0
        for id in ingredients {
            try statement.execute(arguments: StatementArguments([id.rawValue] + extra))
            changed += db.changesCount
        }
        return changed
    }
}
