import Foundation

/// A stable text identifier made from a name: lower case ASCII letters, digits and single hyphens.
///
/// Slugs are what user data and deltas refer to, so the same name always gives the same slug and a
/// rebuild of the catalog never renumbers anything.
public enum Slug {
    /// The slug of `text`: diacritics folded, `&` spelled out, everything else that is not a letter or
    /// digit turned into a single hyphen.
    ///
    ///     Slug.make("Piña Colada")      // "pina-colada"
    ///     Slug.make("Gin & Tonic")      // "gin-and-tonic"
    ///
    /// - Complexity: O(n) in the length of `text`.
    public static func make(_ text: String) -> String {
        let folded = Folding.fold(text)
        var out = ""
        out.reserveCapacity(folded.utf8.count)
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let isAlnum = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            if scalar == "&" {
                // Spelled out as " and " (without bridging to NSString, ~0.6 M instructions the first time).
                if !out.isEmpty { out.append("-") }
                out.append("and")
                pendingHyphen = true
            } else if isAlnum {
                if pendingHyphen && !out.isEmpty { out.append("-") }
                pendingHyphen = false
                out.unicodeScalars.append(scalar)
            } else if scalar != "'" && scalar != "’" {
                pendingHyphen = true
            }
        }
        return out
    }
}

/// Text folding shared by slugs, search and name matching.
public enum Folding {
    /// `text` in lower case with diacritics removed and typographic quotes made plain
    /// ("Piña" → "pina", "Crème" → "creme").
    public static func fold(_ text: String) -> String {
        // ASCII has no diacritics, wide forms or typographic quotes: folding it is lowering its case, done
        // here without Foundation's ICU-backed folding and locale set-up (about 0.9 M instructions a first call).
        if text.utf8.allSatisfy({ $0 < 0x80 }) {
            return String(decoding: text.utf8.map { $0 >= 0x41 && $0 <= 0x5A ? $0 + 0x20 : $0 }, as: UTF8.self)
        }
        return text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: "ß", with: "ss")
            .replacingOccurrences(of: "æ", with: "ae")
            .replacingOccurrences(of: "ø", with: "o")
    }
}
