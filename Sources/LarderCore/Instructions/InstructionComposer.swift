/// Composes a drink's method from its structured fields (method, glass, ice, garnish, ingredient
/// order and optional lines), in Larder's own words. No sentence from a data set is ever used.
///
///     let steps = InstructionComposer(ingredients: catalogIngredients).compose(negroni)
///     // ["Add the gin, campari and sweet vermouth to a mixing glass with ice.", "Stir until well chilled.", …]
///
/// Dishes get no steps: their method is not in the catalog yet.
public struct InstructionComposer: Sendable {
    private let names: [IngredientID: String]
    private let categories: [IngredientID: IngredientCategory]

    /// A composer that names ingredients as `ingredients` do (lower case); unknown ids are named
    /// from their slug.
    public init(ingredients: [Ingredient]) {
        var names: [IngredientID: String] = [:]
        var categories: [IngredientID: IngredientCategory] = [:]
        for ingredient in ingredients {
            names[ingredient.id] = ingredient.name
            categories[ingredient.id] = ingredient.category
        }
        self.names = names
        self.categories = categories
    }

    /// The steps for `recipe`, one sentence each; empty for dishes.
    ///
    /// - Complexity: O(n) in the number of lines.
    public func compose(_ recipe: Recipe) -> [String] {
        guard recipe.kind == .drink else { return [] }
        return compose(
            lines: recipe.lines, method: recipe.method ?? .built, glass: recipe.glass, ice: recipe.ice,
            garnish: recipe.garnish)
    }

    /// The steps for a variant of a drink (its own lines, method and glass; the parent's ice).
    public func compose(_ variant: RecipeVariant, of recipe: Recipe) -> [String] {
        guard recipe.kind == .drink else { return [] }
        return compose(
            lines: variant.lines, method: variant.method ?? recipe.method ?? .built, glass: variant.glass ?? recipe.glass,
            ice: recipe.ice, garnish: variant.garnish ?? recipe.garnish)
    }

    func compose(lines: [RecipeLine], method: MixMethod, glass: String?, ice: String?, garnish: String?) -> [String] {
        let required = lines.filter { !$0.optional && !$0.garnish }
        let toppers = required.filter { $0.amount.flatMap(AmountParser.parse)?.unit == .topUp }
        let mixed = required.filter { line in !toppers.contains(where: { $0.ingredient == line.ingredient }) }
        let glassName = glass.map { $0.lowercased().hasSuffix("glass") || $0.lowercased().hasSuffix("mug") ? $0.lowercased() : "\($0.lowercased()) glass" } ?? "glass"
        let served = ice.map { $0 != "none" } ?? (method == .built || method == .muddled)
        let iceWord = ice == "crushed" ? "crushed ice" : "ice"
        let hasEgg = mixed.contains { categories[$0.ingredient] == .egg || $0.ingredient.rawValue.hasPrefix("egg") }
        var steps: [String] = []
        let list = listing(mixed.map(\.ingredient))
        switch method {
        case .shaken, .dryShaken:
            steps.append("Add \(list) to a shaker.")
            if hasEgg || method == .dryShaken { steps.append("Shake without ice to froth, then add ice.") } else {
                steps[0] = "Add \(list) to a shaker with ice."
            }
            steps.append("Shake hard until well chilled.")
            steps.append(served ? "Strain into a \(glassName) over fresh \(iceWord)." : "Strain into a chilled \(glassName).")
        case .stirred:
            steps.append("Add \(list) to a mixing glass with ice.")
            steps.append("Stir until well chilled.")
            steps.append(served ? "Strain into a \(glassName) over fresh \(iceWord)." : "Strain into a chilled \(glassName).")
        case .thrown:
            steps.append("Add \(list) to a tin with ice.")
            steps.append("Throw between two tins several times to chill and aerate.")
            steps.append(served ? "Strain into a \(glassName) over fresh \(iceWord)." : "Strain into a chilled \(glassName).")
        case .built:
            steps.append(served ? "Fill a \(glassName) with \(iceWord)." : "Take a \(glassName).")
            steps.append("Pour in \(list).")
            if !toppers.isEmpty { steps.append("Top up with \(joined(toppers.map { name($0.ingredient) })).") }
            steps.append("Stir briefly.")
        case .blended:
            steps.append("Add \(list) to a blender with a scoop of crushed ice.")
            steps.append("Blend until smooth.")
            steps.append("Pour into a \(glassName).")
        case .muddled:
            let soft = mixed.filter { isMuddled($0.ingredient) }
            let rest = mixed.filter { !isMuddled($0.ingredient) }
            if soft.isEmpty {
                steps.append("Add \(list) to a \(glassName).")
            } else {
                steps.append("Muddle \(listing(soft.map(\.ingredient))) gently in a \(glassName).")
                if !rest.isEmpty { steps.append("Add \(listing(rest.map(\.ingredient))).") }
            }
            steps.append("Fill with \(iceWord) and stir.")
        case .layered:
            let order = mixed.map { name($0.ingredient) }
            steps.append("Layer into a \(glassName) in this order, pouring each slowly over the back of a spoon: \(order.joined(separator: ", ")).")
        }
        if !toppers.isEmpty, method != .built { steps.append("Top up with \(joined(toppers.map { name($0.ingredient) })).") }
        for line in lines where line.optional && !line.garnish {
            steps.append("Optionally add \(listing([line.ingredient])).")
        }
        if let garnish, !garnish.isEmpty {
            let article = article(garnish)
            steps.append("Garnish with \(article.isEmpty ? "" : article + " ")\(garnish).")
        } else {
            let garnishes = lines.filter(\.garnish).map { name($0.ingredient) }
            if !garnishes.isEmpty { steps.append("Garnish with \(joined(garnishes)).") }
        }
        return steps
    }

    /// Fruit, herbs and sugar are muddled; liquids are added afterwards.
    func isMuddled(_ id: IngredientID) -> Bool {
        switch categories[id] {
        case .fruit, .herb, .sweetener, .vegetable, .spice, .produce: true
        default: false
        }
    }

    func name(_ id: IngredientID) -> String {
        (names[id] ?? id.rawValue.replacingHyphens()).lowercased()
    }

    /// "the gin, lemon juice and raspberry syrup"
    func listing(_ ids: [IngredientID]) -> String {
        ids.isEmpty ? "the ingredients" : "the \(joined(ids.map(name)))"
    }

    func joined(_ words: [String]) -> String {
        guard words.count > 1 else { return words.first ?? "" }
        return words.dropLast().joined(separator: ", ") + " and " + words[words.count - 1]
    }

    /// "a", "an", or nothing before a plural or uncountable phrase ("sprigs of mint", "mint leaves",
    /// "grated nutmeg").
    func article(_ phrase: String) -> String {
        let words = phrase.lowercased().split(separator: " ")
        guard let first = words.first, let letter = first.first else { return "" }
        let head = words.prefix { !["and", "or", "with"].contains($0) && !$0.hasSuffix(",") }
        func plural(_ word: Substring?) -> Bool { word.map { $0.hasSuffix("s") && !$0.hasSuffix("ss") } ?? false }
        if plural(first) || plural(head.last) || ["grated", "ground", "freshly", "fresh"].contains(first) { return "" }
        return "aeiou".contains(letter) ? "an" : "a"
    }
}

extension String {
    func replacingHyphens() -> String { String(map { $0 == "-" ? " " : $0 }) }
}
