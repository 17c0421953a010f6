import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// Plans `entries` in one transaction; an entry already planned (same day, slot and recipe) takes
    /// the new servings. Returns how many were new.
    @discardableResult
    public func addPlanEntries(_ entries: [PlanEntry], at date: Date = Date()) throws(UserDataError) -> Int {
        try write { db in
            var added = 0
            for entry in entries {
                let exists = try Bool.fetchOne(
                    db, sql: "SELECT 1 FROM plan_entry WHERE day = ? AND slot = ? AND recipe_id = ?",
                    arguments: [entry.day.iso, entry.slot.rawValue, entry.recipe.rawValue]) ?? false
                try db.execute(
                    sql: """
                        INSERT INTO plan_entry(day, slot, recipe_id, servings, added_at) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(day, slot, recipe_id) DO UPDATE SET servings = excluded.servings
                        """,
                    arguments: [entry.day.iso, entry.slot.rawValue, entry.recipe.rawValue, entry.servings, date])
                if !exists { added += 1 }
            }
            return added
        }
    }

    /// The entries from `from` to `to` (both included), by day, slot, then recipe.
    public func planEntries(from: PlanDate, to: PlanDate) throws(UserDataError) -> [PlanEntry] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT day, slot, recipe_id, servings FROM plan_entry WHERE day BETWEEN ? AND ? ORDER BY day, recipe_id",
                arguments: [from.iso, to.iso]
            ).map(Self.planEntry).sorted { ($0.day, $0.slot.order, $0.recipe) < ($1.day, $1.slot.order, $1.recipe) }
        }
    }

    /// Removes the entries of `day` (only `slot`'s, only `recipe`'s when given). Returns how many went;
    /// ``UserDataError/notPlanned(_:)`` when none matched, with nothing changed.
    @discardableResult
    public func removePlanEntries(day: PlanDate, slot: MealSlot?, recipe: RecipeID?) throws(UserDataError) -> Int {
        try write { db in
            let (filter, arguments) = Self.match(day: day, slot: slot, recipe: recipe)
            try db.execute(sql: "DELETE FROM plan_entry WHERE \(filter)", arguments: arguments)
            if db.changesCount == 0 { throw UserDataError.notPlanned(Self.describe(day: day, slot: slot, recipe: recipe)) }
            return db.changesCount
        }
    }

    /// Moves the entries of `day` (only `slot`'s, only `recipe`'s when given) to `toDay`, into `toSlot`
    /// when given, else the same slot; one transaction. ``UserDataError/notPlanned(_:)`` when none matched.
    @discardableResult
    public func movePlanEntries(
        day: PlanDate, slot: MealSlot?, recipe: RecipeID?, toDay: PlanDate, toSlot: MealSlot?, at date: Date = Date()
    ) throws(UserDataError) -> Int {
        try write { db in
            let (filter, arguments) = Self.match(day: day, slot: slot, recipe: recipe)
            let moving = try Row.fetchAll(db, sql: "SELECT day, slot, recipe_id, servings FROM plan_entry WHERE \(filter)", arguments: arguments)
                .map(Self.planEntry)
            if moving.isEmpty { throw UserDataError.notPlanned(Self.describe(day: day, slot: slot, recipe: recipe)) }
            try db.execute(sql: "DELETE FROM plan_entry WHERE \(filter)", arguments: arguments)
            for entry in moving {
                try db.execute(
                    sql: """
                        INSERT INTO plan_entry(day, slot, recipe_id, servings, added_at) VALUES (?, ?, ?, ?, ?)
                        ON CONFLICT(day, slot, recipe_id) DO UPDATE SET servings = excluded.servings
                        """,
                    arguments: [toDay.iso, (toSlot ?? entry.slot).rawValue, entry.recipe.rawValue, entry.servings, date])
            }
            return moving.count
        }
    }

    /// Removes every entry from `from` to `to` (both included). Returns how many went.
    @discardableResult
    public func clearPlan(from: PlanDate, to: PlanDate) throws(UserDataError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM plan_entry WHERE day BETWEEN ? AND ?", arguments: [from.iso, to.iso])
            return db.changesCount
        }
    }

    /// Records `recipe` as cooked on `day` (for the plan's history).
    public func recordCooked(_ recipe: RecipeID, servings: Int?, day: PlanDate, at date: Date = Date()) throws(UserDataError) {
        try write { db in
            try db.execute(
                sql: "INSERT INTO plan_cooked(day, recipe_id, servings, at) VALUES (?, ?, ?, ?)",
                arguments: [day.iso, recipe.rawValue, servings, date])
        }
    }

    /// What was cooked, newest first, at most `limit`.
    public func cooked(limit: Int) throws(UserDataError) -> [CookedEntry] {
        try read { db in
            try Row.fetchAll(db, sql: "SELECT day, recipe_id, servings FROM plan_cooked ORDER BY day DESC, id DESC LIMIT ?", arguments: [limit])
                .map { row throws(UserDataError) in
                    let day = try row.field(Column("day"), of: "plan_cooked", as: String.self)
                    guard let date = PlanDate(iso: day) else { throw .corrupt(table: "plan_cooked", column: "day", expected: "a day") }
                    return CookedEntry(
                        day: date, recipe: RecipeID(try row.field(Column("recipe_id"), of: "plan_cooked", as: String.self)),
                        servings: try row.field(Column("servings"), of: "plan_cooked", as: Int?.self))
                }
        }
    }

    /// Entries planned before `day`, newest first, at most `limit`.
    public func pastPlanEntries(before day: PlanDate, limit: Int) throws(UserDataError) -> [PlanEntry] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT day, slot, recipe_id, servings FROM plan_entry WHERE day < ? ORDER BY day DESC, recipe_id LIMIT ?",
                arguments: [day.iso, limit]
            ).map(Self.planEntry)
        }
    }

    /// The recipes planned most often (any day), most first, at most `limit`.
    public func mostPlanned(limit: Int) throws(UserDataError) -> [PlanCount] {
        try read { db in
            try Row.fetchAll(
                db, sql: "SELECT recipe_id, COUNT(*) AS times FROM plan_entry GROUP BY recipe_id ORDER BY times DESC, recipe_id LIMIT ?",
                arguments: [limit]
            ).map { row throws(UserDataError) in
                PlanCount(
                    recipe: RecipeID(try row.field(Column("recipe_id"), of: "plan_entry", as: String.self)),
                    times: try row.field(Column("times"), of: "plan_entry", as: Int.self))
            }
        }
    }

    static func planEntry(_ row: Row) throws(UserDataError) -> PlanEntry {
        let day = try row.field(Column("day"), of: "plan_entry", as: String.self)
        let slot = try row.field(Column("slot"), of: "plan_entry", as: String.self)
        guard let date = PlanDate(iso: day) else { throw .corrupt(table: "plan_entry", column: "day", expected: "a day (YYYY-MM-DD)") }
        guard let meal = MealSlot(rawValue: slot) else { throw .corrupt(table: "plan_entry", column: "slot", expected: "a meal slot") }
        return PlanEntry(
            day: date, slot: meal, recipe: RecipeID(try row.field(Column("recipe_id"), of: "plan_entry", as: String.self)),
            servings: try row.field(Column("servings"), of: "plan_entry", as: Int?.self))
    }

    static func match(day: PlanDate, slot: MealSlot?, recipe: RecipeID?) -> (String, StatementArguments) {
        var filter = "day = ?"
        var arguments: StatementArguments = [day.iso]
        if let slot {
            filter += " AND slot = ?"
            arguments += [slot.rawValue]
        }
        if let recipe {
            filter += " AND recipe_id = ?"
            arguments += [recipe.rawValue]
        }
        return (filter, arguments)
    }

    static func describe(day: PlanDate, slot: MealSlot?, recipe: RecipeID?) -> String {
        [recipe?.rawValue, slot?.rawValue, day.iso].compactMap { $0 }.joined(separator: " at ")
    }
}
