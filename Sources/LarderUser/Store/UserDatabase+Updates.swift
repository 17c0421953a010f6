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
            try Row.fetchAll(db, sql: "SELECT * FROM update_history ORDER BY id").map {
                UpdateRecord(
                    appliedAt: $0["applied_at"], fromVersion: $0["from_version"], toVersion: $0["to_version"],
                    added: $0["added"], changed: $0["changed"], removed: $0["removed"], source: $0["source"])
            }
        }
    }
}
