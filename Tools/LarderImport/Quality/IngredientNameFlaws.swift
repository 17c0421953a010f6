import LarderCore

/// Finds what does not belong in a drink ingredient's name: a unit or amount ("Cup neutral oil",
/// "juice of 1 lime"), a preparation verb ("Squeezed lime juice", "Lemongrass stem then rubbed") or a
/// note ("Chili powder preference", "Ginger ale - fill", "Cheap red wine"), or a bare slug for a name
/// ("apricot-liqueur": the data set gave no name and the curation none either). A product whose name
/// rightly holds such a word (Licor 43, whipped cream, blended Scotch whisky) is an exception named
/// in `quality-exceptions.tsv` under `ingredient-note`.
public enum IngredientNameFlaws {
    /// Measures and amounts.
    static let units: Set<String> = [
        "cup", "cups", "tablespoon", "tablespoons", "teaspoon", "teaspoons", "tbsp", "tsp", "ml", "cl", "dl", "oz", "ounce", "ounces",
        "shot", "shots", "jigger", "dash", "dashes", "splash", "part", "parts", "pinch", "handful", "scoop", "scoops", "bottle",
        "litre", "liter", "gram", "grams", "kg", "lb", "lbs", "pint", "quart", "gallon", "drop", "drops", "spoonful", "bunch",
        "packet", "sachet", "fill", "half", "quarter",
    ]
    /// What someone does to the ingredient.
    static let verbs: Set<String> = [
        "chopped", "sliced", "diced", "crushed", "muddled", "squeezed", "squeexed", "grated", "minced", "peeled", "pitted",
        "halved", "cubed", "shaved", "melted", "softened", "chilled", "cooled", "brewed", "steeped", "cut", "torn", "strained",
        "boiled", "boiling", "warmed", "heated", "rubbed", "tied", "flamed", "whipped", "blended", "infused", "rimmed",
    ]
    /// Asides a recipe writer adds.
    static let notes: Set<String> = [
        "optional", "taste", "preferably", "preference", "choice", "favorite", "favourite", "brand", "cheap", "plus", "ex",
        "eg", "then", "or", "per", "your", "any", "some", "few", "approx", "of", "in", "for", "to", "with", "about", "serving",
        "garnish", "good", "quality",
    ]

    /// The offending words of `name` (folded, in order); empty when the name is clean. Digits and a
    /// `+` count too: "2 limes", "Lime + grapefruit slice".
    public static func flaws(in name: String) -> [String] {
        let folded = Folding.fold(name)
        var found: [String] = folded.contains("+") ? ["+"] : []
        if name.contains("-"), !name.contains(" "), name.first?.isLowercase == true { found.append("slug") }
        let words = folded.split { !$0.isLetter && !$0.isNumber }.map(String.init)
        for word in words where units.contains(word) || verbs.contains(word) || notes.contains(word) || word.allSatisfy(\.isNumber) {
            found.append(word)
        }
        return found
    }
}
