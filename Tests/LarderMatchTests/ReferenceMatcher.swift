import LarderCore
import LarderMatch

/// The matching rules written as plainly as possible, over sets of ids, for the property tests.
struct ReferenceMatcher {
    let bar: RandomBar

    /// Everything available: a fixed point of "owned, or a child is available, or all parts are".
    func available(_ inventory: Inventory) -> Set<IngredientID> {
        var available = inventory.allOwned.intersection(bar.ingredients.map(\.id))
        var changed = true
        while changed {
            changed = false
            for ingredient in bar.ingredients where !available.contains(ingredient.id) {
                let viaChild = bar.ingredients.contains { $0.parent == ingredient.id && $0.id != ingredient.id && available.contains($0.id) }
                let parts = Set(ingredient.parts).subtracting([ingredient.id])
                let homemade = !parts.isEmpty && parts.isSubset(of: available)
                if viaChild || homemade {
                    available.insert(ingredient.id)
                    changed = true
                }
            }
        }
        return available
    }

    func satisfied(_ line: MatchLine, _ available: Set<IngredientID>, _ inventory: Inventory) -> Bool {
        let x = line.ingredient
        if available.contains(x) { return true }
        for rule in bar.substitutes where rule.original != rule.replacement {
            if rule.original == x && available.contains(rule.replacement) { return true }
            if rule.bidirectional && rule.replacement == x && available.contains(rule.original) { return true }
        }
        for rule in inventory.substitutes where rule.original == x && rule.replacement != x && available.contains(rule.replacement) {
            return true
        }
        return line.substitutes.contains { available.contains($0) }
    }

    /// Missing blocking ingredients of one spec, identical lines counted once.
    func missing(_ lines: [MatchLine], _ available: Set<IngredientID>, _ inventory: Inventory) -> [IngredientID] {
        struct LineKey: Hashable { var ingredient: IngredientID; var substitutes: Set<IngredientID> }
        var seen: Set<LineKey> = []
        var missing: [IngredientID] = []
        for line in lines where line.blocks {
            guard seen.insert(LineKey(ingredient: line.ingredient, substitutes: Set(line.substitutes).subtracting([line.ingredient]))).inserted
            else { continue }
            if !satisfied(line, available, inventory) { missing.append(line.ingredient) }
        }
        return missing
    }

    /// Per recipe: the best spec (nil for the main one) and what it misses.
    func match(_ inventory: Inventory) -> [RecipeID: (variant: RecipeID?, missing: [IngredientID])] {
        let available = available(inventory)
        var out: [RecipeID: (variant: RecipeID?, missing: [IngredientID])] = [:]
        for recipe in bar.recipes {
            var best = (variant: RecipeID?.none, missing: missing(recipe.lines, available, inventory))
            for variant in recipe.variants {
                let m = missing(variant.lines, available, inventory)
                if m.count < best.missing.count { best = (variant.id, m) }
            }
            out[recipe.id] = best
        }
        return out
    }

    /// For each ingredient not available, the recipes now missing 1 or 2 that buying it would make makeable.
    func completions(_ inventory: Inventory) -> [IngredientID: Set<RecipeID>] {
        let before = match(inventory)
        let available = available(inventory)
        var out: [IngredientID: Set<RecipeID>] = [:]
        for candidate in bar.ingredients.map(\.id) where !available.contains(candidate) {
            var bought = inventory
            bought.owned.insert(candidate)
            let after = match(bought)
            out[candidate] = Set(before.keys.filter {
                (1...2).contains(before[$0]!.missing.count) && after[$0]!.missing.isEmpty
            })
        }
        return out
    }
}
