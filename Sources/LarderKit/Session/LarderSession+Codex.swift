import FlavorGraph
import LarderCatalog
import LarderCore

extension LarderSession {
    /// The six *Cocktail Codex* families with how many drinks each holds and the best known of them.
    public func codex(bestKnown: Int = 5) throws(LarderError) -> [CodexFamilySummary] {
        let members = try CodexBook.members(catalog())
        return CodexFamily.allCases.map { family in
            let inFamily = members.filter { $0.codex.family == family }
            return CodexFamilySummary(
                family: family, name: family.name, structure: family.structure, count: inFamily.count,
                between: inFamily.count { $0.codex.alsoFamily != nil },
                bestKnown: inFamily.prefix(max(0, bestKnown)).map { ListedItem(id: $0.id.rawValue, name: $0.name) })
        }
    }

    /// The drinks of one family (named by id or root: "sidecar", "old fashioned"), best known first.
    /// With `including: true`, drinks that sit between another family and this one are listed too.
    public func codexMembers(_ family: String, includingBetween: Bool = false) throws(LarderError) -> [CodexMember] {
        let wanted = try CodexBook.family(family)
        return try CodexBook.members(catalog()).filter {
            $0.codex.family == wanted || (includingBetween && $0.codex.alsoFamily == wanted)
        }
    }

    /// A drink's family, why, and how it departs from the root; `nil` for a dish.
    public func codexClassification(_ recipe: String) throws(LarderError) -> CodexMember? {
        // The user's own recipes are not classified (their lines need not resolve to catalog ingredients).
        if recipe.hasPrefix(UserDatabase.userRecipePrefix), try userRecipe(recipe) != nil { return nil }
        let id = try withCatalog { (catalog) throws(CatalogError) in try catalog.resolveRecipe(recipe) }
        return try CodexBook.members(catalog(), recipes: [id]).first
    }

}

extension LarderSession {
    /// Recipe or ingredient ids starting with `prefix`, for shell completion.
    public func completions(_ kind: CatalogStore.CompletionKind, prefix: String) throws(LarderError) -> [String] {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.completionIDs(of: kind, prefix: prefix) }
    }
}
