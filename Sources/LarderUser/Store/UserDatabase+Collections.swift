import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// Creates an empty collection.
    ///
    /// - Throws: ``UserDataError/emptyName`` or ``UserDataError/collectionExists(_:)`` (names compare case-insensitively).
    public func createCollection(_ name: String, at date: Date = Date()) throws(UserDataError) {
        let name = try Self.collectionName(name)
        try write { db in
            guard try collectionID(name, db) == nil else { throw UserDataError.collectionExists(name) }
            try db.execute(sql: "INSERT INTO collection(name, created_at) VALUES (?, ?)", arguments: [name, date])
        }
    }

    /// Renames a collection.
    public func renameCollection(_ name: String, to newName: String) throws(UserDataError) {
        let newName = try Self.collectionName(newName)
        try write { db in
            guard let id = try collectionID(name, db) else { throw UserDataError.noSuchCollection(name) }
            if let other = try collectionID(newName, db), other != id { throw UserDataError.collectionExists(newName) }
            try db.execute(sql: "UPDATE collection SET name = ? WHERE id = ?", arguments: [newName, id])
        }
    }

    /// Deletes a collection and its membership list (the recipes themselves are untouched).
    public func deleteCollection(_ name: String) throws(UserDataError) {
        try write { db in
            guard let id = try collectionID(name, db) else { throw UserDataError.noSuchCollection(name) }
            try db.execute(sql: "DELETE FROM collection_member WHERE collection_id = ?", arguments: [id])
            try db.execute(sql: "DELETE FROM collection WHERE id = ?", arguments: [id])
        }
    }

    /// Adds recipes to a collection; ones already in it stay where they are. Returns how many were new.
    @discardableResult
    public func addToCollection(_ name: String, _ recipes: [RecipeID], at date: Date = Date()) throws(UserDataError) -> Int {
        try write { db in
            guard let id = try collectionID(name, db) else { throw UserDataError.noSuchCollection(name) }
            var added = 0
            for recipe in recipes {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO collection_member(collection_id, recipe_id, added_at) VALUES (?, ?, ?)",
                    arguments: [id, recipe.rawValue, date])
                added += db.changesCount
            }
            return added
        }
    }

    /// Removes recipes from a collection. Returns how many were in it.
    @discardableResult
    ///
    /// With `requireMembers`, it is all or nothing: a recipe not in the collection throws
    /// ``UserDataError/notInCollection(_:collection:)`` and nothing is removed.
    public func removeFromCollection(_ name: String, _ recipes: [RecipeID], requireMembers: Bool = false) throws(UserDataError) -> Int {
        try write { db in
            guard let id = try collectionID(name, db) else { throw UserDataError.noSuchCollection(name) }
            var removed = 0
            for recipe in recipes {
                try db.execute(sql: "DELETE FROM collection_member WHERE collection_id = ? AND recipe_id = ?", arguments: [id, recipe.rawValue])
                if requireMembers && db.changesCount == 0 { throw UserDataError.notInCollection(recipe.rawValue, collection: name) }
                removed += db.changesCount
            }
            return removed
        }
    }

    /// Every collection with its recipes, by name.
    public func collections() throws(UserDataError) -> [RecipeCollection] {
        try read { db in
            try CollectionRecord.fetchAll(db, sql: "SELECT id, name, created_at FROM collection ORDER BY name COLLATE NOCASE").map { record in
                RecipeCollection(name: record.name, createdAt: record.createdAt, recipes: try members(record.id, db))
            }
        }
    }

    /// One collection.
    public func collection(_ name: String) throws(UserDataError) -> RecipeCollection {
        try read { db in
            guard let record = try CollectionRecord.fetchOne(db, sql: "SELECT id, name, created_at FROM collection WHERE name = ?", arguments: [name]) else {
                throw UserDataError.noSuchCollection(name)
            }
            return RecipeCollection(name: record.name, createdAt: record.createdAt, recipes: try members(record.id, db))
        }
    }

    private func members(_ id: Int64, _ db: Database) throws -> [RecipeID] {
        try CollectionMemberRecord.fetchAll(
            db, sql: "SELECT recipe_id FROM collection_member WHERE collection_id = ? ORDER BY added_at, rowid", arguments: [id]
        ).map(\.recipe)
    }

    private func collectionID(_ name: String, _ db: Database) throws -> Int64? {
        try Int64.fetchOne(db, sql: "SELECT id FROM collection WHERE name = ?", arguments: [name])
    }

    private static func collectionName(_ name: String) throws(UserDataError) -> String {
        let trimmed = name.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { throw .emptyName }
        return trimmed
    }
}
