/// An ingredient's name as it reads inside a sentence: "the gin, Campari and sweet vermouth".
///
/// Whether a name keeps its capital is a fact about the ingredient, not grammar this type can guess:
/// the catalog marks brands and place names (``Ingredient/keepsCapital``, decided by the importer
/// from `Bundle/curation/proper-names.txt`: "Campari", "Irish whiskey", "Grand Marnier"). Any other
/// name has its first word lower-cased ("Lime juice" → "lime juice", "Green Chartreuse" → "green
/// Chartreuse"), except an acronym ("IPA").
public enum SentenceCase {
    /// `name` for use inside a sentence.
    ///
    ///     SentenceCase.inSentence("Sweet vermouth")                      // "sweet vermouth"
    ///     SentenceCase.inSentence("Campari", keepsCapital: true)         // "Campari"
    ///     SentenceCase.inSentence("Green Chartreuse")                    // "green Chartreuse"
    public static func inSentence(_ name: String, keepsCapital: Bool = false) -> String {
        var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard !keepsCapital, let first = words.first, first.first?.isUppercase == true else { return name }
        let acronym = first.count > 1 && first.allSatisfy { !$0.isLetter || $0.isUppercase }
        if acronym { return name }
        words[0] = first.lowercased()
        return words.joined(separator: " ")
    }
}
