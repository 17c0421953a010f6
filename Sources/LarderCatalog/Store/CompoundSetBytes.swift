import FlavorGraph
import Foundation

/// A ``CompoundSet`` as stored: its words as little-endian 8-byte integers.
public enum CompoundSetBytes {
    /// The bytes stored for `set`.
    public static func data(_ set: CompoundSet) -> Data {
        var data = Data(capacity: set.words.count * 8)
        for word in set.words { withUnsafeBytes(of: word.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// The set of `data`; `nil` unless its length is a whole number of words.
    public static func set(_ data: Data) -> CompoundSet? {
        guard data.count % 8 == 0 else { return nil }
        var words: [UInt64] = []
        words.reserveCapacity(data.count / 8)
        let bytes = [UInt8](data)
        for start in stride(from: 0, to: bytes.count, by: 8) {
            var word: UInt64 = 0
            for k in 0..<8 { word |= UInt64(bytes[start + k]) << (8 * UInt64(k)) }
            words.append(word)
        }
        return CompoundSet(words: words)
    }
}
