/// Drink names in title case, the way bar books and menus print them ("Last Word", "Coco Loco",
/// "Agua de Valencia"), whatever case a data set typed them in.
public enum DrinkTitle {
    /// Joining words that stay lowercase inside a name (English, and the Romance languages drink
    /// names come from), and the contraction of "and" in "Dark 'n' Stormy".
    static let smallWords: Set<String> = [
        "a", "an", "and", "as", "at", "but", "by", "for", "from", "in", "of", "on", "or", "the", "to", "with", "vs",
        "n", "'n'", "'n",
        "de", "del", "della", "di", "da", "do", "dos", "das", "du", "des", "el", "en", "et", "la", "le", "les", "y", "con", "al", "au", "aux",
    ]

    /// `name` with the first letter of each word capitalized, except joining words after the first
    /// word. Words that already hold a capital or a digit ("McCoy", "B52", "St-Germain"), and words
    /// with a slash ("w/"), are kept as written; hyphens do not start a word ("Elderflower-tini").
    public static func titled(_ name: String) -> String {
        var startsPhrase = true
        let words = name.split(separator: " ", omittingEmptySubsequences: false).map { word -> String in
            defer { if !word.isEmpty { startsPhrase = word.last.map { ":-–(".contains($0) } ?? false } }
            let bare = word.lowercased().filter { $0.isLetter || $0 == "'" }
            guard let first = word.firstIndex(where: \.isLetter),
                  !word.contains(where: { $0.isUppercase || $0.isNumber || $0 == "/" }),
                  startsPhrase || !smallWords.contains(bare)
            else { return String(word) }
            return word[..<first] + word[first].uppercased() + word[word.index(after: first)...]
        }
        return words.joined(separator: " ")
    }
}
