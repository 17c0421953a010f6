/// Quoting of text for the DOT language.
enum DOTEscaping {
    /// `text` as a double-quoted DOT string: backslashes and quotes escaped, line breaks as `\n`.
    static func quoted(_ text: String) -> String {
        // Most names and reasons need no escape: copied whole, not scalar by scalar.
        let plain = !text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\""), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0: true
            default: false
            }
        }
        if plain {
            return "\"" + text + "\""
        }
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\"": out += "\\\""
            case "\n": out += "\\n"
            case "\r", "\0": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }

    /// The value Graphviz holds after reading ``quoted(_:)`` of `text`: its reader turns only `\"` back
    /// into `"` and keeps every other backslash, so backslashes stay doubled and line breaks stay `\n`.
    static func stored(_ text: String) -> String {
        let plain = !text.utf8.contains { byte in
            switch byte {
            case UInt8(ascii: "\\"), UInt8(ascii: "\n"), UInt8(ascii: "\r"), 0: true
            default: false
            }
        }
        if plain { return text }
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r", "\0": continue
            default: out.unicodeScalars.append(scalar)
            }
        }
        return out
    }

    /// `text` escaped for an HTML-like label.
    static func html(_ text: String) -> String {
        var out = ""
        for character in text {
            switch character {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            default: out.append(character)
            }
        }
        return out
    }
}
