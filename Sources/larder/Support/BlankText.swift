import LarderKit

extension StringProtocol {
    /// Whether the text is empty or only what `trimmingCharacters(in: .whitespaces)` removes
    /// (`Unicode.Scalar.isFoundationWhitespace`), decided without bridging to `NSString` (about 1 M
    /// instructions the first time, in every command's validation).
    var isBlank: Bool { unicodeScalars.allSatisfy(\.isFoundationWhitespace) }
}
