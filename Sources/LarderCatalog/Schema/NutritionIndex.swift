import Foundation
import GRDB
import LarderCore

/// The stored nutrition per serving of every recipe (``CatalogSchema``'s `recipe_nutrition`): what
/// ``CatalogStore/computedNutrition(_:recipes:)`` gives from the content, each row stamped with the rules'
/// ``version`` it was computed by. Derived like the full-text index and rewritten wherever it is
/// (``CatalogIndex``: compile, full install, delta install), so `larder show` reads one row instead of the
/// recipe's lines and its ingredients' facts, measures and unit weights. A row stamped with other rules'
/// ``version`` is not read: the summary is computed instead. Like `recipe_main_ingredient`, the rows follow
/// the content because every writer of the content refreshes them; `larder doctor` compares them with the
/// computation from the content, so rows a writer left behind are found.
public enum NutritionIndex {
    /// The rules the stored rows were computed by; raise it when ``LarderCore/NutritionCalculator`` changes.
    /// (2: salt for the cooking water, drained away, left out.)
    public static let version = 2

    /// The stamp of rows computed by this build's rules. One value for every row: an update that changes
    /// a few recipes rewrites their rows only, not a stamp on all of them.
    static let stamp = "\(version)"

    /// SQL for the stamp that current rows hold.
    static let currentStamp = "'\(version)'"

    /// Rewrites `recipe_nutrition` from the catalog's rows: every row, or, after an update, only those of
    /// `recipes` (the recipes whose lines or ingredients it changed) when every row was computed by these
    /// rules; the other rows are left as they are. A catalog without the table is left as it is.
    ///
    /// - Complexity: one read of the main-spec lines and their ingredients (O(L + I)) and one row per recipe
    ///   computed, of all recipes or of `recipes`; plus one pass over the table's stamps.
    public static func refill(_ db: Database, recipes: [RecipeID]? = nil) throws {
        guard try db.hasTable("recipe_nutrition") else { return }
        let insert = try db.makeStatement(sql: """
            INSERT INTO recipe_nutrition (recipe_id, stamp, servings, servings_stated, weighed_g, covered_g, kcal, protein_g, fat_g,
                saturated_fat_g, carbohydrate_g, sugars_g, fibre_g, sodium_mg, unweighed, unmeasured, uncovered, energy_only)
            VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
            """)
        let encoder = JSONEncoder()
        encoder.outputFormatting = .withoutEscapingSlashes  // the plain lists ``Row/plainStringList(_:)`` reads without a decoder
        func list(_ names: [String]) throws -> String { String(decoding: try encoder.encode(names), as: UTF8.self) }
        func write(_ summaries: [RecipeID: NutritionSummary]) throws {
            for (id, summary) in summaries.sorted(by: { $0.key < $1.key }) {
                let facts = summary.perServing
                try insert.execute(arguments: [
                    id.rawValue, stamp, summary.servings, summary.servingsStated, summary.weighedGrams, summary.coveredGrams, facts.kcal,
                    facts.protein, facts.fat, facts.saturatedFat, facts.carbohydrate, facts.sugars, facts.fibre, facts.sodiumMg,
                    try list(summary.unweighed), try list(summary.unmeasured), try list(summary.uncovered), try list(summary.energyOnly),
                ])
            }
        }
        let wasCurrent = try Bool.fetchOne(db, sql: "SELECT NOT EXISTS (SELECT 1 FROM recipe_nutrition WHERE stamp <> ?)", arguments: [stamp])
            ?? false
        guard let recipes, wasCurrent else {
            try db.execute(sql: "DELETE FROM recipe_nutrition")
            try write(try CatalogStore.computedNutrition(db, recipes: nil))
            return
        }
        // The rows left are those of recipes whose inputs did not change.
        try BoundIDs.forEachChunk(recipes.map(\.rawValue)) { marks, chunk in
            try db.execute(sql: "DELETE FROM recipe_nutrition WHERE recipe_id IN (\(marks))", arguments: StatementArguments(chunk))
            try write(try CatalogStore.computedNutrition(db, recipes: chunk.map { RecipeID($0) }))
        }
    }

    /// The current stored summaries of `recipes` (every recipe when `nil`); a recipe without a current row
    /// (none stored, or stamped by other rules) is left out.
    ///
    /// - Complexity: O(recipes asked for) index lookups, O(recipes) for all.
    static func stored(_ db: Database, recipes: [RecipeID]?) throws -> [RecipeID: NutritionSummary] {
        guard try db.hasTable("recipe_nutrition") else { return [:] }
        var out: [RecipeID: NutritionSummary] = [:]
        func read(_ filter: String, _ arguments: StatementArguments) throws {
            try StatementColumns.forEach(db, sql: """
                SELECT recipe_id, servings, servings_stated, weighed_g, covered_g, kcal, protein_g, fat_g, saturated_fat_g,
                    carbohydrate_g, sugars_g, fibre_g, sodium_mg, unweighed, unmeasured, uncovered, energy_only
                FROM recipe_nutrition WHERE stamp = \(currentStamp)\(filter)
                """, arguments: arguments) { row in
                let facts = NutritionFacts(
                    kcal: try row.number(5, "kcal"), protein: try row.optionalNumber(6, "protein_g"), fat: try row.optionalNumber(7, "fat_g"),
                    saturatedFat: try row.optionalNumber(8, "saturated_fat_g"), carbohydrate: try row.optionalNumber(9, "carbohydrate_g"),
                    sugars: try row.optionalNumber(10, "sugars_g"), fibre: try row.optionalNumber(11, "fibre_g"),
                    sodiumMg: try row.optionalNumber(12, "sodium_mg"))
                out[RecipeID(try row.text(0, "recipe_id"))] = NutritionSummary(
                    perServing: facts, servings: try row.integer(1, "servings"), servingsStated: try row.flag(2, "servings_stated"),
                    weighedGrams: try row.number(3, "weighed_g"), coveredGrams: try row.number(4, "covered_g"),
                    unweighed: try row.stringList(13, "unweighed"), unmeasured: try row.stringList(14, "unmeasured"),
                    uncovered: try row.stringList(15, "uncovered"), energyOnly: try row.stringList(16, "energy_only"))
            }
        }
        guard let recipes else {
            try read("", StatementArguments())
            return out
        }
        try BoundIDs.forEachChunk(recipes.map(\.rawValue)) { marks, chunk in
            try read(" AND recipe_id IN (\(marks))", StatementArguments(chunk))
        }
        return out
    }

    /// What is wrong with the stored nutrition, for `larder doctor`: missing, stamped by other rules, or
    /// differing from the computation from the content; `nil` when it is right.
    ///
    /// - Complexity: as ``refill(_:)``, without the writes.
    static func problem(_ db: Database) throws -> String? {
        guard try db.hasTable("recipe_nutrition") else { return "is missing" }
        let foreign = try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe_nutrition WHERE stamp <> ?", arguments: [stamp]) ?? 0
        if foreign > 0 {
            return "is stale: \(foreign) rows were computed by other rules than this larder's (\(version))"
        }
        let stored = try stored(db, recipes: nil)
        let computed = try CatalogStore.computedNutrition(db, recipes: nil)
        let differing = Set(stored.keys).union(computed.keys).filter { stored[$0] != computed[$0] }
        guard differing.isEmpty else {
            let example = differing.map(\.rawValue).min().map { ", \($0) among them" } ?? ""
            return "does not match the recipes (\(differing.count) recipes differ\(example))"
        }
        return nil
    }
}
