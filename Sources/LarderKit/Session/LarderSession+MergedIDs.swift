import LarderCatalog
import LarderCore
import LarderUser

/// User data keeps the ids it was saved with. When the catalog merges an entry into another (the typo twin
/// "pinapple-juice" into pineapple-juice, the drink "whisky-sour" into whiskey-sour), the old id becomes an
/// alias of the entry it joined, and these functions read the user's rows by that entry: the inventory still
/// makes the drinks, a favorite is still listed by its name, and either can be removed by its new name.
extension LarderSession {
    /// `ids` with each one the catalog merged into another entry replaced by that entry's id, in order,
    /// without repeats.
    func current(_ ids: [IngredientID]) throws(LarderError) -> [IngredientID] {
        let merged = try withCatalog { (catalog) throws(CatalogError) in try catalog.mergedIngredients(ids) }
        return merged.isEmpty ? ids : ids.map { merged[$0] ?? $0 }.uniqued()
    }

    /// ``current(_:)-([IngredientID])`` for recipes.
    func current(_ ids: [RecipeID]) throws(LarderError) -> [RecipeID] {
        let merged = try mergedRecipes(ids)
        return merged.isEmpty ? ids : ids.map { merged[$0] ?? $0 }.uniqued()
    }

    /// The names of `ids`: the catalog's, or, for an id merged into another entry, that entry's name.
    func ingredientNames(_ ids: [IngredientID]) throws(LarderError) -> [IngredientID: String] {
        try withCatalog { (catalog) throws(CatalogError) in
            var names = try catalog.ingredientNames(ids)
            let missing = ids.filter { names[$0] == nil }
            guard !missing.isEmpty else { return names }
            let merged = try catalog.mergedIngredients(missing)
            let current = try catalog.ingredientNames(Array(Set(merged.values)))
            for (old, new) in merged { names[old] = current[new] }
            return names
        }
    }

    /// The names of catalog recipes among `ids`, as ``ingredientNames(_:)`` gives ingredients'.
    func recipeNames(_ ids: [RecipeID]) throws(LarderError) -> [RecipeID: String] {
        try withCatalog { (catalog) throws(CatalogError) in
            var names = try catalog.recipeNames(ids)
            let missing = ids.filter { names[$0] == nil && !$0.rawValue.hasPrefix(UserDatabase.userRecipePrefix) }
            guard !missing.isEmpty else { return names }
            let merged = try catalog.mergedRecipes(missing)  // the user's own recipes are left out above
            let current = try catalog.recipeNames(Array(Set(merged.values)))
            for (old, new) in merged { names[old] = current[new] }
            return names
        }
    }

    /// `ids` (as resolved for a removal) with each one that is not among `stored` replaced by the stored ids
    /// the catalog merged into it: "pineapple juice" removes the row saved as "pinapple-juice".
    func storedForms<ID: Hashable>(_ ids: [ID], stored: [ID], merged: [ID: ID]) -> [ID] {
        let storedSet = Set(stored)
        return ids.flatMap { id -> [ID] in
            if storedSet.contains(id) { return [id] }
            let old = stored.filter { merged[$0] == id }
            return old.isEmpty ? [id] : old
        }.uniqued()
    }

    /// ``storedForms(_:stored:merged:)`` of ingredient ids.
    func storedForms(_ ids: [IngredientID], stored: [IngredientID]) throws(LarderError) -> [IngredientID] {
        let unknown = stored.filter { !ids.contains($0) }
        guard !unknown.isEmpty else { return ids }
        return storedForms(ids, stored: stored, merged: try withCatalog { (catalog) throws(CatalogError) in try catalog.mergedIngredients(unknown) })
    }

    /// ``storedForms(_:stored:merged:)`` of recipe ids.
    func storedForms(_ ids: [RecipeID], stored: [RecipeID]) throws(LarderError) -> [RecipeID] {
        let unknown = stored.filter { !ids.contains($0) }
        guard !unknown.isEmpty else { return ids }
        return storedForms(ids, stored: stored, merged: try mergedRecipes(unknown))
    }

    /// The catalog's ``CatalogStore/mergedRecipes(_:)`` of `ids`, the user's own recipes left out (the catalog
    /// never had them).
    func mergedRecipes(_ ids: [RecipeID]) throws(LarderError) -> [RecipeID: RecipeID] {
        let catalogIDs = ids.filter { !$0.rawValue.hasPrefix(UserDatabase.userRecipePrefix) }
        guard !catalogIDs.isEmpty else { return [:] }
        return try withCatalog { (catalog) throws(CatalogError) in try catalog.mergedRecipes(catalogIDs) }
    }
}
