import LarderCore

/// Fills a drink's missing family, method, glass and ice from the structure of its lines, by the
/// rules a bartender sorts drinks with (issue 9): hot drinks, shots, punches, flips, cream drinks,
/// sparkling drinks, collinses and fizzes, juleps and smashes, tiki drinks, sours, highballs,
/// martinis, manhattans, negronis, old fashioneds, duos. What the sources or our curation state is
/// never overwritten.
struct DrinkFamilies {
    let ingredients: [IngredientID: Ingredient]
    let planner: TechniquePlanner

    init(ingredients: [Ingredient]) {
        self.ingredients = Dictionary(uniqueKeysWithValues: ingredients.map { ($0.id, $0) })
        self.planner = TechniquePlanner(ingredients: ingredients)
    }

    /// What the lines of a drink hold, for the rules.
    struct Profile {
        var spirits: [IngredientID] = []
        var liqueurs = 0, fortified = 0, wines = 0, sparklingWine = 0, bitters = 0, citrus = 0, sweet = 0
        var eggWhite = false, wholeEgg = false, dairy = false, frozenDairy = false, fruitPulp = false
        var carbonated = false, mint = false, coffee = false, tea = false, hotLine = false, tiki = 0, bitterAperitif = false
        var millilitres = 0.0
    }

    func profile(_ recipe: Recipe) -> Profile {
        var p = Profile()
        for line in recipe.lines where !line.garnish {
            let id = line.ingredient, raw = id.rawValue
            let category = ingredients[id]?.category
            p.millilitres += line.amount.flatMap(AmountParser.parse)?.millilitres ?? 0
            if TechniquePlanner.hotLines.contains(raw) { p.hotLine = true }
            if planner.isCarbonated(id) { p.carbonated = true }
            switch category {
            case .spirit: p.spirits.append(id)
            case .liqueur: p.liqueurs += 1
            case .fortifiedWine: p.fortified += 1
            case .wine:
                p.wines += 1
                if planner.isCarbonated(id) { p.sparklingWine += 1 }
            case .bitters: p.bitters += 1
            case .syrup, .sweetener: p.sweet += 1
            case .egg: if raw.contains("white") || raw.contains("aquafaba") { p.eggWhite = true } else { p.wholeEgg = true }
            case .dairy:
                p.dairy = true
                if raw.contains("ice-cream") || raw.contains("yogurt") || raw.contains("yoghurt") || raw.contains("gelato") { p.frozenDairy = true }
            case .coffee: p.coffee = true
            case .tea: p.tea = true
            default: break
            }
            if ["lemon-juice", "lime-juice", "sour-mix", "grapefruit-juice", "yuzu-juice"].contains(raw) { p.citrus += 1 }
            if raw.hasPrefix("mint") { p.mint = true }
            if raw.contains("banana") || raw.contains("mango") && category == .fruit { p.fruitPulp = true }
            if ["pineapple-juice", "orgeat-syrup", "falernum", "passionfruit-syrup", "passionfruit-juice", "coconut-cream", "cream-of-coconut"]
                .contains(raw) { p.tiki += 1 }
            if ["campari", "aperol", "italian-red-bitter-liqueur", "cynar", "suze", "select-aperitivo"].contains(raw) { p.bitterAperitif = true }
            if category == .liqueur && (raw.contains("cream") || raw.contains("baileys") || raw.contains("advocaat")) { p.dairy = true }
        }
        return p
    }

    /// The families a drink may be filed under: those recognised by name (``DrinkFacts``) and those the rules give.
    static let vocabulary = Set(DrinkFacts.families + [
        "hot drink", "punch", "flip", "frozen", "cream", "sparkling", "collins", "fizz", "julep", "smash", "tiki", "sour",
        "highball", "negroni", "manhattan", "martini", "old fashioned", "duo", "spirit-forward", "shaken", "non-alcoholic",
        "milkshake", "smoothie", "coffee", "tea", "lemonade", "shot", "spritz", "cobbler", "swizzle", "sling", "rickey", "beer",
    ])

    static let hotNames = ["mulled", "gluhwein", "vinho quente", "hot toddy", "toddy", "hot buttered", "wassail", "grog", "hot chocolate", "hot cocoa", "glogg", "atole", "champurrado"]

    /// `recipe` with its servings stated when it is a batch (a pitcher or bowl) that does not say: about 200 ml
    /// a glass, our estimate. The alcoholic flag reads it (a spoon of bitters in a jug is a dash a glass).
    func withBatchServings(_ recipe: Recipe) -> Recipe {
        guard recipe.kind == .drink, recipe.servings == nil else { return recipe }
        var recipe = recipe
        let millilitres = profile(recipe).millilitres
        if millilitres >= 600 { recipe.servings = max(2, Int((millilitres / 200).rounded())) }
        return recipe
    }

    /// `recipe` with family, method, glass and ice filled where missing.
    func fill(_ recipe: Recipe) -> Recipe {
        guard recipe.kind == .drink else { return recipe }
        var recipe = recipe
        let p = profile(recipe)
        let name = " " + Slug.make(recipe.name).replacingOccurrences(of: "-", with: " ") + " "
        let alcoholic = recipe.alcoholic ?? !p.spirits.isEmpty
        if recipe.method == nil {
            if Self.hotNames.contains(where: { name.contains($0) }) {
                recipe.method = .heated
            } else if p.frozenDairy || p.fruitPulp || ["frozen", "smoothie", "milkshake", "shake", "slush", "frappe"].contains(where: { name.contains(" \($0) ") }) {
                recipe.method = .blended
            } else if alcoholic && (p.citrus > 0 || p.eggWhite || p.wholeEgg || p.dairy) && !p.carbonated {
                recipe.method = .shaken
            } else if alcoholic && p.citrus == 0 && !p.carbonated && p.millilitres > 0 && p.millilitres <= 120 && (p.fortified > 0 || p.bitters > 0) {
                recipe.method = .stirred
            } else {
                recipe.method = .built
            }
        }
        let method = recipe.method ?? .built
        let hot = method == .heated || p.hotLine || (p.coffee && recipe.glass?.contains("mug") == true)
        if let category = recipe.category, !Self.vocabulary.contains(category) { recipe.category = nil }
        if recipe.category == nil { recipe.category = family(recipe, p, alcoholic: alcoholic, hot: hot, name: name) }
        if recipe.glass == nil { recipe.glass = glass(recipe, p, hot: hot) }
        if recipe.ice == nil {
            recipe.ice = hot ? .noIce : DrinkFacts.ice(method: method, glass: recipe.glass, text: nil)
        }
        return recipe
    }

    func family(_ recipe: Recipe, _ p: Profile, alcoholic: Bool, hot: Bool, name: String) -> String {
        let method = recipe.method ?? .built
        if hot { return "hot drink" }
        if !alcoholic {
            if p.frozenDairy && !name.contains("smoothie") { return "milkshake" }
            if method == .blended || name.contains(" smoothie ") || p.fruitPulp { return "smoothie" }
            if p.coffee { return "coffee" }
            if p.tea { return "tea" }
            if name.contains(" lemonade ") { return "lemonade" }
            return "non-alcoholic"
        }
        if recipe.glass == "shot" || method == .layered || (p.millilitres > 0 && p.millilitres <= 60 && p.citrus == 0) { return "shot" }
        if (recipe.servings ?? 1) >= 4 || p.millilitres > 1000 || name.contains(" sangria ") { return "punch" }
        if p.wholeEgg && p.citrus == 0 { return "flip" }
        if method == .blended { return "frozen" }
        if p.dairy && p.citrus == 0 { return "cream" }
        if p.sparklingWine > 0 { return p.bitterAperitif || name.contains(" spritz ") ? "spritz" : "sparkling" }
        if p.citrus > 0 && p.carbonated { return recipe.ice == .noIce ? "fizz" : "collins" }
        if p.mint && recipe.ice == .crushed && p.citrus == 0 { return "julep" }
        if p.mint && p.citrus > 0 && !p.carbonated && method != .built { return "smash" }
        if p.tiki >= 2 && p.spirits.contains(where: { $0.rawValue.contains("rum") }) { return "tiki" }
        if p.citrus > 0 { return "sour" }
        if p.carbonated { return "highball" }
        if p.fortified > 0 && p.bitterAperitif { return "negroni" }
        if p.fortified > 0 && !p.spirits.isEmpty {
            let brown = p.spirits.contains { ["whiskey", "bourbon", "rye", "scotch", "brandy", "cognac", "armagnac", "calvados"].contains(where: $0.rawValue.contains) }
            return brown ? "manhattan" : "martini"
        }
        if p.bitters > 0 && p.sweet > 0 && p.spirits.count == 1 { return "old fashioned" }
        if recipe.glass == "highball" || p.millilitres > 150 { return "highball" }
        if p.liqueurs > 0 && !p.spirits.isEmpty && p.spirits.count + p.liqueurs <= 3 && p.sweet == 0 { return "duo" }
        return method == .stirred ? "spirit-forward" : method == .shaken ? "shaken" : "highball"
    }

    func glass(_ recipe: Recipe, _ p: Profile, hot: Bool) -> String {
        if hot { return "glass mug" }
        switch recipe.category {
        case "shot": return "shot"
        case "punch": return (recipe.servings ?? 1) >= 4 ? "punch bowl" : "highball"
        case "milkshake", "smoothie", "frozen", "collins", "fizz", "highball", "non-alcoholic", "lemonade", "tea", "coffee", "tiki", "mule":
            return "highball"
        case "spritz", "sangria": return "wine"
        case "sparkling": return "champagne"
        case "julep": return "julep"
        case "old fashioned", "negroni", "smash", "duo", "spirit-forward": return "lowball"
        case "martini", "manhattan", "flip", "cream": return "coupe"
        case "sour", "daiquiri", "shaken": return recipe.ice == .noIce ? "coupe" : "lowball"
        case "margarita": return "margarita"
        default: return (recipe.method == .shaken || recipe.method == .stirred) && recipe.ice == nil ? "coupe" : "highball"
        }
    }
}
