import CStandardStreams

/// Numbers written with a fixed count of digits after the point.
public enum FixedDecimal {
    /// `value` with `digits` digits after the point (0–20), the text C's `printf("%.*f")` writes and so the text
    /// `String(format: "%.1f", value)` gives: rounded to nearest (ties to even on the exact binary value),
    /// "-0.0" for a small negative value, "nan" and "inf" spelled as C spells them.
    ///
    /// `String(format:)` packs its arguments as `CVarArg`s, and the first `Double` it packs costs two Swift
    /// runtime conformance scans (about 1 M instructions in `larder show`); this goes straight to `snprintf`.
    public static func text(_ value: Double, digits: Int) -> String {
        let digits = Int32(max(0, min(20, digits)))
        // The largest finite Double has 309 digits before the point.
        return withUnsafeTemporaryAllocation(of: CChar.self, capacity: 400) { buffer in
            let count = Int(larder_format_fixed(value, digits, buffer.baseAddress!, buffer.count))
            let bytes = UnsafeRawBufferPointer(start: buffer.baseAddress!, count: max(0, min(count, buffer.count - 1)))
            return String(decoding: bytes, as: UTF8.self)
        }
    }
}
