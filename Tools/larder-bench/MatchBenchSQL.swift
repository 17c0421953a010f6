import Foundation
import GRDB
import LarderMatch

/// The plain SQL anchor of the match benchmark: the same synthetic bar in SQLite, integer ids,
/// and the matching rules written as one GROUP BY / NOT EXISTS query.
///
/// The inventory closure is computed in SQL too and materialised into the table `avail`: a recursive
/// CTE adds every ancestor of what is available, then one `INSERT … SELECT` adds homemade ingredients
/// whose parts are all available; the two repeat until nothing changes.
struct MatchBenchSQL {
    let db: DatabaseQueue

    /// One recipe's answer: best spec (0 = main) and its missing ingredient indices, sorted.
    struct Answer: Hashable {
        var recipe: Int
        var variant: Int
        var missing: [Int]
    }

    /// Creates the schema and loads the bar into a new database at `path`.
    static func load(_ data: MatchBenchData, at path: String) throws -> MatchBenchSQL {
        var configuration = Configuration()
        configuration.prepareDatabase { db in
            try db.execute(sql: "PRAGMA journal_mode = OFF; PRAGMA synchronous = OFF; PRAGMA cache_size = -262144")
        }
        let db = try DatabaseQueue(path: path, configuration: configuration)
        try db.write { db in
            try db.execute(sql: """
                CREATE TABLE ingredient(id INTEGER PRIMARY KEY, parent INTEGER);
                CREATE TABLE ingredient_part(ingredient INTEGER, part INTEGER, PRIMARY KEY (ingredient, part)) WITHOUT ROWID;
                CREATE TABLE substitute(original INTEGER, replacement INTEGER, PRIMARY KEY (original, replacement)) WITHOUT ROWID;
                CREATE TABLE recipe_row(row_id INTEGER PRIMARY KEY, recipe_id INTEGER, variant INTEGER);
                CREATE TABLE line(row_id INTEGER, position INTEGER, ingredient INTEGER, required INTEGER,
                                  PRIMARY KEY (row_id, position)) WITHOUT ROWID;
                CREATE TABLE line_substitute(row_id INTEGER, position INTEGER, ingredient INTEGER,
                                             PRIMARY KEY (row_id, position, ingredient)) WITHOUT ROWID;
                CREATE TABLE owned(ingredient INTEGER PRIMARY KEY);
                CREATE TABLE user_substitute(original INTEGER, replacement INTEGER, PRIMARY KEY (original, replacement)) WITHOUT ROWID;
                CREATE TABLE avail(ingredient INTEGER PRIMARY KEY);
                """)
            let index = { (id: String) in Int(id.dropFirst(4))! }
            for ingredient in data.ingredients {
                let i = index(ingredient.id.rawValue)
                try db.execute(sql: "INSERT INTO ingredient VALUES (?, ?)", arguments: [i, ingredient.parent.map { index($0.rawValue) }])
                for part in Set(ingredient.parts) where index(part.rawValue) != i {
                    try db.execute(sql: "INSERT INTO ingredient_part VALUES (?, ?)", arguments: [i, index(part.rawValue)])
                }
            }
            for rule in data.substitutes where rule.original != rule.replacement {
                let (o, r) = (index(rule.original.rawValue), index(rule.replacement.rawValue))
                try db.execute(sql: "INSERT OR IGNORE INTO substitute VALUES (?, ?)", arguments: [o, r])
                if rule.bidirectional { try db.execute(sql: "INSERT OR IGNORE INTO substitute VALUES (?, ?)", arguments: [r, o]) }
            }
            let row = try db.makeStatement(sql: "INSERT INTO recipe_row VALUES (?, ?, ?)")
            let line = try db.makeStatement(sql: "INSERT INTO line VALUES (?, ?, ?, ?)")
            let lineSub = try db.makeStatement(sql: "INSERT OR IGNORE INTO line_substitute VALUES (?, ?, ?)")
            var rowID = 0
            for r in 0..<data.recipeCount {
                for (variant, spec) in data.specs(ofRecipe: r).enumerated() {
                    try row.execute(arguments: [rowID, r, variant])
                    for (position, l) in spec.enumerated() {
                        try line.execute(arguments: [rowID, position, l.ingredient, l.flags == 0 ? 1 : 0])
                        for s in l.substitutes { try lineSub.execute(arguments: [rowID, position, s]) }
                    }
                    rowID += 1
                }
            }
        }
        return MatchBenchSQL(db: db)
    }

    /// Matches `inventory`: closure into `avail`, then the missing-count query. Returns the recipes
    /// missing at most two, by tier.
    func match(_ inventory: Inventory) throws -> [[Answer]] {
        let index = { (id: String) in Int(id.dropFirst(4))! }
        return try db.write { db in
            try db.execute(sql: "DELETE FROM owned; DELETE FROM user_substitute; DELETE FROM avail")
            for id in inventory.allOwned { try db.execute(sql: "INSERT OR IGNORE INTO owned VALUES (?)", arguments: [index(id.rawValue)]) }
            for rule in inventory.substitutes where rule.original != rule.replacement {
                try db.execute(
                    sql: "INSERT OR IGNORE INTO user_substitute VALUES (?, ?)",
                    arguments: [index(rule.original.rawValue), index(rule.replacement.rawValue)])
            }
            try db.execute(sql: "INSERT INTO avail SELECT ingredient FROM owned")
            var changed = true
            while changed {
                let before = db.totalChangesCount
                try db.execute(sql: """
                    INSERT OR IGNORE INTO avail
                    WITH RECURSIVE up(id) AS (
                        SELECT i.parent FROM avail a JOIN ingredient i ON i.id = a.ingredient WHERE i.parent IS NOT NULL
                        UNION SELECT i.parent FROM up JOIN ingredient i ON i.id = up.id WHERE i.parent IS NOT NULL)
                    SELECT id FROM up
                    """)
                try db.execute(sql: """
                    INSERT OR IGNORE INTO avail
                    SELECT p.ingredient FROM ingredient_part p
                    WHERE p.ingredient NOT IN (SELECT ingredient FROM avail)
                    GROUP BY p.ingredient
                    HAVING count(*) = sum(p.part IN (SELECT ingredient FROM avail))
                    """)
                changed = db.totalChangesCount > before
            }
            var tiers: [[Answer]] = [[], [], []]
            let rows = try Row.fetchCursor(db, sql: """
                WITH missing AS (
                    SELECT l.row_id, count(*) AS n, group_concat(l.ingredient) AS what
                    FROM line l
                    WHERE l.required = 1
                      AND NOT EXISTS (SELECT 1 FROM avail a WHERE a.ingredient = l.ingredient)
                      AND NOT EXISTS (SELECT 1 FROM substitute s JOIN avail a ON a.ingredient = s.replacement
                                      WHERE s.original = l.ingredient)
                      AND NOT EXISTS (SELECT 1 FROM user_substitute s JOIN avail a ON a.ingredient = s.replacement
                                      WHERE s.original = l.ingredient)
                      AND NOT EXISTS (SELECT 1 FROM line_substitute ls JOIN avail a ON a.ingredient = ls.ingredient
                                      WHERE ls.row_id = l.row_id AND ls.position = l.position)
                    GROUP BY l.row_id),
                per_row AS (
                    SELECT r.recipe_id, r.variant, coalesce(m.n, 0) AS n, m.what
                    FROM recipe_row r LEFT JOIN missing m ON m.row_id = r.row_id)
                SELECT recipe_id, variant, min(n * 1000 + variant) AS score, n, what
                FROM per_row GROUP BY recipe_id HAVING n <= 2 ORDER BY recipe_id
                """)
            while let row = try rows.next() {
                let what: String? = row["what"]
                let missing = (what ?? "").split(separator: ",").map { Int($0)! }.sorted()
                let n: Int = row["n"]
                tiers[n].append(Answer(recipe: row["recipe_id"], variant: row["variant"], missing: missing))
            }
            return tiers
        }
    }
}
