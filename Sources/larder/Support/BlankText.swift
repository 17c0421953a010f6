extension StringProtocol {
    /// Whether the text is empty or only what `trimmingCharacters(in: .whitespaces)` removes: Foundation's
    /// whitespace set (CoreFoundation's list: U+0009, U+0020, U+00A0, U+1680, U+2000 to U+200B, U+202F,
    /// U+205F, U+3000), decided without bridging to `NSString` (about 1 M instructions the first time, in
    /// every command's validation).
    var isBlank: Bool {
        unicodeScalars.allSatisfy { scalar in
            switch scalar.value {
            case 0x09, 0x20, 0xA0, 0x1680, 0x2000...0x200B, 0x202F, 0x205F, 0x3000: true
            default: false
            }
        }
    }
}
