import Foundation
import GRDB
import LarderCore

extension UserDatabase {
    /// Records that a recipe was viewed.
    public func recordView(_ recipe: RecipeID, at date: Date = Date()) throws(UserDataError) {
        try record(.view, recipe.rawValue, at: date)
    }

    /// Records a search's text (blank searches are not recorded).
    public func recordSearch(_ text: String, at date: Date = Date()) throws(UserDataError) {
        let text = text.trimmingFoundationWhitespaceAndNewlines()
        guard !text.isEmpty else { return }
        try record(.search, text, at: date)
    }

    private func record(_ kind: HistoryEntry.Kind, _ value: String, at date: Date) throws(UserDataError) {
        try append(sql: "INSERT INTO history(kind, value, at) VALUES (?, ?, ?)", arguments: [kind.rawValue, value, StoredDate.value(date)])
    }

    /// The last `limit` distinct entries of one kind, most recent first.
    public func history(_ kind: HistoryEntry.Kind, limit: Int) throws(UserDataError) -> [HistoryEntry] {
        try read { db in
            try HistoryRecord.fetchAll(db, sql: """
                SELECT value, max(id) AS last, at FROM history WHERE kind = ?
                GROUP BY value ORDER BY last DESC LIMIT ?
                """, arguments: [kind.rawValue, max(limit, 0)]
            ).map { HistoryEntry(kind: kind, value: $0.value, at: $0.at) }
        }
    }

    /// How many entries of one kind were ever recorded (repeats included).
    public func historyCount(_ kind: HistoryEntry.Kind) throws(UserDataError) -> Int {
        try read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM history WHERE kind = ?", arguments: [kind.rawValue]) ?? 0 }
    }

    /// Forgets the whole history. Returns how many entries there were.
    @discardableResult
    public func clearHistory() throws(UserDataError) -> Int {
        try write { db in
            try db.execute(sql: "DELETE FROM history")
            return db.changesCount
        }
    }
}
