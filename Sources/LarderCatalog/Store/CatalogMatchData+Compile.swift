import LarderCore
import LarderMatch

extension CatalogMatchData {
    /// The catalog compiled for matching, with `extra` recipes (the user's own) beside the catalog's, and
    /// the catalog's ``matchNames()``.
    ///
    /// The catalog's rules: a line is a garnish when it says so or its ingredient is one, and a recipe
    /// without a single ingredient line says nothing about what it needs, so it is left out (never offered
    /// as makeable). The stored match catalog (``MatchArchiveIndex``) is compiled by these rules: a change
    /// to them must bump ``LarderMatch/MatchCatalog/archiveVersion`` so that stored copies are recompiled.
    ///
    /// - Complexity: O(I + S + L) for I ingredients, S substitute rules and L recipe lines.
    public func matchCatalog(adding extra: [MatchRecipe] = []) throws(MatchCatalogError) -> MatchCatalog {
        let garnishes = Set(ingredients.filter(\.isGarnish).map(\.id))
        func lines(_ lines: [RecipeLine], _ owner: RecipeID) -> [MatchLine] {
            let amounts = self.amounts[owner] ?? []
            return lines.enumerated().map { index, line in
                MatchLine(
                    line.ingredient, optional: line.optional, garnish: line.garnish || garnishes.contains(line.ingredient),
                    substitutes: line.substitutes, amount: index < amounts.count ? amounts[index] : nil)
            }
        }
        return try MatchCatalog(
            ingredients: ingredients.map(MatchIngredient.init), substitutes: substitutes,
            recipes: recipes.filter { !$0.lines.isEmpty }.map { recipe in
                MatchRecipe(
                    id: recipe.id, kind: recipe.kind, lines: lines(recipe.lines, recipe.id),
                    variants: recipe.variants.map { MatchVariant(id: $0.id, name: $0.name, lines: lines($0.lines, $0.id)) })
            } + extra, names: matchNames())
    }

    /// Every ingredient's name, and every recipe's (each followed by its variants') name, kind and
    /// popularity: its sources, plus one for an IBA cocktail (0 for a variant, which has the recipe's kind).
    /// Recipes without lines, which matching leaves out, are named too.
    ///
    /// - Complexity: O(I + R) for I ingredients and R recipes and variants.
    public func matchNames() -> MatchNames {
        var named: [MatchNames.Recipe] = []
        named.reserveCapacity(recipes.reduce(recipes.count) { $0 + $1.variants.count })
        for recipe in recipes {
            named.append(MatchNames.Recipe(id: recipe.id, name: recipe.name, kind: recipe.kind, popularity: recipe.sources.count + (recipe.iba == nil ? 0 : 1)))
            for variant in recipe.variants { named.append(MatchNames.Recipe(id: variant.id, name: variant.name, kind: recipe.kind, popularity: 0)) }
        }
        return MatchNames(ingredients: ingredients.map { MatchNames.Ingredient(id: $0.id, name: $0.name) }, recipes: named)
    }
}
