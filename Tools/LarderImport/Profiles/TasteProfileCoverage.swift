import LarderCore

/// How much of the catalog the taste profiles cover, weighted by use (recipe lines, variants included).
public struct TasteProfileCoverage: Sendable, Codable, Equatable {
    /// Recipe lines in all recipes and variants.
    public var lines = 0
    /// Lines whose ingredient has a profile: written, inherited from a parent, or a category default.
    public var writtenLines = 0
    public var inheritedLines = 0
    public var categoryLines = 0
    public var drinkLines = 0
    public var coveredDrinkLines = 0
    /// Ingredients the issue asks a profile for (used by two recipes or more, or a spirit, liqueur,
    /// bitters, syrup, juice or fortified wine) that have none written or inherited, most used first.
    public var missingRequired: [String] = []

    public var coverage: Double { lines == 0 ? 0 : Double(writtenLines + inheritedLines + categoryLines) / Double(lines) }
    public var curatedCoverage: Double { lines == 0 ? 0 : Double(writtenLines + inheritedLines) / Double(lines) }
    public var drinkCoverage: Double { drinkLines == 0 ? 0 : Double(coveredDrinkLines) / Double(drinkLines) }

    /// Measures `profiles` over `recipes`.
    public init(profiles: [IngredientProfile], recipes: [Recipe], ingredients: [Ingredient]) {
        let byID = Dictionary(profiles.map { ($0.ingredient, $0.origin) }, uniquingKeysWith: { a, _ in a })
        var uses: [IngredientID: Set<RecipeID>] = [:]
        for recipe in recipes {
            for line in recipe.lines + recipe.variants.flatMap(\.lines) {
                lines += 1
                uses[line.ingredient, default: []].insert(recipe.id)
                let origin = byID[line.ingredient]
                switch origin {
                case "written": writtenLines += 1
                case "inherited": inheritedLines += 1
                case "category": categoryLines += 1
                default: break
                }
                if recipe.kind == .drink {
                    drinkLines += 1
                    if origin != nil { coveredDrinkLines += 1 }
                }
            }
        }
        let barCategories: Set<IngredientCategory> = [.spirit, .liqueur, .bitters, .syrup, .juice, .fortifiedWine]
        missingRequired = ingredients.filter { ingredient in
            let used = uses[ingredient.id]?.count ?? 0
            guard used >= 2 || (used >= 1 && barCategories.contains(ingredient.category)) else { return false }
            let origin = byID[ingredient.id]
            return origin != "written" && origin != "inherited"
        }
        .sorted { (uses[$0.id]?.count ?? 0, $1.id) > (uses[$1.id]?.count ?? 0, $0.id) }
        .map(\.id.rawValue)
    }

    /// Lines for the builder's stderr.
    public func summary() -> String {
        func percent(_ value: Double) -> String { String(format: "%.1f%%", value * 100) }
        return """
            profiles: \(percent(coverage)) of \(lines) recipe lines have a taste profile \
            (\(writtenLines) written, \(inheritedLines) inherited, \(categoryLines) category default); \
            written or inherited \(percent(curatedCoverage)); drinks \(percent(drinkCoverage)) of \(drinkLines)
            profiles: \(missingRequired.count) ingredients used twice or more (or bar ingredients) without a written \
            or inherited profile: \(missingRequired.prefix(20).joined(separator: ", "))
            """
    }
}
