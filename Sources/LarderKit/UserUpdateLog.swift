import Foundation
import LarderUpdate
import LarderUser

/// Records applied catalog updates in the user database's update history.
///
/// The only write an update makes to user data: favorites, collections, ratings and inventory are never
/// touched, whatever the update removed.
public struct UserUpdateLog: UpdateLog {
    /// The user database whose update history is appended to.
    public let database: UserDatabase

    /// A log writing to `database`.
    public init(database: UserDatabase) { self.database = database }

    /// Appends one applied update (versions, recipe counts, method and feed) to the history.
    public func record(_ update: AppliedUpdate) throws {
        try database.recordUpdate(
            UpdateRecord(
                appliedAt: update.date, fromVersion: update.fromVersion, toVersion: update.toVersion,
                added: update.summary.recipesAdded, changed: update.summary.recipesChanged,
                removed: update.summary.recipesRemoved, source: "\(update.method.rawValue) from \(update.feed)"))
    }
}

extension UpdateRecord {
    /// "v1 → v2 on 2026-11-22: 1 added, 2 changed, 0 removed (delta from …)".
    public var text: String {
        let day = ISO8601DateFormatter.string(from: appliedAt, timeZone: .gmt, formatOptions: [.withFullDate])
        return "v\(fromVersion) → v\(toVersion) on \(day): \(added) added, \(changed) changed, \(removed) removed (\(source))"
    }
}
