import LarderCore

extension MatchCatalog {
    /// The ingredients above `ingredient` in the hierarchy, nearest first (bourbon → whiskey);
    /// empty for a root or an id the catalog does not know.
    ///
    /// - Complexity: O(depth).
    public func ancestors(of ingredient: IngredientID) -> [IngredientID] {
        guard var x = ingredientIndex[ingredient] else { return [] }
        var out: [IngredientID] = []
        while parent[Int(x)] >= 0, out.count < ingredientCount {
            x = parent[Int(x)]
            out.append(ingredientIDs[Int(x)])
        }
        return out
    }
}
