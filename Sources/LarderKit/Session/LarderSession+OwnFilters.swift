import LarderCatalog
import LarderCore
import LarderUser

extension LarderSession {
    /// The user's own recipes that pass the catalog filters in `filters`, judged on what each recipe
    /// says: its course, glass, tags, total time and the lines that resolved to catalog ingredients
    /// (an ingredient filter takes the ingredient's kinds too, as the catalog's does). Filters only the
    /// catalog can answer (method, IBA, strength, taste) let none of them through.
    func ownRecipeIDs(matching filters: SearchQuery) throws(LarderError) -> Set<RecipeID> {
        guard filters.method == nil, !filters.ibaOnly, filters.minABV == nil, filters.maxABV == nil, filters.profile.isEmpty,
            filters.sweeterThan == nil, filters.drierThan == nil
        else { return [] }
        let catalog = try catalog()
        func kinds(_ name: String) throws(LarderError) -> Set<IngredientID> {
            do {
                return Set(try catalog.descendants(of: catalog.resolveIngredient(name).id))
            } catch {
                throw .catalog(error)
            }
        }
        var wanted: [Set<IngredientID>] = []
        for name in filters.ingredients { wanted.append(try kinds(name)) }
        var unwanted: Set<IngredientID> = []
        for name in filters.without { unwanted.formUnion(try kinds(name)) }
        let stored = try withUserData { (user) throws(UserDataError) in try user.userRecipes() }
        var passing: Set<RecipeID> = []
        for own in stored {
            if let restrict = filters.restrictTo, !restrict.contains(own.id) { continue }
            guard let recipe = try? UserRecipeCodec.decode(own) else { continue }
            let ingredients = Set(own.lines.compactMap(\.ingredient))
            guard wanted.allSatisfy({ !$0.isDisjoint(with: ingredients) }), unwanted.isDisjoint(with: ingredients) else { continue }
            if let category = filters.category, Folding.fold(recipe.category ?? "") != Folding.fold(category) { continue }
            if let glass = filters.glass, !Folding.fold(recipe.glass ?? "").contains(Folding.fold(glass)) { continue }
            let tags = Set(recipe.tags.map { $0.lowercased() })
            guard filters.tags.allSatisfy({ tags.contains($0.lowercased()) }) else { continue }
            if let limit = filters.maxMinutes {
                let total = recipe.effectiveTotalMinutes
                guard let total, total <= limit else { continue }
            }
            if let alcoholic = filters.alcoholic {
                guard Self.anyAlcoholic(ingredients, in: catalog) == alcoholic else { continue }
            }
            passing.insert(own.id)
        }
        return passing
    }

    /// Whether any of `ingredients` has alcohol by the catalog's ABV: how the user's own recipes are judged
    /// alcoholic, since no data set says.
    static func anyAlcoholic(_ ingredients: some Sequence<IngredientID>, in catalog: CatalogStore) -> Bool {
        ingredients.contains { id in ((try? catalog.resolveIngredient(id.rawValue))?.abv ?? 0) > 0 }
    }
}
