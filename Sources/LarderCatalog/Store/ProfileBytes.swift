import Foundation
import LarderCore

/// A ``TasteProfile`` as `flavor_node` stores it: its ``TasteProfile/values`` as little-endian 8-byte
/// doubles, one per axis in ``TasteAxis`` order (read back without parsing JSON).
enum ProfileBytes {
    /// The bytes stored for `profile`.
    static func data(_ profile: TasteProfile) -> Data {
        var data = Data(capacity: profile.values.count * 8)
        for value in profile.values { withUnsafeBytes(of: value.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
        return data
    }

    /// The profile of `data`; `nil` unless it holds one value in 0…5 for each axis.
    static func profile(_ data: Data) -> TasteProfile? {
        data.withUnsafeBytes { profile($0) }
    }

    /// The profile of `raw` (as from `Data`), read in place.
    static func profile(_ raw: UnsafeRawBufferPointer) -> TasteProfile? {
        let count = TasteAxis.allCases.count
        guard raw.count == count * 8 else { return nil }
        return TasteProfile(values: [Double](unsafeUninitializedCapacity: count) { values, initialized in
            for axis in 0..<count {
                values[axis] = Double(bitPattern: UInt64(littleEndian: raw.loadUnaligned(fromByteOffset: axis * 8, as: UInt64.self)))
            }
            initialized = count
        })
    }
}
