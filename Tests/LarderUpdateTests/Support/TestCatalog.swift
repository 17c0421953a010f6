import Foundation
import GRDB
import LarderUpdate

/// A small catalog shaped like Larder's: text primary keys, a dependent table keyed by recipe id, an
/// external-content FTS5 index, and the `meta` stamp.
struct TestCatalog {
    struct Recipe: Hashable {
        var id: String
        var name: String
        var lines: [String]
    }

    var version: Int
    var recipes: [Recipe]

    /// `count` recipes `r0000…` with two lines each.
    static func sample(version: Int = 1, count: Int = 20) -> TestCatalog {
        TestCatalog(
            version: version,
            recipes: (0..<count).map { number in
                Recipe(id: String(format: "r%04d", number), name: "Drink \(number)", lines: ["gin", "lime juice"])
            })
    }

    /// The next version: recipe 1 renamed, recipe 2 gains a line, recipe 3 removed, one recipe added.
    func edited(version: Int? = nil, tag: String = "a") -> TestCatalog {
        var next = self
        next.version = version ?? self.version + 1
        next.recipes[1].name += " \(tag)"
        next.recipes[2].lines.append("dash of \(tag)")
        next.recipes.remove(at: 3)
        next.recipes.append(Recipe(id: "new-\(tag)-\(next.version)", name: "Basil Smash \(tag)", lines: ["gin", "basil"]))
        return next
    }

    /// Writes the catalog to `url` (replacing any file) and returns its stamp.
    @discardableResult
    func write(to url: URL) throws -> CatalogStamp {
        try? FileManager.default.removeItem(at: url)
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    CREATE TABLE ingredient(id TEXT PRIMARY KEY, name TEXT NOT NULL);
                    CREATE TABLE recipe(id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL);
                    CREATE TABLE recipe_line(recipe_id TEXT NOT NULL REFERENCES recipe(id), position INTEGER NOT NULL,
                        ingredient_id TEXT NOT NULL, PRIMARY KEY(recipe_id, position));
                    CREATE VIRTUAL TABLE recipe_fts USING fts5(name, content='recipe', content_rowid='rowid');
                    """)
            for ingredient in Set(recipes.flatMap(\.lines)).sorted() {
                try db.execute(sql: "INSERT INTO ingredient VALUES(?, ?)", arguments: [ingredient, ingredient.capitalized])
            }
            for recipe in recipes {
                try db.execute(sql: "INSERT INTO recipe VALUES(?, ?, 'drink')", arguments: [recipe.id, recipe.name])
                for (position, line) in recipe.lines.enumerated() {
                    try db.execute(sql: "INSERT INTO recipe_line VALUES(?, ?, ?)", arguments: [recipe.id, position, line])
                }
            }
            try TableContentHash().rebuildIndexes(db)
            let hash = try TableContentHash().contentHash(db)
            try db.execute(sql: "INSERT INTO meta VALUES('version', ?), ('content_hash', ?)", arguments: ["\(version)", hash])
            return CatalogStamp(version: version, contentHash: hash)
        }
    }
}

/// Reading a catalog file back for assertions.
enum CatalogProbe {
    static func stamp(_ url: URL) throws -> CatalogStamp {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try CatalogStamp.read(db) }
    }

    /// The actual content hash (not the recorded one).
    static func contentHash(_ url: URL) throws -> String {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try TableContentHash().contentHash(db) }
    }

    /// Recipe ids whose name matches the FTS query.
    static func search(_ url: URL, _ query: String) throws -> [String] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT recipe.id FROM recipe_fts JOIN recipe ON recipe.rowid = recipe_fts.rowid WHERE recipe_fts MATCH ? ORDER BY recipe.id",
                arguments: [query])
        }
    }

    static func integrity(_ url: URL) throws -> String {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }
}

/// A fresh temporary directory, removed when the value is dropped.
final class TemporaryDirectory: @unchecked Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
