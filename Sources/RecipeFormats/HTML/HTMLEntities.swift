/// Decodes HTML character references: named ones a recipe page uses, and numeric `&#8217;` / `&#x2019;`.
enum HTMLEntities {
    static let named: [String: String] = [
        "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "nbsp": " ", "ndash": "–", "mdash": "—",
        "frac12": "½", "frac14": "¼", "frac34": "¾", "frac13": "⅓", "frac23": "⅔", "frac18": "⅛",
        "deg": "°", "times": "×", "hellip": "…", "lsquo": "‘", "rsquo": "’", "ldquo": "“", "rdquo": "”",
        "eacute": "é", "egrave": "è", "ecirc": "ê", "aacute": "á", "agrave": "à", "acirc": "â", "iacute": "í",
        "oacute": "ó", "ocirc": "ô", "uacute": "ú", "ntilde": "ñ", "ccedil": "ç", "uuml": "ü", "ouml": "ö",
        "auml": "ä", "szlig": "ß", "copy": "©", "reg": "®", "trade": "™", "bull": "•", "middot": "·",
        "frasl": "⁄", "shy": "", "zwj": "", "zwnj": "", "thinsp": " ", "ensp": " ", "emsp": " ", "euro": "€",
        "pound": "£", "cent": "¢", "plusmn": "±", "micro": "µ", "ordm": "º", "sup2": "²", "sup3": "³",
        // The rest of the Latin-1 letters, for pages in the Nordic and other European languages.
        "aring": "å", "aelig": "æ", "oslash": "ø", "atilde": "ã", "otilde": "õ", "euml": "ë", "iuml": "ï",
        "igrave": "ì", "icirc": "î", "ograve": "ò", "ugrave": "ù", "ucirc": "û", "yacute": "ý", "yuml": "ÿ",
        "eth": "ð", "thorn": "þ", "Aring": "Å", "AElig": "Æ", "Oslash": "Ø", "Auml": "Ä", "Ouml": "Ö",
        "Uuml": "Ü", "Eacute": "É", "Egrave": "È", "Ecirc": "Ê", "Aacute": "Á", "Agrave": "À", "Acirc": "Â",
        "Atilde": "Ã", "Iacute": "Í", "Oacute": "Ó", "Ocirc": "Ô", "Otilde": "Õ", "Uacute": "Ú", "Ntilde": "Ñ",
        "Ccedil": "Ç", "Yacute": "Ý", "ETH": "Ð", "THORN": "Þ", "laquo": "«", "raquo": "»", "iexcl": "¡",
        "iquest": "¿", "sbquo": "‚", "bdquo": "„", "minus": "−",
    ]

    /// `text` with every character reference it recognises replaced; others are left as written.
    /// - Complexity: O(n) in the length of `text`.
    static func decode(_ text: String) -> String {
        guard text.contains("&") else { return text }
        var out = ""
        out.reserveCapacity(text.utf8.count)
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            out += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            if let semi = after.prefix(12).firstIndex(of: ";"), let value = reference(after[..<semi]) {
                out += value
                rest = after[after.index(after: semi)...]
            } else {
                out += "&"
                rest = after
            }
        }
        out += rest
        return out
    }

    private static func reference(_ name: Substring) -> String? {
        if name.hasPrefix("#") {
            let digits = name.dropFirst()
            let code: UInt32? =
                digits.first == "x" || digits.first == "X" ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            guard let code, code != 0, let scalar = Unicode.Scalar(code) else { return nil }
            return String(Character(scalar))
        }
        return named[String(name)] ?? named[name.lowercased()]
    }
}
