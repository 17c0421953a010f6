import LarderCore
import LarderCatalog
import LarderCatalogBuild

/// A synthetic catalog for benchmarks: `count` recipes over a realistic set of ingredients, with
/// plausible names, amounts, methods, glasses and tags. The same seed always gives the same catalog.
public struct SyntheticCatalog: Sendable {
    public let count: Int
    public let seed: UInt64

    public init(count: Int, seed: UInt64 = 42) {
        self.count = count
        self.seed = seed
    }

    /// The synthetic catalog sources.
    ///
    /// - Complexity: O(count).
    public func sources() -> CatalogSources {
        var random = SplitMix64(seed: seed)
        let ingredients = Self.pool.map { entry in
            Ingredient(
                id: IngredientID(Slug.make(entry.name)), name: entry.name, parent: entry.parent.map { IngredientID(Slug.make($0)) },
                category: entry.category, abv: entry.abv, sources: [SourceRef(dataset: "synthetic")])
        }
        let spirits = ingredients.filter { $0.category == .spirit }
        let modifiers = ingredients.filter { [.liqueur, .fortifiedWine, .bitters, .syrup, .juice, .wine].contains($0.category) }
        let foods = ingredients.filter { !$0.category.isLiquid }
        var recipes: [Recipe] = []
        recipes.reserveCapacity(count)
        for number in 0..<count {
            let isDrink = random.next() % 4 != 0
            let name = "\(Self.adjectives.randomElement(using: &random)!) \(Self.nouns.randomElement(using: &random)!) \(isDrink ? Self.drinkFamilies.randomElement(using: &random)! : Self.dishFamilies.randomElement(using: &random)!) \(number)"
            var recipe = Recipe(id: RecipeID(Slug.make(name)), name: name, kind: isDrink ? .drink : .dish, sources: [SourceRef(dataset: "synthetic", record: String(number))])
            if isDrink {
                let lineCount = 2 + Int(random.next() % 4)
                var chosen = [spirits.randomElement(using: &random)!]
                while chosen.count < lineCount {
                    let candidate = modifiers.randomElement(using: &random)!
                    if !chosen.contains(candidate) { chosen.append(candidate) }
                }
                recipe.lines = chosen.enumerated().map { index, ingredient in
                    let ml = index == 0 ? [45.0, 50, 60][Int(random.next() % 3)] : [7.5, 15, 20, 22.5, 30][Int(random.next() % 5)]
                    return RecipeLine(ingredient: ingredient.id, amount: AmountFormatter.format(Amount(ml, .ml)))
                }
                recipe.method = [MixMethod.shaken, .stirred, .built, .blended][Int(random.next() % 4)]
                recipe.glass = ["coupe", "lowball", "highball", "cocktail", "nick and nora"][Int(random.next() % 5)]
                recipe.alcoholic = true
                recipe.tags = [Self.tags.randomElement(using: &random)!, Self.tags.randomElement(using: &random)!].uniqueSorted()
            } else {
                let lineCount = 3 + Int(random.next() % 8)
                var chosen: [Ingredient] = []
                while chosen.count < lineCount {
                    let candidate = foods.randomElement(using: &random)!
                    if !chosen.contains(candidate) { chosen.append(candidate) }
                }
                recipe.lines = chosen.map { ingredient in
                    RecipeLine(ingredient: ingredient.id, amount: AmountFormatter.format(Amount(Double(1 + random.next() % 4), [.cup, .tbsp, .tsp, .g][Int(random.next() % 4)])))
                }
                recipe.prepMinutes = 5 + Int(random.next() % 40)
                recipe.cookMinutes = Int(random.next() % 90)
                recipe.servings = 1 + Int(random.next() % 8)
                recipe.tags = [Self.dishFamilies.randomElement(using: &random)!.lowercased()]
            }
            recipes.append(recipe)
        }
        return CatalogSources(manifest: CatalogManifest(version: 1), ingredients: ingredients, recipes: recipes)
    }

    static let adjectives = ["Velvet", "Golden", "Smoky", "Bitter", "Midnight", "Copper", "Wild", "Quiet", "Crimson", "Salted", "Old", "Royal", "Hidden", "Rustic", "Bright", "Silver"]
    static let nouns = ["Harbor", "Garden", "Fox", "Lantern", "River", "Orchard", "Meadow", "Anchor", "Comet", "Ember", "Willow", "Canyon", "Island", "Market", "Tavern", "Valley"]
    static let drinkFamilies = ["Sour", "Fizz", "Spritz", "Old Fashioned", "Martini", "Highball", "Flip", "Julep", "Smash", "Collins", "Daisy", "Swizzle"]
    static let dishFamilies = ["Soup", "Stew", "Salad", "Pie", "Bread", "Curry", "Pasta", "Cake", "Roast", "Tart"]
    static let tags = ["citrusy", "bitter", "sweet", "herbal", "fruity", "smoky", "spicy", "tiki", "summer", "winter", "classic", "floral"]

    struct Entry {
        var name: String
        var category: IngredientCategory
        var abv: Double?
        var parent: String?
    }

    /// A realistic ingredient set: a bar's spirits and modifiers and a kitchen's staples.
    static let pool: [Entry] = {
        var out: [Entry] = [
            Entry(name: "Gin", category: .spirit, abv: 40), Entry(name: "London dry gin", category: .spirit, abv: 40, parent: "Gin"),
            Entry(name: "Vodka", category: .spirit, abv: 40), Entry(name: "Rum", category: .spirit, abv: 40),
            Entry(name: "White rum", category: .spirit, abv: 40, parent: "Rum"), Entry(name: "Dark rum", category: .spirit, abv: 40, parent: "Rum"),
            Entry(name: "Whiskey", category: .spirit, abv: 40), Entry(name: "Bourbon", category: .spirit, abv: 40, parent: "Whiskey"),
            Entry(name: "Rye whiskey", category: .spirit, abv: 40, parent: "Whiskey"), Entry(name: "Scotch whisky", category: .spirit, abv: 40, parent: "Whiskey"),
            Entry(name: "Tequila", category: .spirit, abv: 40), Entry(name: "Mezcal", category: .spirit, abv: 40),
            Entry(name: "Brandy", category: .spirit, abv: 40), Entry(name: "Cognac", category: .spirit, abv: 40, parent: "Brandy"),
            Entry(name: "Pisco", category: .spirit, abv: 40, parent: "Brandy"), Entry(name: "Cachaça", category: .spirit, abv: 40),
        ]
        for name in ["Triple sec", "Campari", "Aperol", "Maraschino liqueur", "Amaretto", "Green Chartreuse", "Coffee liqueur", "Elderflower liqueur", "Crème de cassis", "Bénédictine"] {
            out.append(Entry(name: name, category: .liqueur, abv: 25))
        }
        for name in ["Sweet vermouth", "Dry vermouth", "Sherry", "Port", "Lillet Blanc"] { out.append(Entry(name: name, category: .fortifiedWine, abv: 17)) }
        for name in ["Angostura bitters", "Orange bitters", "Peychaud's bitters"] { out.append(Entry(name: name, category: .bitters, abv: 40)) }
        for name in ["Simple syrup", "Honey syrup", "Orgeat", "Grenadine", "Demerara syrup", "Ginger syrup"] { out.append(Entry(name: name, category: .syrup)) }
        for name in ["Lime juice", "Lemon juice", "Orange juice", "Grapefruit juice", "Pineapple juice", "Cranberry juice"] { out.append(Entry(name: name, category: .juice)) }
        out += [Entry(name: "Champagne", category: .wine, abv: 12), Entry(name: "Prosecco", category: .wine, abv: 11)]
        let kitchen: [(String, IngredientCategory)] = [
            ("Flour", .grain), ("Rice", .grain), ("Pasta", .grain), ("Oats", .grain), ("Butter", .dairy), ("Milk", .dairy),
            ("Cream", .dairy), ("Parmesan", .dairy), ("Egg", .egg), ("Onion", .vegetable), ("Garlic", .vegetable),
            ("Carrot", .vegetable), ("Tomato", .vegetable), ("Potato", .vegetable), ("Spinach", .vegetable), ("Mushroom", .vegetable),
            ("Chicken", .meat), ("Beef", .meat), ("Pork", .meat), ("Bacon", .meat), ("Salmon", .seafood), ("Shrimp", .seafood),
            ("Olive oil", .oil), ("Salt", .spice), ("Black pepper", .spice), ("Cumin", .spice), ("Paprika", .spice),
            ("Cinnamon", .spice), ("Basil", .herb), ("Thyme", .herb), ("Parsley", .herb), ("Sugar", .sweetener),
            ("Honey", .sweetener), ("Baking powder", .baking), ("Yeast", .baking), ("Soy sauce", .condiment),
            ("Vinegar", .condiment), ("Almond", .nut), ("Walnut", .nut), ("Lemon", .fruit), ("Apple", .fruit), ("Banana", .fruit),
        ]
        out += kitchen.map { Entry(name: $0.0, category: $0.1) }
        return out
    }()
}

extension Array where Element: Comparable & Hashable {
    func uniqueSorted() -> [Element] { Array(Set(self)).sorted() }
}
