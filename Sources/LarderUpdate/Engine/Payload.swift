import Foundation

/// Checks a downloaded file against its signed manifest and inflates it.
enum Payload {
    /// The inflated content of `data` after its size and SHA-256 match the manifest.
    /// - Throws: ``UpdateError/digestMismatch(_:)``, ``UpdateError/corruptPayload(_:)``.
    static func open(
        _ data: Data, size: Int, sha256: String, inflatedSize: Int, name: String
    ) throws(UpdateError) -> Data {
        try validateSizes(size: size, inflatedSize: inflatedSize, name: name)
        guard data.count == size, Digest.sha256(data) == sha256 else { throw .digestMismatch(name) }
        return try Deflate.decompress(data, expectedSize: inflatedSize, name: name)
    }

    /// Checks a manifest's announced sizes (signed, but still not to be trusted with an allocation):
    /// both non-negative and within ``FeedLimits``.
    static func validateSizes(size: Int, inflatedSize: Int, name: String) throws(UpdateError) {
        try FeedLimits.validate(size, maximum: FeedLimits.maxPayloadBytes, name: name)
        try FeedLimits.validate(inflatedSize, maximum: FeedLimits.maxInflatedBytes, name: "\(name) inflated")
    }
}
