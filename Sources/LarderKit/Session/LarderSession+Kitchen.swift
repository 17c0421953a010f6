import LarderCatalog
import LarderCore
import LarderUser

extension LarderSession {
    /// The user setting that remembers `--units`.
    static let unitsSetting = "units"

    /// The measurement system the user last asked for, if any.
    public func rememberedUnits() throws(LarderError) -> MeasurementSystem? {
        try withUserData { (user) throws(UserDataError) in try user.setting(Self.unitsSetting) }.flatMap(MeasurementSystem.init(rawValue:))
    }

    /// Remembers `units` for later commands.
    public func rememberUnits(_ units: MeasurementSystem) throws(LarderError) {
        try withUserData { (user) throws(UserDataError) in try user.setSetting(Self.unitsSetting, units.rawValue) }
    }

    /// `units` when given (and remembered from now on), else the remembered system. Remembering is
    /// best effort: a read-only user database only gets a warning.
    func effectiveUnits(_ units: MeasurementSystem?) -> MeasurementSystem? {
        if let units {
            if (try? rememberedUnits()) != units {
                do { try rememberUnits(units) } catch { warn("units not remembered: \(error)") }
            }
            return units
        }
        return (try? rememberedUnits()) ?? nil
    }

    /// What the kitchen engine needs for `ids`: names, categories and measures (the catalog's
    /// `ingredient_measure`, with ``CountedFoods`` filling its gaps).
    func kitchenIngredients(_ ids: some Collection<IngredientID>) throws(LarderError) -> [IngredientID: KitchenIngredient] {
        kitchenIngredients(ids, facts: try withCatalog { (catalog) throws(CatalogError) in try catalog.kitchenFacts(Array(Set(ids))) })
    }

    /// ``kitchenIngredients(_:)`` from the catalog's `facts` about them, already read.
    private func kitchenIngredients(
        _ ids: some Collection<IngredientID>, facts: [IngredientID: (name: String, category: IngredientCategory, measure: IngredientMeasure?)]
    ) -> [IngredientID: KitchenIngredient] {
        let list = Array(Set(ids))
        let measures = CountedFoods.merged(facts.compactMapValues(\.measure), for: list)
        var out: [IngredientID: KitchenIngredient] = [:]
        for id in list {
            let fact = facts[id]
            out[id] = KitchenIngredient(noun: fact?.name ?? id.rawValue, category: fact?.category ?? .other, measure: measures[id])
        }
        return out
    }

    /// A recipe scaled by `servings` (from its own yield) or `scale`, its amounts shown as a cook
    /// measures them in `units` (given, else remembered, else as written); recorded as viewed. A catalog
    /// recipe is read with everything shown beside it in one read (``CatalogStore/recipePage(_:)``): its
    /// nutrition, its ingredients' measures, and a drink's *Cocktail Codex* family (``RecipeDetail/codex``).
    ///
    /// - Throws: ``LarderError/invalidInput(_:)`` for both servings and scale, or values out of range.
    public func show(_ nameOrID: String, servings: Int? = nil, scale: Double? = nil, units: MeasurementSystem? = nil) throws(LarderError)
        -> RecipeDetail
    {
        let page = try userRecipeOrCatalog(nameOrID)
        var detail = page.detail
        let ids = detail.lines.map(\.ingredient.id) + detail.variants.flatMap { $0.lines.map(\.ingredient.id) }
        let ingredients: [IngredientID: KitchenIngredient]
        if let page = page.catalog {
            ingredients = kitchenIngredients(ids, facts: page.kitchenFacts)
        } else {
            // Nutrition is per serving: scaling the recipe does not change it.
            detail.nutrition = try? ownNutrition(detail.summary.id)
            ingredients = try kitchenIngredients(ids)
        }
        let decision = try ScaleDecision(
            KitchenRequest(recipe: nameOrID, servings: servings.map(Double.init), scale: scale), name: detail.summary.name,
            yield: detail.servings)
        recordHistory { (user) throws(UserDataError) in try user.recordView(detail.summary.id) }
        var shown = RecipePresentation.kitchen(detail, decision: decision, units: effectiveUnits(units), ingredients: ingredients)
        if let servings { shown.servings = servings }
        // The balance note holds the drink against its Codex family (a user's own drink has none).
        if detail.summary.kind == .drink, let profile = shown.profile {
            shown.profile?.balance = detail.codex.flatMap {
                CodexBook.balanceNote(detail.summary.id, profile: profile.profile, family: $0.family, familyProfiles: page.catalog?.familyProfiles ?? [:])
            }
        }
        return shown
    }
}
