/// English plurals for unit words and ingredient nouns ("2 cups", "6 bananas", "3 leaves").
public enum Plural {
    /// `word` for `count` things: singular for one or less, plural above one ("1 1/2 cups").
    ///
    ///     Plural.word("cup", count: 2)      // "cups"
    ///     Plural.word("tomato", count: 3)   // "tomatoes"
    public static func word(_ word: String, count: Double) -> String {
        count > 1 ? plural(of: word) : word
    }

    /// The plural of a noun or unit word; abbreviations ("g", "tsp", "oz", "lb") and words already
    /// plural stay as they are, and only the last word of a phrase changes ("egg yolk" → "egg yolks").
    public static func plural(of word: String) -> String {
        if let space = word.lastIndex(of: " ") {
            // "can (400 g)": the noun before the parenthesis takes the plural.
            if let paren = word.firstIndex(of: "("), paren > word.startIndex {
                let head = word[..<paren].trimmingCharacters(in: .whitespaces)
                return plural(of: head) + " " + String(word[paren...])
            }
            return String(word[...space]) + plural(of: String(word[word.index(after: space)...]))
        }
        let lower = word.lowercased()
        if invariant.contains(lower) || lower.isEmpty { return word }
        if let irregular = irregulars[lower] { return irregular }
        if lower.hasSuffix("s") && !lower.hasSuffix("ss") { return word }
        if lower.hasSuffix("ss") || lower.hasSuffix("x") || lower.hasSuffix("ch") || lower.hasSuffix("sh") || lower.hasSuffix("z") {
            return word + "es"
        }
        if lower.hasSuffix("y"), let before = lower.dropLast().last, !"aeiou".contains(before) {
            return String(word.dropLast()) + "ies"
        }
        if lower.hasSuffix("o"), oToOes.contains(lower) { return word + "es" }
        return word + "s"
    }

    /// Words with no plural form of their own: abbreviations and mass nouns.
    static let invariant: Set<String> = [
        "g", "kg", "mg", "ml", "cl", "l", "oz", "fl oz", "lb", "tsp", "tbsp", "top up", "to taste", "rice", "flour",
        "sugar", "salt", "butter", "milk", "water", "ice", "garlic", "bread", "cheese", "spinach", "fish", "sheep",
        "celery", "parsley", "cilantro", "dill", "basil", "mint", "thyme", "rosemary", "oregano", "sage", "kale", "broccoli",
        "cauliflower", "lettuce", "lemongrass",
    ]
    static let irregulars: [String: String] = ["leaf": "leaves", "loaf": "loaves", "half": "halves", "knife": "knives", "sprig": "sprigs"]
    static let oToOes: Set<String> = ["tomato", "potato", "mango", "hero", "echo"]
}
