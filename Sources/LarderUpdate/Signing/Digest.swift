import Crypto
import Foundation
import LarderCore

/// SHA-256 helpers in the lowercase hex form that manifests carry.
public enum Digest {
    /// Lowercase hex SHA-256 of `data`.
    /// - Complexity: O(n).
    public static func sha256(_ data: Data) -> String { hex(SHA256.hash(data: data)) }

    static func hex(_ digest: SHA256.Digest) -> String { PrintfText.hex(digest) }
}
