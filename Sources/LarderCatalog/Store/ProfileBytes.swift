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
        guard data.count == TasteAxis.allCases.count * 8 else { return nil }
        var values: [Double] = []
        values.reserveCapacity(TasteAxis.allCases.count)
        data.withUnsafeBytes { raw in
            for start in stride(from: 0, to: raw.count, by: 8) {
                var bits: UInt64 = 0
                for k in 0..<8 { bits |= UInt64(raw[start + k]) << (8 * UInt64(k)) }
                values.append(Double(bitPattern: bits))
            }
        }
        return TasteProfile(values: values)
    }
}
