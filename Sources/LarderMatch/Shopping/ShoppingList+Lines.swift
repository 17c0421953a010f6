import LarderCore

/// One line of a recipe the matcher's catalog does not hold (the user's own), to shop for.
public struct ShoppingLine: Hashable, Sendable {
    /// The user's recipe the line belongs to.
    public var recipe: RecipeID
    /// The ingredient the line asks for.
    public var ingredient: IngredientID
    /// The amount as written (unscaled); `nil` when the line gives none.
    public var amount: Amount?
    /// How much the recipe is scaled (2 for twice the recipe).
    public var scale: Double
    /// Whether the recipe is complete without it.
    public var optional: Bool
    /// Whether the line is the garnish.
    public var garnish: Bool

    /// A line of `recipe`, to be bought at `scale` times its amount.
    public init(recipe: RecipeID, ingredient: IngredientID, amount: Amount?, scale: Double, optional: Bool, garnish: Bool = false) {
        self.recipe = recipe
        self.ingredient = ingredient
        self.amount = amount
        self.scale = scale
        self.optional = optional
        self.garnish = garnish
    }
}

extension MatchCatalog {
    /// `list` with `lines` added: a line whose ingredient is available under `closure` is left out
    /// unless `tracked`, as for catalog recipes; an ingredient the catalog does not know is always
    /// listed, under `.other`.
    ///
    /// - Complexity: O(items of `list` + lines).
    public func adding(_ lines: [ShoppingLine], to list: ShoppingList, in closure: InventoryClosure, tracked: Set<IngredientID> = [])
        -> ShoppingList
    {
        guard !lines.isEmpty else { return list }
        var items: [IngredientID: (category: IngredientCategory, item: ShoppingList.Item)] = [:]
        for section in list.sections {
            for item in section.items { items[item.ingredient] = (section.category, item) }
        }
        var tallies: [IngredientID: AmountTally] = [:]
        for line in lines {
            let known = ingredientIndex[line.ingredient]
            if let known, closure.satisfied[Int(known)] != 0, !tracked.contains(line.ingredient) { continue }
            let need = ShoppingList.Need(recipe: line.recipe, amount: line.amount, scale: line.scale, optional: line.optional, garnish: line.garnish)
            var entry = items[line.ingredient] ?? (
                known.map { categories[Int($0)] } ?? .other,
                ShoppingList.Item(ingredient: line.ingredient, amounts: [], unmeasured: false, recipes: [], optional: true, needs: []))
            if tallies[line.ingredient] == nil {
                var tally = AmountTally()
                for old in entry.item.needs { tally.add(old.amount?.scaled(by: old.scale)) }
                tallies[line.ingredient] = tally
            }
            tallies[line.ingredient]?.add(line.amount?.scaled(by: line.scale))
            entry.item.needs.append(need)
            if !entry.item.recipes.contains(line.recipe) { entry.item.recipes.append(line.recipe) }
            entry.item.optional = entry.item.optional && line.optional
            items[line.ingredient] = entry
        }
        for (id, tally) in tallies {
            items[id]?.item.amounts = tally.amounts
            items[id]?.item.unmeasured = tally.hasUnmeasured
        }
        let byCategory = Dictionary(grouping: items.values, by: \.category)
        return ShoppingList(
            sections: byCategory.keys.sorted().map { category in
                ShoppingList.Section(category: category, items: (byCategory[category] ?? []).map(\.item).sorted { $0.ingredient < $1.ingredient })
            })
    }
}
