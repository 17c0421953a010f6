import Foundation
import LarderCatalog
import LarderCore

extension LarderSession {
    /// Searches and filters recipes within `scope`; a search with text is recorded in the history.
    ///
    /// - Throws: ``LarderError/catalog(_:)`` for unknown ingredient names in filters or text without words;
    ///   ``LarderError/user(_:)`` for an unknown collection.
    /// `nutrition` keeps only recipes whose serving fits it (see ``NutritionFilter``); `family` only drinks
    /// of that Cocktail Codex family (see ``codexMembers(_:includingBetween:)``); `origin` adds the user's
    /// own recipes (the default), or searches only them or only the catalog.
    public func search(
        _ query: SearchQuery, in scope: RecipeScope = .all, nutrition: NutritionFilter? = nil, family: String? = nil,
        origin: RecipeOrigin = .all
    ) throws(LarderError) -> SearchResult {
        let asked = query
        var query = query
        if let allowed = try recipes(in: scope) {
            query.restrictTo = query.restrictTo.map { $0.intersection(allowed) } ?? allowed
        }
        if let family {
            let members = Set(try codexMembers(family).map(\.id))
            query.restrictTo = query.restrictTo.map { $0.intersection(members) } ?? members
        }
        if let nutrition, !nutrition.isEmpty {
            let allowed = try recipes(matching: nutrition)
            query.restrictTo = query.restrictTo.map { $0.intersection(allowed) } ?? allowed
        }
        let hasText = query.hasText
        if hasText && recordsHistory && query.preferred.isEmpty {
            // The user's own favorites, ratings and views rank first among equals; ranking never fails a search.
            query.preferred = (try? withUserData { (user) throws(UserDataError) in try user.preferredRecipes() }) ?? []
        }
        // The user's own recipes, read once: whether there are any decides the catalog's page, and they are ranked after.
        let stored = origin == .catalog ? nil : try? withUserData { (user) throws(UserDataError) in try user.userRecipes() }
        let fromStart = origin == .all && stored?.isEmpty == false
        if fromStart {
            // The user's recipes mix in by tier: the catalog's page is cut after the merge.
            query.limit = query.offset + query.limit
            query.offset = 0
        }
        let result = try withCatalog { (catalog) throws(CatalogError) in try catalog.search(query) }
        if let text = query.text, hasText {
            recordHistory { (user) throws(UserDataError) in try user.recordSearch(text) }
        }
        return try addingUserRecipes(to: result, query: asked, scope: scope, origin: origin, fromStart: fromStart, stored: stored)
    }

    /// A recipe at random among those `query`'s filters and text allow; `nil` when none does.
    public func random(_ query: SearchQuery, seed: UInt64? = nil) throws(LarderError) -> RecipeSummary? {
        var generator = SplitMix64(seed: seed ?? UInt64.random(in: 0...UInt64.max))
        return try withCatalog { (catalog) throws(CatalogError) in try catalog.random(query, using: &generator) }
    }

    /// Up to `limit` recipe and ingredient names starting with `prefix`.
    public func suggest(_ prefix: String, limit: Int = 5) throws(LarderError) -> [NameSuggestion] {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.suggest(prefix, limit: limit) }
    }

    /// A user recipe with this id, else the catalog's recipe (its ``RecipePage``), else a user recipe with this title.
    func userRecipeOrCatalog(_ nameOrID: String) throws(LarderError) -> (detail: RecipeDetail, catalog: RecipePage?) {
        if nameOrID.hasPrefix(UserDatabase.userRecipePrefix), let stored = try userRecipe(nameOrID) { return (try userRecipeDetail(stored), nil) }
        do {
            let page = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipePage(nameOrID) }
            return (page.detail, page)
        } catch .catalog(.notFound) where (try? userRecipe(nameOrID)) != nil {
            guard let stored = try userRecipe(nameOrID) else { throw .user(.noSuchRecipe(nameOrID)) }
            return (try userRecipeDetail(stored), nil)
        }
    }

    /// Ingredients whose name or alias contains `text`, most used first.
    public func ingredients(matching text: String? = nil, category: IngredientCategory? = nil, limit: Int = 50) throws(LarderError)
        -> [IngredientSummary]
    {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.ingredients(matching: text, category: category, limit: limit) }
    }

    /// Everything about one ingredient.
    public func ingredient(_ nameOrID: String) throws(LarderError) -> IngredientDetail {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.ingredientDetail(nameOrID) }
    }

    /// One recipe id for what the user typed (id, name, alias or variant; ambiguity is an error).
    public func resolveRecipe(_ nameOrID: String) throws(LarderError) -> RecipeID {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.resolveRecipe(nameOrID) }
    }

    /// One ingredient id for what the user typed (id, name or alias; ambiguity is an error).
    public func resolveIngredient(_ nameOrID: String) throws(LarderError) -> IngredientID {
        try withCatalog { (catalog) throws(CatalogError) in try catalog.resolveIngredient(nameOrID).id }
    }

    /// Writes to the history when the session records it; a failure is reported as a warning, never thrown,
    /// so a read-only or damaged user database does not fail the command it belongs to.
    func recordHistory(_ body: (UserDatabase) throws(UserDataError) -> Void) {
        guard recordsHistory else { return }
        do {
            try withUserData(body)
        } catch {
            warn("history not recorded: \(error)")
        }
    }
}
