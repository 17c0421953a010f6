import Foundation

/// The feed's table of contents, `index.json`: every published delta and the latest full catalog.
///
/// The index is signed as a whole and embeds each manifest with its own signature, so one download
/// tells a client everything it needs to plan, and every piece verifies on its own.
public struct FeedIndex: Codable, Sendable {
    /// Format tag, `larder-feed-1`.
    public var format: String
    /// The newest catalog version the feed offers.
    public var latestVersion: Int
    /// Content hash of that version.
    public var latestContentHash: String
    /// Every delta, oldest first.
    public var deltas: [Signed<DeltaManifest>]
    /// The latest full catalog, when one was published.
    public var full: Signed<FullCatalogManifest>?

    /// The format tag this release writes and accepts; an index with another is refused.
    public static let currentFormat = "larder-feed-1"
    /// The index's path relative to the feed root.
    public static let path = "index.json"

    /// An index in the current format; with no arguments, an empty feed at version 0.
    public init(
        latestVersion: Int = 0, latestContentHash: String = "", deltas: [Signed<DeltaManifest>] = [],
        full: Signed<FullCatalogManifest>? = nil
    ) {
        self.format = Self.currentFormat
        self.latestVersion = latestVersion
        self.latestContentHash = latestContentHash
        self.deltas = deltas
        self.full = full
    }
}

/// Reading and writing feed documents as pretty JSON.
enum FeedCoding {
    static func encode<T: Encodable>(_ value: T) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        return (try? encoder.encode(value)) ?? Data()
    }

    static func decode<T: Decodable>(_ type: T.Type, from data: Data, name: String) throws(UpdateError) -> T {
        do { return try JSONDecoder().decode(type, from: data) } catch {
            throw .malformedDocument(name, reason: Self.reason(error))
        }
    }

    private static func reason(_ error: any Error) -> String {
        switch error {
        case DecodingError.dataCorrupted: "not valid JSON"
        case let DecodingError.keyNotFound(key, _): "missing \(key.stringValue)"
        case let DecodingError.typeMismatch(_, context), let DecodingError.valueNotFound(_, context):
            "wrong type at \(context.codingPath.map(\.stringValue).joined(separator: "."))"
        default: "unreadable"
        }
    }
}
