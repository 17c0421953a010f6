import Foundation

/// One completed update, as the user database records it.
public struct AppliedUpdate: Codable, Sendable, Hashable {
    /// How the catalog was brought up to date.
    public enum Method: String, Codable, Sendable {
        /// A chain of deltas applied in place; a full catalog renamed over the old one.
        case delta, full
    }

    /// When the update was committed.
    public var date: Date
    /// The catalog version before.
    public var fromVersion: Int
    /// The catalog version after.
    public var toVersion: Int
    /// The content hash after.
    public var contentHash: String
    /// Deltas or full catalog.
    public var method: Method
    /// What changed.
    public var summary: ChangeSummary
    /// The feed it came from.
    public var feed: String

    /// A record of an update committed at `date`, from `feed`.
    public init(
        date: Date, fromVersion: Int, toVersion: Int, contentHash: String, method: Method, summary: ChangeSummary,
        feed: String
    ) {
        self.date = date
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.contentHash = contentHash
        self.method = method
        self.summary = summary
        self.feed = feed
    }
}

/// Where completed updates are recorded (LarderKit wires this to the user database's history).
public protocol UpdateLog: Sendable {
    /// Records `record`; called once, after the catalog change is committed.
    func record(_ record: AppliedUpdate) throws
}
