import LarderCatalog
import LarderCore
import LarderMatch
import LarderUser

/// What `make` should look at and how to order it.
public struct MakeRequest: Hashable, Sendable {
    /// Also list recipes missing up to this many ingredients (0, 1 or 2).
    public var maxMissing: Int
    /// How to order the results.
    public var sort: MakeSort
    /// Catalog filters (kind, category, ingredients, …); text, paging and sort are ignored.
    public var filters: SearchQuery
    /// Which recipes to consider: all, the favorites or a collection.
    public var scope: RecipeScope

    /// A request with these values (by default: up to two missing, fewest missing first, every recipe).
    public init(maxMissing: Int = 2, sort: MakeSort = .missing, filters: SearchQuery = SearchQuery(), scope: RecipeScope = .all) {
        self.maxMissing = maxMissing
        self.sort = sort
        self.filters = filters
        self.scope = scope
    }
}

extension LarderSession {
    /// What the user can make now, and what is one or two ingredients away, within the request's
    /// filters and scope.
    public func make(_ request: MakeRequest) throws(LarderError) -> [MakeEntry] {
        guard (0...2).contains(request.maxMissing) else { throw .invalidInput("missing must be 0, 1 or 2, not \(request.maxMissing)") }
        var allowed = try recipes(in: request.scope)
        var filters = request.filters
        filters.kind = nil
        if filters.hasFilters {
            // The user's own recipes pass or fail the same filters on what they say.
            let matching = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipeIDs(matching: filters) }
                .union(try ownRecipeIDs(matching: filters))
            allowed = allowed.map { $0.intersection(matching) } ?? matching
        }
        let bar = try barCatalog()
        return try bar.make(
            try matchInventory(in: bar), maxMissing: request.maxMissing, kind: request.filters.kind, restrictTo: allowed, sort: request.sort)
    }

    /// The `top` best single purchases and a greedy plan of `count` purchases.
    public func buyNext(count: Int = 3, top: Int = 10, kind: RecipeKind? = nil) throws(LarderError) -> PurchaseReport {
        let bar = try barCatalog()
        return try bar.buyNext(try matchInventory(in: bar), count: count, top: top, kind: kind)
    }

    /// What to buy for some recipes (ids or names), each scaled to `servings` when given, minus what
    /// the user has.
    public func shoppingList(_ names: [String], servings: Int? = nil, units: MeasurementSystem? = nil) throws(LarderError) -> ShoppingReport {
        try shoppingList(for: names.map { KitchenRequest(recipe: $0, servings: servings.map(Double.init)) }, units: units)
    }

    /// One shopping list for several recipe requests (a recipe may come more than once, as in a
    /// week's plan): amounts summed in units that add up, minus the pantry's amounts and the staples,
    /// by aisle, in `units` (given, else remembered, else metric).
    public func shoppingList(for requests: [KitchenRequest], units: MeasurementSystem? = nil) throws(LarderError) -> ShoppingReport {
        guard !requests.isEmpty else { throw .invalidInput("name at least one recipe") }
        var scaled: [(recipe: RecipeID, factor: Double, servings: Double?)] = []
        var notes: [String] = []
        var extra: [ShoppingLine] = []
        var ownNames: [String: String] = [:]
        for request in requests {
            // The user's own recipes (`my-…`, or a title the catalog does not have) bring their lines along.
            let own = try ownRecipe(request.recipe)
            let detail: RecipeDetail
            if let own {
                detail = own
            } else {
                let id = try resolveRecipe(request.recipe)
                detail = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipe(id.rawValue) }
            }
            let id = detail.summary.id
            let decision = try ScaleDecision(request, name: detail.summary.name, yield: detail.servings)
            if let note = decision.note, !notes.contains(note) { notes.append(note) }
            scaled.append((id, decision.factor, request.servings ?? detail.servings.map { Double($0) * decision.factor }))
            if own != nil {
                ownNames[id.rawValue] = detail.summary.name
                extra += detail.lines.map { line in
                    ShoppingLine(
                        recipe: id, ingredient: line.ingredient.id, amount: line.amount, scale: decision.factor, optional: line.optional,
                        garnish: line.garnish)
                }
            }
        }
        let bar = try shoppingCatalog(for: scaled.map(\.recipe), own: Set(ownNames.keys.map { RecipeID($0) }))
        let inventory = try matchInventory(in: bar)
        let pantry = try withUserData { (user) throws(UserDataError) in try user.pantryAmounts() }
        var report = try bar.shoppingList(
            scaled, inventory: inventory, pantry: pantry, units: effectiveUnits(units) ?? .metric, notes: notes, extra: extra
        ) { (ids) throws(LarderError) in try kitchenIngredients(ids) }
        if !ownNames.isEmpty { report.renameRecipes(ownNames) }
        return report
    }

    /// One of the user's own recipes for `nameOrID` (an id `my-…`, or a title the catalog does not
    /// resolve), or `nil` for a catalog recipe.
    func ownRecipe(_ nameOrID: String) throws(LarderError) -> RecipeDetail? {
        if nameOrID.hasPrefix(UserDatabase.userRecipePrefix), let stored = try userRecipe(nameOrID) { return try userRecipeDetail(stored) }
        do {
            _ = try resolveRecipe(nameOrID)
            return nil
        } catch {
            guard let stored = try userRecipe(nameOrID) else { throw error }
            return try userRecipeDetail(stored)
        }
    }

    /// The catalog compiled for a shopping list of `recipes`: every ingredient and substitute, but only
    /// these catalog recipes, so a list for two drinks does not read every recipe line. The whole
    /// ``barCatalog()`` when a call already read it, or when a requested catalog recipe is not in the
    /// small one (a variant, or a recipe without lines, which the whole one then handles as always).
    func shoppingCatalog(for recipes: [RecipeID], own: Set<RecipeID>) throws(LarderError) -> BarCatalog {
        if hasMatchData { return try barCatalog() }
        let wanted = recipes.filter { !own.contains($0) }.uniqued()
        let data = try withCatalog { (catalog) throws(CatalogError) in try catalog.matchData(onlyRecipes: wanted) }
        let small = try BarCatalog(data, own: try ownMatchRecipes())
        guard wanted.allSatisfy({ small.matcher.contains($0) }) else { return try barCatalog() }
        return small
    }

    /// The matcher's view of the stored inventory, for `bar`: an id its matcher lacks because the catalog merged
    /// it into another ingredient counts as that ingredient (the catalog is asked only when `bar` lacks an id).
    func matchInventory(in bar: BarCatalog) throws(LarderError) -> Inventory {
        let stored = try withUserData { (user) throws(UserDataError) in try user.inventory() }
        let unknown = (stored.owned + stored.staples + stored.substitutes.flatMap { [$0.original, $0.replacement] })
            .filter { !bar.matcher.contains($0) }
        guard !unknown.isEmpty else { return stored.matchInventory }
        let merged = try withCatalog { (catalog) throws(CatalogError) in try catalog.mergedIngredients(unknown) }
        guard !merged.isEmpty else { return stored.matchInventory }
        func current(_ id: IngredientID) -> IngredientID { merged[id] ?? id }
        return Inventory(
            owned: Set(stored.owned.map(current)), staples: Set(stored.staples.map(current)),
            substitutes: stored.substitutes.map { UserSubstitute(original: current($0.original), replacement: current($0.replacement)) })
    }
}

extension SearchQuery {
    /// Whether any filter is set (text, sort and paging aside).
    var hasFilters: Bool {
        var plain = self
        plain.text = nil
        plain.sort = .relevance
        plain.limit = 20
        plain.offset = 0
        return plain != SearchQuery()
    }
}
