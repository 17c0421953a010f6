import Crypto
import Foundation

/// SHA-256 helpers in the lowercase hex form that manifests carry.
public enum Digest {
    /// Lowercase hex SHA-256 of `data`.
    /// - Complexity: O(n).
    public static func sha256(_ data: Data) -> String { hex(SHA256.hash(data: data)) }

    static func hex(_ digest: SHA256.Digest) -> String {
        digest.map { byte in
            let text = String(byte, radix: 16)
            return byte < 16 ? "0" + text : text
        }.joined()
    }
}
