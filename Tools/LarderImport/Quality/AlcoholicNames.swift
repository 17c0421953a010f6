import LarderCore

/// Tells a drink ingredient whose name reads alcoholic ("Cherry liquor", "Cardamaro", "RumChata", "Orange
/// bitters"), so one filed in a non-alcoholic category with no ABV is caught: the drinks it is poured in
/// would read weaker than they are, and the check for alcoholic ingredients without an ABV never sees it.
public enum AlcoholicNames {
    /// Words that name a strong drink wherever they stand as a whole word: spirits, liqueurs, amari,
    /// fortified and sparkling wines by their kind.
    static let words: Set<String> = [
        "rum", "rhum", "gin", "vodka", "whisky", "whiskey", "tequila", "mezcal", "brandy", "cognac", "armagnac", "calvados",
        "pisco", "grappa", "cachaca", "aquavit", "akvavit", "kirsch", "schnapps", "schnaps", "absinthe", "pastis", "ouzo",
        "sambuca", "arak", "arrack", "raki", "soju", "shochu", "sake", "liqueur", "liqueurs", "liquor", "liquors", "liquer",
        "licor", "likeur", "amaro", "amari", "amaretto", "limoncello", "curacao", "vermouth", "sherry", "madeira", "marsala",
        "prosecco", "champagne", "spumante", "bitters",
    ]
    /// Brands a bar knows by name alone, whose names hold no word of their kind ("Carpano Antica Formula", "Campari",
    /// "Malibu"): the strong drinks the data sets pour most, each one word that names nothing soft.
    static let brands: Set<String> = [
        "carpano", "cinzano", "noilly", "dolin", "cocchi", "lillet", "dubonnet", "campari", "aperol", "cynar", "averna",
        "montenegro", "nonino", "fernet", "jagermeister", "chartreuse", "benedictine", "drambuie", "galliano", "frangelico",
        "cointreau", "kahlua", "baileys", "amarula", "disaronno", "chambord", "midori", "malibu", "pimm", "fireball",
        "bacardi", "smirnoff", "absolut", "tanqueray", "jameson", "hennessy", "kraken", "hpnotiq", "goldschlager",
    ]
    /// Stems that also name one as the start or the end of a longer word: a brand built on the kind
    /// ("Cardamaro", "RumChata", "Vodkat"). Short stems that start soft words ("gin" in "ginger") are not here.
    static let stems: [String] = ["rum", "liqueur", "liquor", "amaro", "vermouth", "whisky", "whiskey", "vodka", "tequila", "brandy", "cognac", "schnapps"]
    /// Words that say the drink has no alcohol ("non-alcoholic gin", "virgin rum", "alcohol-free vermouth").
    static let negations: Set<String> = ["non", "nonalcoholic", "free", "virgin", "zero", "alcoholfree", "mocktail"]

    /// Whether `name` (or an ingredient id, its hyphens read as spaces) names an alcoholic drink.
    ///
    /// - Complexity: O(w·s) for w words and the s stems.
    public static func readsAlcoholic(_ name: String) -> Bool {
        let folded = Folding.fold(name.replacingOccurrences(of: "-", with: " "))
        let words = folded.split { !$0.isLetter }.map(String.init)
        guard !words.contains(where: negations.contains) else { return false }
        return words.contains { word in
            Self.words.contains(word) || brands.contains(word) || stems.contains { word.count > $0.count + 1 && (word.hasPrefix($0) || word.hasSuffix($0)) }
        }
    }

    /// Whether `ingredient` reads alcoholic yet is filed as if it were not: no ABV and a category that is not
    /// a spirit, liqueur, wine or beer. An ABV of 0 is a stated fact (apple cider, non-alcoholic beer), not a gap.
    public static func isUnfiled(_ ingredient: Ingredient) -> Bool {
        ingredient.abv == nil && !ingredient.category.isAlcoholic
            && (readsAlcoholic(ingredient.name) || readsAlcoholic(ingredient.id.rawValue))
    }
}
