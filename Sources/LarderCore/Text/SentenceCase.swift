/// An ingredient's name as it reads inside a sentence: "the gin, Campari and sweet vermouth".
///
/// The name is lower-cased except where English keeps a capital: a brand or place word that the
/// catalog writes capitalised ("Campari", "Irish whiskey", "Peychaud's bitters"), any capitalised word
/// after the first ("green Chartreuse", "single malt Scotch whisky"), a name whose first two words
/// are both capitalised ("Grand Marnier", "Southern Comfort", "Old Tom gin"), and acronyms ("IPA").
/// Generic words the data sets happen to capitalise ("Lime juice", "Sugar") are lower-cased.
public enum SentenceCase {
    /// First words that keep their capital: brands, and the places a spirit's name takes.
    static let properWords: Set<String> = [
        "absolut", "amarula", "angostura", "aperol", "averna", "bacardi", "baileys", "becherovka", "bénédictine",
        "benedictine", "bombay", "bulleit", "buttershots", "calpis", "campari", "canadian", "chambord", "cheerwine",
        "cocchi", "cointreau", "corona", "cuban", "cynar", "disaronno", "drambuie", "dubonnet", "english", "fernet-branca",
        "fireball", "frangelico", "french", "galliano", "glenfiddich", "guinness", "hershey's", "irish", "islay",
        "italian", "italicus", "jägermeister", "jamaican", "jameson", "japanese", "kahlúa", "kahlua", "korean", "licor",
        "lillet", "london", "malibu", "mexican", "midori", "peruvian", "pernod", "peychaud's", "pimm's", "plymouth",
        "pusser's", "ricard", "sanbitter", "schweppes", "scotch", "smirnoff", "southern", "spanish", "st-germain",
        "suze", "swedish", "tabasco", "tanqueray", "tennessee", "worcestershire",
    ]

    /// `name` for use inside a sentence.
    ///
    ///     SentenceCase.inSentence("Sweet vermouth")    // "sweet vermouth"
    ///     SentenceCase.inSentence("Campari")           // "Campari"
    ///     SentenceCase.inSentence("Green Chartreuse")  // "green Chartreuse"
    ///     SentenceCase.inSentence("Grand Marnier")     // "Grand Marnier"
    public static func inSentence(_ name: String) -> String {
        var words = name.split(separator: " ", omittingEmptySubsequences: false).map(String.init)
        guard let first = words.first, first.first?.isUppercase == true else { return name }
        let acronym = first.count > 1 && first.allSatisfy { !$0.isLetter || $0.isUppercase }
        let key = first.lowercased().trimming(",.;:()®")
        let brandPhrase = words.count > 1 && words[1].first?.isUppercase == true
            && !["green", "yellow"].contains(key)
        if acronym || brandPhrase || properWords.contains(key) { return name }
        words[0] = first.lowercased()
        return words.joined(separator: " ")
    }
}
