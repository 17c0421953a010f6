import LarderCore
import LarderMatch

/// `larder shopping-list`: what to buy for some recipes, by shop category.
public struct ShoppingReport: Hashable, Sendable, Codable {
    public struct Item: Hashable, Sendable, Codable {
        public var ingredient: NamedRef
        /// Summed amounts as text ("42.5 ml", "2 slice", "top up").
        public var amounts: [String]
        /// Whether some recipe gives no amount.
        public var unmeasured: Bool
        public var optional: Bool
        public var recipes: [NamedRef]
    }

    public struct Section: Hashable, Sendable, Codable {
        public var category: String
        public var items: [Item]
    }

    public var recipes: [NamedRef]
    public var sections: [Section]
}

extension BarCatalog {
    /// The shopping list for `recipes` (ids or names) under `inventory`, each scaled to `servings`
    /// when given (from the recipe's own servings, or 1).
    public func shoppingList(
        _ recipes: [RecipeID], servings: [RecipeID: Int] = [:], targetServings: Int? = nil, inventory: Inventory
    ) throws(LarderError) -> ShoppingReport {
        let requests = recipes.map { id in
            ShoppingRequest(recipe: id, scale: targetServings.map { Double($0) / Double(servings[id] ?? 1) } ?? 1)
        }
        let list: ShoppingList
        do {
            list = try matcher.shoppingList(for: requests, in: matcher.closure(of: inventory))
        } catch {
            throw .match(error)
        }
        return ShoppingReport(
            recipes: recipes.map(ref),
            sections: list.sections.map { section in
                ShoppingReport.Section(
                    category: section.category.label,
                    items: section.items.map { item in
                        ShoppingReport.Item(
                            ingredient: ref(item.ingredient), amounts: item.amounts.map(AmountFormatter.format),
                            unmeasured: item.unmeasured, optional: item.optional, recipes: item.recipes.map(ref))
                    })
            })
    }
}
