import Foundation
import GRDB

extension UserDatabase {
    /// Appends one applied catalog update to `update_history`.
    public func recordUpdate(_ update: UpdateRecord) throws(UserDataError) {
        try write { db in
            try db.execute(
                sql: """
                    INSERT INTO update_history(applied_at, from_version, to_version, added, changed, removed, source)
                    VALUES (?, ?, ?, ?, ?, ?, ?)
                    """,
                arguments: [update.appliedAt, update.fromVersion, update.toVersion, update.added, update.changed, update.removed, update.source])
        }
    }

    /// Every applied update, oldest first.
    public func updateHistory() throws(UserDataError) -> [UpdateRecord] {
        try read { db in
            try UpdateHistoryRecord.fetchAll(db, sql: "SELECT * FROM update_history ORDER BY id").map(\.update)
        }
    }
}
