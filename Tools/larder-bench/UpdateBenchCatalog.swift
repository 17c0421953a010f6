import Foundation
import GRDB
import LarderUpdate

/// A synthetic catalog shaped like Larder's (text keys, recipe lines keyed by recipe, an external-content
/// FTS5 index), for the update benchmark until the builder's synthetic generator is available.
struct UpdateBenchCatalog {
    let recipes: Int
    let seed: UInt64

    /// Writes version `version`: recipes whose index is in `changed` get another name and line amounts,
    /// those in `removed` are left out, and `added` new recipes follow the others.
    func write(to url: URL, version: Int, changed: Set<Int> = [], removed: Set<Int> = [], added: Int = 0) throws {
        try? FileManager.default.removeItem(at: url)
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        try queue.write { db in
            try db.execute(
                sql: """
                    CREATE TABLE meta(key TEXT PRIMARY KEY, value TEXT NOT NULL);
                    CREATE TABLE ingredient(id TEXT PRIMARY KEY, name TEXT NOT NULL, category TEXT NOT NULL);
                    CREATE TABLE recipe(id TEXT PRIMARY KEY, name TEXT NOT NULL, kind TEXT NOT NULL, glass TEXT,
                        method TEXT, instructions TEXT NOT NULL);
                    CREATE TABLE recipe_line(recipe_id TEXT NOT NULL, position INTEGER NOT NULL, ingredient_id TEXT NOT NULL,
                        amount_text TEXT NOT NULL, quantity REAL, unit TEXT, PRIMARY KEY(recipe_id, position));
                    CREATE VIRTUAL TABLE recipe_fts USING fts5(name, instructions, content='recipe', content_rowid='rowid');
                    """)
            let words = ["gin", "rum", "lime", "mint", "sugar", "bitters", "vermouth", "tonic", "lemon", "basil",
                         "orange", "soda", "whiskey", "honey", "ginger", "cream", "egg", "salt", "chili", "coffee"]
            for number in 0..<500 {
                try db.execute(
                    sql: "INSERT INTO ingredient VALUES(?, ?, ?)",
                    arguments: ["ing-\(number)", "\(words[number % words.count]) \(number)", "cat-\(number % 17)"])
            }
            let insertRecipe = try db.makeStatement(sql: "INSERT INTO recipe VALUES(?, ?, 'drink', 'coupe', 'shaken', ?)")
            let insertLine = try db.makeStatement(sql: "INSERT INTO recipe_line VALUES(?, ?, ?, ?, ?, 'ml')")
            for number in 0..<(recipes + added) where !removed.contains(number) {
                let edit = changed.contains(number) ? 1 : 0
                var random = SplitMix(seed: seed &+ UInt64(number))
                let name = "\(words[Int(random.next() % 20)].capitalized) \(words[Int(random.next() % 20)]) \(number)"
                let lines = 3 + Int(random.next() % 6)
                let instructions = (0..<lines).map { _ in words[Int(random.next() % 20)] }.joined(separator: " ")
                try insertRecipe.execute(arguments: [String(format: "rec-%06d", number), name + (edit == 1 ? " v2" : ""), instructions])
                for position in 0..<lines {
                    let amount = 10 + Int(random.next() % 50) + edit * 5
                    try insertLine.execute(arguments: [
                        String(format: "rec-%06d", number), position, "ing-\(random.next() % 500)", "\(amount) ml", Double(amount),
                    ])
                }
            }
            let maintenance = TableContentHash()
            try maintenance.rebuildIndexes(db)
            let hash = try maintenance.contentHash(db)
            try db.execute(sql: "INSERT INTO meta VALUES('version', ?), ('content_hash', ?)", arguments: ["\(version)", hash])
        }
    }
}

/// A small deterministic generator so both catalog versions agree on unchanged recipes.
struct SplitMix {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
