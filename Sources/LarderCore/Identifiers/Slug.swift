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
        let folded = Folding.fold(text).replacingOccurrences(of: "&", with: " and ")
        var out = ""
        out.reserveCapacity(folded.count)
        var pendingHyphen = false
        for scalar in folded.unicodeScalars {
            let isAlnum = (scalar >= "a" && scalar <= "z") || (scalar >= "0" && scalar <= "9")
            if isAlnum {
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
        text.folding(options: [.diacriticInsensitive, .caseInsensitive, .widthInsensitive], locale: Locale(identifier: "en_US_POSIX"))
            .replacingOccurrences(of: "’", with: "'")
            .replacingOccurrences(of: "ß", with: "ss")
            .replacingOccurrences(of: "æ", with: "ae")
            .replacingOccurrences(of: "ø", with: "o")
    }
}
