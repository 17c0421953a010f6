import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// The prefix of every user recipe's id, which no catalog id has.
    public static let userRecipePrefix = "my-"

    /// Saves a recipe as the user's own in one transaction, recognising one stored already: the same
    /// source URL and title is updated (or skipped when nothing changed); the same title and ingredient
    /// lines from elsewhere is skipped. With `collection`, the recipe is also put in that collection
    /// (created if needed) in the same transaction. With `dryRun`, nothing is written and the result
    /// says what would happen.
    public func saveUserRecipe(
        _ draft: UserRecipeDraft, collection: String? = nil, dryRun: Bool = false, at date: Date = Date()
    ) throws(UserDataError) -> UserRecipeSave {
        let folded = Folding.fold(draft.title)
        let decide = { (db: Database) throws -> UserRecipeSave in
            if let url = draft.sourceURL,
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, content_key, body FROM user_recipe WHERE source_url = ? AND title_folded = ? ORDER BY id LIMIT 1",
                    arguments: [url, folded])
            {
                let id = RecipeID(try row.field(Column("id"), of: "user_recipe", as: String.self))
                if try row.field(Column("body"), of: "user_recipe", as: String.self) == draft.body { return .skipped(id, reason: "already imported from \(url)") }
                return .updated(id)
            }
            if let id = try String.fetchOne(
                db, sql: "SELECT id FROM user_recipe WHERE content_key = ? ORDER BY id LIMIT 1", arguments: [draft.contentKey])
            {
                return .skipped(RecipeID(id), reason: "same title and ingredients as \(id)")
            }
            return .added(try Self.freeID(for: draft.title, db))
        }
        if dryRun { return try read(decide) }
        return try write { db in
            let outcome = try decide(db)
            switch outcome {
            case .added(let id):
                try db.execute(
                    sql: """
                        INSERT INTO user_recipe(id, title, title_folded, kind, source_url, content_key, body, imported_at, updated_at)
                        VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)
                        """,
                    arguments: [id.rawValue, draft.title, folded, draft.kind.rawValue, draft.sourceURL, draft.contentKey, draft.body, date, date])
                try Self.insertLines(draft.lines, of: id, db)
            case .updated(let id):
                try db.execute(
                    sql: "UPDATE user_recipe SET title = ?, kind = ?, content_key = ?, body = ?, updated_at = ? WHERE id = ?",
                    arguments: [draft.title, draft.kind.rawValue, draft.contentKey, draft.body, date, id.rawValue])
                try db.execute(sql: "DELETE FROM user_recipe_line WHERE recipe_id = ?", arguments: [id.rawValue])
                try Self.insertLines(draft.lines, of: id, db)
            case .skipped:
                break
            }
            if let collection {
                let name = collection.trimmingWhitespace()
                guard !name.isEmpty else { throw UserDataError.emptyName }
                try db.execute(sql: "INSERT OR IGNORE INTO collection(name, created_at) VALUES (?, ?)", arguments: [name, date])
                try db.execute(
                    sql: """
                        INSERT OR IGNORE INTO collection_member(collection_id, recipe_id, added_at)
                        SELECT id, ?, ? FROM collection WHERE name = ?
                        """,
                    arguments: [outcome.id.rawValue, date, name])
            }
            return outcome
        }
    }

    /// Replaces a stored recipe's content (an edit), keeping its id and import time.
    public func replaceUserRecipe(_ id: RecipeID, with draft: UserRecipeDraft, at date: Date = Date()) throws(UserDataError) {
        try write { db in
            try db.execute(
                sql: "UPDATE user_recipe SET title = ?, title_folded = ?, kind = ?, content_key = ?, body = ?, updated_at = ? WHERE id = ?",
                arguments: [draft.title, Folding.fold(draft.title), draft.kind.rawValue, draft.contentKey, draft.body, date, id.rawValue])
            guard db.changesCount > 0 else { throw UserDataError.noSuchRecipe(id.rawValue) }
            try db.execute(sql: "DELETE FROM user_recipe_line WHERE recipe_id = ?", arguments: [id.rawValue])
            try Self.insertLines(draft.lines, of: id, db)
        }
    }

    /// Deletes one of the user's recipes, with its favorite, rating and collection entries.
    /// - Throws: ``UserDataError/noSuchRecipe(_:)`` when no user recipe has this id.
    public func deleteUserRecipe(_ id: RecipeID) throws(UserDataError) {
        try write { db in
            try db.execute(sql: "DELETE FROM user_recipe WHERE id = ?", arguments: [id.rawValue])
            guard db.changesCount > 0 else { throw UserDataError.noSuchRecipe(id.rawValue) }
            for table in ["favorite", "rating", "collection_member"] {
                try db.execute(sql: "DELETE FROM \(table) WHERE recipe_id = ?", arguments: [id.rawValue])
            }
        }
    }

    /// Every user recipe, by title.
    ///
    /// Most users have none: a check that reads no column comes first, since preparing `SELECT *` over the
    /// table's columns costs a search about 0.25 M instructions.
    public func userRecipes() throws(UserDataError) -> [StoredUserRecipe] {
        try read { db in
            guard try Bool.fetchOne(db, sql: "SELECT EXISTS (SELECT 1 FROM user_recipe)") == true else { return [] }
            return try Self.fetchRecipes(db, sql: "SELECT * FROM user_recipe ORDER BY title_folded, id", arguments: [])
        }
    }

    /// The user recipe with this id, or `nil`.
    public func userRecipe(_ id: RecipeID) throws(UserDataError) -> StoredUserRecipe? {
        try read { db in try Self.fetchRecipes(db, sql: "SELECT * FROM user_recipe WHERE id = ?", arguments: [id.rawValue]).first }
    }

    /// The user recipes whose folded title is `title` folded.
    public func userRecipes(titled title: String) throws(UserDataError) -> [StoredUserRecipe] {
        try read { db in
            try Self.fetchRecipes(db, sql: "SELECT * FROM user_recipe WHERE title_folded = ? ORDER BY id", arguments: [Folding.fold(title)])
        }
    }

    // MARK: Rows

    static func fetchRecipes(_ db: Database, sql: String, arguments: StatementArguments) throws -> [StoredUserRecipe] {
        var recipes: [StoredUserRecipe] = []
        for row in try Row.fetchAll(db, sql: sql, arguments: arguments) {
            let id: String = try row.field(Column("id"), of: "user_recipe")
            let kindText: String = try row.field(Column("kind"), of: "user_recipe")
            guard let kind = RecipeKind(rawValue: kindText) else {
                throw UserDataError.corrupt(table: "user_recipe", column: "kind", expected: "drink or dish")
            }
            var lines: [UserRecipeLine] = []
            let lineRows = try Row.fetchAll(
                db, sql: "SELECT ingredient_id, text FROM user_recipe_line WHERE recipe_id = ? ORDER BY position", arguments: [id])
            for line in lineRows {
                let ingredient: String? = try line.field(Column("ingredient_id"), of: "user_recipe_line")
                let text: String = try line.field(Column("text"), of: "user_recipe_line")
                lines.append(UserRecipeLine(ingredient: ingredient.map { IngredientID($0) }, text: text))
            }
            let title: String = try row.field(Column("title"), of: "user_recipe")
            let source: String? = try row.field(Column("source_url"), of: "user_recipe")
            let key: String = try row.field(Column("content_key"), of: "user_recipe")
            let body: String = try row.field(Column("body"), of: "user_recipe")
            let imported: Date = try row.field(Column("imported_at"), of: "user_recipe")
            let updated: Date = try row.field(Column("updated_at"), of: "user_recipe")
            recipes.append(StoredUserRecipe(
                id: RecipeID(id), title: title, kind: kind, sourceURL: source, contentKey: key, body: body, lines: lines,
                importedAt: imported, updatedAt: updated))
        }
        return recipes
    }

    static func insertLines(_ lines: [UserRecipeLine], of id: RecipeID, _ db: Database) throws {
        let statement = try db.cachedStatement(
            sql: "INSERT INTO user_recipe_line(recipe_id, position, ingredient_id, text) VALUES (?, ?, ?, ?)")
        for (position, line) in lines.enumerated() {
            try statement.execute(arguments: [id.rawValue, position, line.ingredient?.rawValue, line.text])
        }
    }

    /// `my-<slug>`, with `-2`, `-3`… when taken.
    static func freeID(for title: String, _ db: Database) throws -> RecipeID {
        let slug = Slug.make(title)
        let base = userRecipePrefix + (slug.isEmpty ? "recipe" : String(slug.prefix(80)))
        var candidate = base
        var number = 1
        while try Bool.fetchOne(db, sql: "SELECT EXISTS(SELECT 1 FROM user_recipe WHERE id = ?)", arguments: [candidate]) == true {
            number += 1
            candidate = "\(base)-\(number)"
        }
        return RecipeID(candidate)
    }
}
