import LarderCatalog
import LarderCore
import LarderMatch
import LarderUser

extension LarderSession {
    /// The user's own recipes as the matcher sees them (``OwnMatchRecipe``): resolved lines are matched,
    /// free-text lines are listed as not checked. A recipe whose stored body cannot be read is left out
    /// with a warning rather than failing `make`.
    func ownMatchRecipes() throws(LarderError) -> [OwnMatchRecipe] {
        let stored = try withUserData { (user) throws(UserDataError) in try user.userRecipes() }
        var own: [OwnMatchRecipe] = []
        for recipe in stored {
            let imported: [(optional: Bool, amount: String?, text: String)]
            do throws(LarderError) {
                imported = try UserRecipeCodec.decode(recipe).ingredients.map { ($0.optional, $0.amount, $0.text) }
            } catch {
                warn("your recipe \(recipe.id.rawValue) is left out: \(error.description)")
                continue
            }
            var lines: [MatchLine] = []
            var unchecked: [String] = []
            for (index, line) in recipe.lines.enumerated() {
                let parsed = index < imported.count ? imported[index] : (optional: false, amount: nil, text: line.text)
                guard let ingredient = line.ingredient else {
                    unchecked.append(line.text)
                    continue
                }
                lines.append(MatchLine(ingredient, optional: parsed.optional, amount: parsed.amount.flatMap(AmountParser.parse)))
            }
            own.append(OwnMatchRecipe(id: recipe.id, name: recipe.title, kind: recipe.kind, lines: lines, unchecked: unchecked))
        }
        return own
    }

    /// Nutrition per serving of one of the user's own recipes, through the catalog's one
    /// ``NutritionCalculator``: resolved lines are weighed and counted like a catalog recipe's; a
    /// free-text line is weighed when its unit is a weight but has no figures, so it lowers the
    /// coverage instead of being silently left out. `nil` when `id` is not one of the user's recipes.
    func ownNutrition(_ id: RecipeID) throws(LarderError) -> NutritionSummary? {
        guard id.rawValue.hasPrefix(UserDatabase.userRecipePrefix), let stored = try userRecipe(id.rawValue) else { return nil }
        let imported = try UserRecipeCodec.decode(stored)
        let lines = zip(imported.ingredients, stored.lines).map { line, storedLine in
            let amount = line.amount.flatMap(AmountParser.parse)
            // An own recipe is not compiled: its can's weight is read from its note here, once per line.
            return NutritionLine(
                ingredient: storedLine.ingredient ?? IngredientID("unresolved:" + line.text), name: line.name.isEmpty ? line.text : line.name,
                amount: amount, containerGrams: ContainerWeight.grams(unit: amount?.unit, note: line.note),
                counted: !line.optional && line.note != RecipeLine.cookingWaterNote)
        }
        return try withCatalog { (catalog) throws(CatalogError) in
            let calculator = try catalog.nutritionCalculator(for: stored.lines.compactMap(\.ingredient))
            return calculator.summarize(lines, servings: imported.servings, isDrink: stored.kind == .drink)
        }
    }
}
