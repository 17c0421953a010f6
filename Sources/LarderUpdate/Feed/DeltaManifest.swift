/// What a delta file is and what it turns into: signed, so nothing in it can be altered unnoticed.
public struct DeltaManifest: Codable, Sendable, Hashable {
    /// Format tag, `larder-delta-1`.
    public var format: String
    /// The catalog version the delta applies to.
    public var fromVersion: Int
    /// The catalog version it produces.
    public var toVersion: Int
    /// Content hash of the base catalog.
    public var fromContentHash: String
    /// Content hash of the catalog after applying.
    public var toContentHash: String
    /// The delta file's path relative to the feed root.
    public var file: String
    /// Size of the compressed delta file in bytes.
    public var size: Int
    /// Size of the inflated SQLite changeset in bytes.
    public var changesetSize: Int
    /// Lowercase hex SHA-256 of the compressed delta file.
    public var sha256: String

    /// The format tag this release writes and accepts; a delta with another is refused.
    public static let currentFormat = "larder-delta-1"

    /// A manifest in the current format for the delta file at `file` (relative to the feed root).
    public init(
        fromVersion: Int, toVersion: Int, fromContentHash: String, toContentHash: String,
        file: String, size: Int, changesetSize: Int, sha256: String
    ) {
        self.format = Self.currentFormat
        self.fromVersion = fromVersion
        self.toVersion = toVersion
        self.fromContentHash = fromContentHash
        self.toContentHash = toContentHash
        self.file = file
        self.size = size
        self.changesetSize = changesetSize
        self.sha256 = sha256
    }

    /// A short name for messages: `delta 3→4`.
    public var name: String { "delta \(fromVersion)→\(toVersion)" }
}

/// A whole catalog, compressed: the fallback when no chain of deltas reaches the latest version.
public struct FullCatalogManifest: Codable, Sendable, Hashable {
    /// Format tag, `larder-full-1`.
    public var format: String
    /// The catalog's version.
    public var version: Int
    /// The catalog's content hash.
    public var contentHash: String
    /// The compressed file's path relative to the feed root.
    public var file: String
    /// Size of the compressed file in bytes.
    public var size: Int
    /// Size of the SQLite file in bytes.
    public var catalogSize: Int
    /// Lowercase hex SHA-256 of the compressed file.
    public var sha256: String

    /// The format tag this release writes.
    public static let currentFormat = "larder-full-1"

    /// A manifest in the current format for the compressed catalog at `file` (relative to the feed root).
    public init(version: Int, contentHash: String, file: String, size: Int, catalogSize: Int, sha256: String) {
        self.format = Self.currentFormat
        self.version = version
        self.contentHash = contentHash
        self.file = file
        self.size = size
        self.catalogSize = catalogSize
        self.sha256 = sha256
    }

    /// A short name for messages: `full catalog 4`.
    public var name: String { "full catalog \(version)" }
}
