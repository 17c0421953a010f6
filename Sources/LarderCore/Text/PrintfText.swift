/// The text C's `printf` writes for a width, a sign or a hex byte ("%04d", "%7d", "%6.1f", "%+.1f", "%02x"),
/// without `String(format:)`: its `CVarArg` packing costs Swift runtime conformance scans, and it needs
/// Foundation. Fixed-point digits come from ``FixedDecimal``.
public enum PrintfText {
    /// `value` in decimal with zeros before it to at least `width` characters, the sign counted in the width,
    /// as `"%0*d"` writes it: `zeroPadded(7, width: 2)` is "07", `zeroPadded(-5, width: 4)` is "-005".
    public static func zeroPadded(_ value: Int, width: Int) -> String {
        let digits = String(value.magnitude)
        let sign = value < 0 ? "-" : ""
        let zeros = max(0, width - sign.count - digits.count)
        return sign + String(repeating: "0", count: zeros) + digits
    }

    /// `text` with spaces before it to at least `width` characters, as `"%*d"` or `"%6.1f"` right-aligns a
    /// number (the numbers it is meant for are ASCII, so characters and bytes agree).
    public static func rightAligned(_ text: String, width: Int) -> String {
        let count = text.count
        return count >= width ? text : String(repeating: " ", count: width - count) + text
    }

    /// `value` with `digits` digits after the point and a sign always written, as `"%+.*f"` writes it: "+0.0"
    /// for zero, "-0.0" for a negative value that rounds to zero (and for -0.0), "+inf", "+nan".
    public static func signed(_ value: Double, digits: Int) -> String {
        let text = FixedDecimal.text(value, digits: digits)
        return text.hasPrefix("-") ? text : "+" + text
    }

    /// `bytes` as two hex digits each, as `"%02x"` (or `"%02X"` when `uppercase`) writes one byte.
    public static func hex(_ bytes: some Sequence<UInt8>, uppercase: Bool = false) -> String {
        let alphabet = Array((uppercase ? "0123456789ABCDEF" : "0123456789abcdef").utf8)
        var out: [UInt8] = []
        out.reserveCapacity(bytes.underestimatedCount * 2)
        for byte in bytes {
            out.append(alphabet[Int(byte >> 4)])
            out.append(alphabet[Int(byte & 0x0F)])
        }
        return String(decoding: out, as: UTF8.self)
    }
}
