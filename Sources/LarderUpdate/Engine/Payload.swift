import Foundation

/// Checks a downloaded file against its signed manifest and inflates it.
enum Payload {
    /// The inflated content of `data` after its size and SHA-256 match the manifest.
    /// - Throws: ``UpdateError/digestMismatch(_:)``, ``UpdateError/corruptPayload(_:)``.
    static func open(
        _ data: Data, size: Int, sha256: String, inflatedSize: Int, name: String
    ) throws(UpdateError) -> Data {
        guard data.count == size, Digest.sha256(data) == sha256 else { throw .digestMismatch(name) }
        return try Deflate.decompress(data, expectedSize: inflatedSize, name: name)
    }
}
