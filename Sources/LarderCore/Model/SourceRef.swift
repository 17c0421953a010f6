/// Where a fact came from: one of the data sets credited in `Bundle/SOURCES.md`.
public struct SourceRef: Hashable, Codable, Sendable, Comparable {
    /// The data set's short key: `iba`, `bar-assistant`, `opendrinks`, `public-domain-recipes`, `flavorgraph`, `larder`.
    public var dataset: String
    /// The record's identifier within that data set (file name or id), when it has one.
    public var record: String?

    /// A reference to `record` in `dataset`, or to the data set as a whole.
    public init(dataset: String, record: String? = nil) {
        self.dataset = dataset
        self.record = record
    }

    /// Orders by data set key, then by record (no record first).
    public static func < (lhs: Self, rhs: Self) -> Bool {
        (lhs.dataset, lhs.record ?? "") < (rhs.dataset, rhs.record ?? "")
    }
}
