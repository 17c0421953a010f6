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
        data.withUnsafeBytes { set($0) }
    }

    /// The set of `raw` (as from `Data`), read in place.
    public static func set(_ raw: UnsafeRawBufferPointer) -> CompoundSet? {
        guard raw.count % 8 == 0 else { return nil }
        let count = raw.count / 8
        return CompoundSet(words: [UInt64](unsafeUninitializedCapacity: count) { words, initialized in
            for i in 0..<count { words[i] = UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: i * 8, as: UInt64.self)) }
            initialized = count
        })
    }
}
