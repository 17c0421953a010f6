import LarderCore

/// Merges the same drink from several sources into one recipe that lists every source.
///
/// Names match after folding case, diacritics and punctuation ("Piña Colada" = "Pina Colada").
/// The highest-ranked source (our own specs, IBA, then bar-assistant, then opendrinks) gives the recipe; a spec
/// from another source that differs materially (other ingredients, or an amount off by more than a
/// quarter) stays as a named variant with id `<id>-v-<dataset>`.
public struct RecipeMerger: Sendable {
    /// Data set rank, best first.
    public static let ranking = ["larder", "iba", "bar-assistant", "opendrinks", "public-domain-recipes"]

    /// Ancestors of each ingredient, for deciding whether two specs name the same things.
    let ancestors: [IngredientID: Set<IngredientID>]
    /// Our curated merges: the key a drink's name gives → the id it merges into and its display name.
    let merges: [String: (into: String, name: String?)]

    public init(ingredients: [Ingredient], merges: [String: (into: String, name: String?)] = [:]) {
        self.merges = merges
        let parents = Dictionary(uniqueKeysWithValues: ingredients.map { ($0.id, $0.parent) })
        var ancestors: [IngredientID: Set<IngredientID>] = [:]
        for ingredient in ingredients {
            var chain: Set<IngredientID> = [ingredient.id]
            var current = ingredient.parent
            while let next = current, chain.insert(next).inserted { current = parents[next] ?? nil }
            ancestors[ingredient.id] = chain
        }
        self.ancestors = ancestors
    }

    /// The key under which recipes merge: the folded slug without a leading "the" or trailing "cocktail".
    public static func nameKey(_ name: String) -> String {
        var slug = Slug.make(name)
        if slug.hasPrefix("the-") { slug.removeFirst(4) }
        if slug.hasSuffix("-cocktail"), slug.count > 9 { slug.removeLast(9) }
        return slug
    }

    /// How many letters of `name` carry a diacritic.
    static func accents(_ name: String) -> Int {
        name.filter { !$0.isASCII && $0.isLetter }.count
    }

    /// One recipe per distinct name, with variants and every source. Names are put in title case
    /// first (``DrinkTitle``), so the same drink typed in two cases is one group.
    ///
    /// - Complexity: O(n log n) in the number of recipes.
    public func merge(_ recipes: [Recipe]) -> (recipes: [Recipe], merged: [MergedRecipe]) {
        var groups: [String: [Recipe]] = [:]
        for var recipe in recipes {
            recipe.name = DrinkTitle.titled(recipe.name)
            let key = Self.nameKey(recipe.name)
            groups[merges[key]?.into ?? key, default: []].append(recipe)
        }
        var out: [Recipe] = []
        var merged: [MergedRecipe] = []
        for key in groups.keys.sorted() {
            let group = groups[key]!.sorted { Self.rank($0) < Self.rank($1) || (Self.rank($0) == Self.rank($1) && $0.sources.first! < $1.sources.first!) }
            var main = group[0]
            main.id = RecipeID(key)
            for other in group.dropFirst() {
                main.sources += other.sources
                main.tags += other.tags
                main.glass = main.glass ?? other.glass
                main.category = main.category ?? other.category
                main.method = main.method ?? other.method
                main.ice = main.ice ?? other.ice
                main.garnish = main.garnish ?? other.garnish
                main.abv = main.abv ?? other.abv
                main.iba = main.iba ?? other.iba
                main.alcoholic = main.alcoholic ?? other.alcoholic
                if other.name != main.name, !main.aliases.contains(other.name) { main.aliases.append(other.name) }
                // The same name spelt with its accents ("Piña Colada" for "Pina Colada") is the better display name.
                if Folding.fold(other.name) == Folding.fold(main.name), Self.accents(other.name) > Self.accents(main.name) {
                    main.aliases.removeAll { $0 == other.name }
                    if !main.aliases.contains(main.name) { main.aliases.append(main.name) }
                    main.name = other.name
                }
                if differsMaterially(main.lines, other.lines) {
                    let dataset = other.sources.first?.dataset ?? "other"
                    var id = RecipeID("\(key)-v-\(dataset)")
                    var counter = 2
                    while main.variants.contains(where: { $0.id == id }) {
                        id = RecipeID("\(key)-v-\(dataset)-\(counter)")
                        counter += 1
                    }
                    main.variants.append(
                        RecipeVariant(
                            id: id, name: "\(main.name) (\(dataset))", glass: other.glass, method: other.method,
                            garnish: other.garnish, lines: other.lines, sources: other.sources))
                }
            }
            // bar-assistant states method, glass and ice as fields; the other drink sources only
            // name them in prose, where they are recognised by keyword. Stated beats recognised.
            // Our own spec (source `larder`) states everything itself and wins.
            if main.sources.first?.dataset != "larder",
                let stated = group.first(where: { $0.sources.first?.dataset == "bar-assistant" }), stated.method != nil
            {
                main.method = stated.method
                main.glass = stated.glass ?? main.glass
                main.ice = stated.ice ?? main.ice
            }
            if let name = merges.values.first(where: { $0.into == key && $0.name != nil })?.name, name != main.name {
                if !main.aliases.contains(main.name) { main.aliases.append(main.name) }
                main.aliases.removeAll { $0 == name }
                main.name = name
            }
            main.sources = Array(Set(main.sources)).sorted()
            main.tags = Array(Set(main.tags)).sorted()
            main.aliases.sort()
            if group.count > 1 {
                merged.append(MergedRecipe(id: main.id, sources: main.sources, variants: main.variants.map(\.id)))
            }
            out.append(main)
        }
        return (out, merged)
    }

    static func rank(_ recipe: Recipe) -> Int {
        ranking.firstIndex(of: recipe.sources.first?.dataset ?? "") ?? ranking.count
    }

    /// Whether two specs differ in what goes in or in how much of it.
    func differsMaterially(_ a: [RecipeLine], _ b: [RecipeLine]) -> Bool {
        let left = a.filter { !$0.garnish && !$0.optional }
        let right = b.filter { !$0.garnish && !$0.optional }
        guard left.count == right.count else { return true }
        var unmatched = right
        var pairs: [(RecipeLine, RecipeLine)] = []
        for line in left {
            guard let index = unmatched.firstIndex(where: { same($0.ingredient, line.ingredient) }) else { return true }
            pairs.append((line, unmatched.remove(at: index)))
        }
        let leftTotal = pairs.compactMap { millilitres($0.0) }.reduce(0, +)
        let rightTotal = pairs.compactMap { millilitres($0.1) }.reduce(0, +)
        guard leftTotal > 0, rightTotal > 0 else { return false }
        for (x, y) in pairs {
            guard let mx = millilitres(x), let my = millilitres(y) else { continue }
            let share = (mx / leftTotal, my / rightTotal)
            if abs(share.0 - share.1) > 0.25 * max(share.0, share.1) && abs(share.0 - share.1) > 0.03 { return true }
        }
        return false
    }

    func same(_ a: IngredientID, _ b: IngredientID) -> Bool {
        a == b || ancestors[a]?.contains(b) == true || ancestors[b]?.contains(a) == true
    }

    func millilitres(_ line: RecipeLine) -> Double? {
        line.amount.flatMap(AmountParser.parse)?.millilitres
    }
}

/// A recipe that several sources gave, for the quality report.
public struct MergedRecipe: Sendable, Equatable, Codable {
    public var id: RecipeID
    public var sources: [SourceRef]
    public var variants: [RecipeID]
}
