import LarderCore

/// A recipe to shop for, and how much to scale it (2 for twice the recipe).
public struct ShoppingRequest: Hashable, Sendable {
    /// The recipe to shop for.
    public var recipe: RecipeID
    /// How many times the recipe's amounts to buy (1 for the recipe as written).
    public var scale: Double

    /// A request for `recipe`, at `scale` (once by default).
    public init(recipe: RecipeID, scale: Double = 1) {
        self.recipe = recipe
        self.scale = scale
    }
}

/// What to buy for some recipes, grouped by shop category.
public struct ShoppingList: Hashable, Sendable {
    /// One ingredient to buy.
    public struct Item: Hashable, Sendable {
        /// The ingredient to buy.
        public var ingredient: IngredientID
        /// Amounts summed over the recipes: millilitres, grams, then any other units.
        public var amounts: [Amount]
        /// Whether some recipe gives no amount for it.
        public var unmeasured: Bool
        /// The recipes that need it, in request order.
        public var recipes: [RecipeID]
        /// Whether every recipe has it only as an optional or garnish line.
        public var optional: Bool
        /// Each line that asks for it, unscaled, with the request's scale.
        public var needs: [Need] = []
    }

    /// One recipe line asking for an item: its amount as written and the scale the request asks for.
    public struct Need: Hashable, Sendable {
        /// The recipe the line belongs to.
        public var recipe: RecipeID
        /// The line's amount as written (unscaled); `nil` when it gives none.
        public var amount: Amount?
        /// The request's scale for the recipe.
        public var scale: Double
        /// Whether the line is optional.
        public var optional: Bool
        /// Whether the line is the garnish.
        public var garnish: Bool
    }

    /// The items of one shop category, by ingredient id.
    public struct Section: Hashable, Sendable {
        /// The shop category.
        public var category: IngredientCategory
        /// The category's items, by ingredient id.
        public var items: [Item]
    }

    /// Sections in category order.
    public var sections: [Section]

    /// Whether nothing needs buying.
    public var isEmpty: Bool { sections.isEmpty }
}

extension MatchCatalog {
    /// What is missing under `closure` for the requested recipes (each with its best spec), amounts
    /// scaled and summed per ingredient, grouped by the ingredient's category. Optional and garnish
    /// lines are listed too, marked optional. Lines for the `tracked` ingredients (those the pantry
    /// holds an amount of) are listed even when owned, so their amounts can be subtracted.
    ///
    /// - Throws: ``MatchCatalogError/unknownRecipe(_:)`` for an id not in the catalog.
    /// - Complexity: O(lines of the requested recipes).
    public func shoppingList(
        for requests: [ShoppingRequest], in closure: InventoryClosure, tracked: Set<IngredientID> = []
    ) throws(MatchCatalogError) -> ShoppingList {
        struct Entry {
            var tally = AmountTally()
            var recipes: [RecipeID] = []
            var optional = true
            var needs: [ShoppingList.Need] = []
        }
        let trackedIndices = Set(tracked.compactMap { ingredientIndex[$0] })
        var entries: [Int32: Entry] = [:]
        for request in requests {
            guard let r = recipeIndex[request.recipe] else { throw .unknownRecipe(request.recipe) }
            let row = Int(bestRow(of: r, in: closure))
            for line in Int(rowLines[row])..<Int(rowLines[row + 1]) {
                let x = primary(ofKey: lineKeys[line])
                guard closure.satisfied[Int(lineKeys[line])] == 0 || trackedIndices.contains(x) else { continue }
                var entry = entries[x] ?? Entry()
                entry.tally.add(lineAmounts[Int32(line)]?.scaled(by: request.scale))
                if !entry.recipes.contains(request.recipe) { entry.recipes.append(request.recipe) }
                let optional = line >= Int(rowRequiredEnd[row])
                entry.optional = entry.optional && optional
                entry.needs.append(
                    ShoppingList.Need(
                        recipe: request.recipe, amount: lineAmounts[Int32(line)], scale: request.scale, optional: optional,
                        garnish: lineFlags[line] & LineFlags.garnish != 0))
                entries[x] = entry
            }
        }
        let byCategory = Dictionary(grouping: entries.keys) { categories[Int($0)] }
        let sections = byCategory.keys.sorted().map { category in
            ShoppingList.Section(
                category: category,
                items: byCategory[category]!.map { x in
                    let entry = entries[x]!
                    return ShoppingList.Item(
                        ingredient: ingredientIDs[Int(x)], amounts: entry.tally.amounts, unmeasured: entry.tally.hasUnmeasured,
                        recipes: entry.recipes, optional: entry.optional, needs: entry.needs)
                }.sorted { $0.ingredient < $1.ingredient })
        }
        return ShoppingList(sections: sections)
    }
}
