#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A number written with a fixed count of decimals, as C's `printf("%.Nf")` writes it, without
/// Foundation's `String(format:)` (about ten times dearer: it builds a CFString for every call).
///
/// The common case is done in integers: the value times 10^digits, rounded to nearest. That rounding
/// agrees with printf's (which rounds the exact binary value) unless the product lies within its own
/// rounding error of a half; those values, very large ones, NaN and infinities go to `snprintf`.
public enum FixedDecimal {
    /// `value` with `digits` decimals (0–6): `FixedDecimal.string(0.125, digits: 2)` is "0.12" and
    /// `FixedDecimal.string(-0.001, digits: 2)` is "-0.00", as printf writes them.
    public static func string(_ value: Double, digits: Int) -> String {
        precondition((0...6).contains(digits), "FixedDecimal writes 0 to 6 decimals")
        let magnitude = value.magnitude
        let scale = powersOfTen[digits]
        let product = magnitude * Double(scale)
        guard product.isFinite, product < 1e15 else { return printf(value, digits: digits) }
        let fraction = product - product.rounded(.down)
        // The product carries a relative error of at most 2^-53: near a half, only the exact value decides.
        guard (fraction - 0.5).magnitude > Swift.max(1e-9, product * 1e-15) else { return printf(value, digits: digits) }
        let units = Int(product.rounded(.toNearestOrAwayFromZero))
        var text = value.sign == .minus ? "-" : ""
        text += String(units / scale)
        guard digits > 0 else { return text }
        let decimals = String(units % scale)
        text += "."
        text += String(repeating: "0", count: digits - decimals.utf8.count)
        text += decimals
        return text
    }

    private static let powersOfTen = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// The C library's own formatting, for the values the integer path leaves out.
    private static func printf(_ value: Double, digits: Int) -> String {
        var buffer = [CChar](repeating: 0, count: 352)
        let count = buffer.withUnsafeMutableBufferPointer { bytes in
            withVaList([value]) { vsnprintf(bytes.baseAddress, bytes.count, "%.\(digits)f", $0) }
        }
        guard count >= 0 else { return value.description }
        return buffer.withUnsafeBufferPointer { bytes in
            String(decoding: bytes.prefix(Int(count)).map { UInt8(bitPattern: $0) }, as: UTF8.self)
        }
    }
}
