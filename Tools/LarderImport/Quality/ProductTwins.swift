import LarderCore

/// One strong product under two ingredient ids (issue 9, "one ingredient, one id"; checks 22, check `product-twin`):
/// a brand alone and the brand with its kind's words ("fireball" and "fireball-cinnamon-whiskey", "cointreau" and
/// "cointreau-orange-liqueur"), or a kind with a word that adds nothing ("vanilla-vodka", "vanilla-flavored-vodka").
/// The two ids split the drinks that pour the product, and their strengths drift apart (Fireball at 33 % and at 40 %).
/// The edit-distance check (`ingredient-twin`) cannot see these: the names differ by whole words.
enum ProductTwins {
    /// Words that name no product of their own: "vanilla-flavored vodka" is vanilla vodka, "lager-style beer" lager.
    static let fillers: Set<String> = ["flavored", "flavoured", "style"]

    /// The words of `id` (an id's hyphens split it into words).
    static func words(_ id: IngredientID) -> Set<String> { Set(id.rawValue.split(separator: "-").map(String.init)) }

    /// The ids above `id` in the hierarchy, nearest first.
    static func ancestors(_ id: IngredientID, _ ingredients: [IngredientID: Ingredient]) -> [IngredientID] {
        var out: [IngredientID] = []
        var current = ingredients[id]?.parent
        while let next = current, !out.contains(next), next != id {
            out.append(next)
            current = ingredients[next]?.parent
        }
        return out
    }

    /// The kinds `id` is filed under, each as its words: its ancestors' ids and its category ("cinnamon whiskey" and
    /// "whiskey" for Fireball cinnamon whiskey under cinnamon whiskey; "liqueur" for a liqueur). Below `other`, one of
    /// its ancestors, only the kinds above `other` count: orange curaçao liqueur, under orange curaçao under orange
    /// liqueur, is a narrower kind of orange liqueur, not orange liqueur by another name.
    static func kinds(_ id: IngredientID, below other: IngredientID, _ ingredients: [IngredientID: Ingredient]) -> [Set<String>] {
        var chain = ancestors(id, ingredients)
        if let index = chain.firstIndex(of: other) { chain = Array(chain[(index + 1)...]) }
        var out = chain.map(words)
        if let category = ingredients[id]?.category { out.append(Set(category.rawValue.split(separator: "-").map(String.init))) }
        return out
    }

    /// Whether `ingredient` is a strong drink: an ABV above 0, or an alcoholic category with no ABV stated.
    static func isStrong(_ ingredient: Ingredient) -> Bool {
        ingredient.abv.map { $0 > 0 } ?? ingredient.category.isAlcoholic
    }

    /// Pairs "a ~ b" (sorted) of strong ingredients, one of them in `used`, that name one product: the same words in
    /// another order, or the words of one and more words that are all fillers or words of a kind either is filed
    /// under (``kinds(_:below:_:)``) that shares no word with the shorter. A pair
    /// is accepted when one is the other's ancestor and both have the same ABV (a brand filed under its own name as a
    /// child, "orange-curacao-liqueur" under orange curaçao); two unlinked ids, or linked ones whose strengths
    /// differ, are offenders.
    ///
    /// - Complexity: O(u·s·(w + d)) for the u used ids, the s strong ingredients, their w words and hierarchy depth d.
    static func pairs(_ used: Set<IngredientID>, ingredients: [IngredientID: Ingredient]) -> [String] {
        let strong = ingredients.values.filter(isStrong).map(\.id).sorted()
        let wordsOf = Dictionary(uniqueKeysWithValues: strong.map { ($0, words($0)) })
        var out = Set<String>()
        for a in strong where used.contains(a) {
            let aWords = wordsOf[a]!
            for b in strong where b != a {
                let bWords = wordsOf[b]!
                let (short, long, longWords) = aWords.count <= bWords.count ? (a, b, bWords) : (b, a, aWords)
                let shortWords = wordsOf[short]!
                guard shortWords.isSubset(of: longWords) else { continue }
                // Each extra word is a filler or a word of a kind the shorter name holds no word of: Fireball plus
                // "cinnamon whiskey", not dark rum plus the "spiced" of spiced rum (a dark spiced rum is another rum).
                let apart = (kinds(short, below: long, ingredients) + kinds(long, below: short, ingredients)).filter { $0.isDisjoint(with: shortWords) }
                let extra = longWords.subtracting(shortWords).subtracting(fillers)
                guard extra.allSatisfy({ word in apart.contains { $0.contains(word) } }) else { continue }
                let linked = ancestors(a, ingredients).contains(b) || ancestors(b, ingredients).contains(a)
                if linked, ingredients[a]?.abv == ingredients[b]?.abv { continue }
                out.insert([a.rawValue, b.rawValue].sorted().joined(separator: " ~ "))
            }
        }
        return out.sorted()
    }
}
