import LarderCore

/// Resolves the curation file's profiles over the ingredient hierarchy: every ingredient gets its own
/// line, else its nearest profiled ancestor's profile, else its category's default, else nothing.
public struct TasteProfileResolver: Sendable {
    public var file: TasteProfileFile
    public var ingredients: [IngredientID: Ingredient]

    public init(file: TasteProfileFile, ingredients: [Ingredient]) {
        self.file = file
        self.ingredients = Dictionary(ingredients.map { ($0.id, $0) }, uniquingKeysWith: { a, _ in a })
    }

    /// Every ingredient that resolves to a profile, sorted by id.
    /// - Throws: when a line names an unknown ingredient, or `like`/`^` references form a cycle.
    public func resolve() throws(ImportError) -> [IngredientProfile] {
        for id in file.entries.keys where ingredients[id] == nil {
            throw .malformed("taste-profiles.tsv", "unknown ingredient \(id)")
        }
        var cache: [IngredientID: IngredientProfile?] = [:]
        var out: [IngredientProfile] = []
        for id in ingredients.keys.sorted() {
            var visiting = Set<IngredientID>()
            if let profile = try resolve(id, cache: &cache, visiting: &visiting) { out.append(profile) }
        }
        return out
    }

    private func resolve(
        _ id: IngredientID, cache: inout [IngredientID: IngredientProfile?], visiting: inout Set<IngredientID>
    ) throws(ImportError) -> IngredientProfile? {
        if let known = cache[id] { return known }
        guard visiting.insert(id).inserted else { throw .malformed("taste-profiles.tsv", "cycle through \(id)") }
        let ingredient = ingredients[id]
        let parent: IngredientProfile? =
            if let p = ingredient?.parent, p != id { try resolve(p, cache: &cache, visiting: &visiting) } else { nil }
        var result: IngredientProfile?
        if let entry = file.entries[id] {
            var profile = entry.fromParent ? (parent?.profile ?? TasteProfile()) : TasteProfile()
            var potency = entry.fromParent ? (parent?.potency ?? 1) : 1
            for term in entry.terms {
                switch term {
                case .like(let other):
                    guard let base = try resolve(other, cache: &cache, visiting: &visiting) else {
                        throw .malformed("taste-profiles.tsv", "\(id) is like \(other), which has no profile")
                    }
                    profile = base.profile
                    potency = base.potency
                case .set(let axis, let value): profile[axis] = value
                case .adjust(let axis, let delta): profile[axis] += delta
                case .potency(let value): potency = value
                }
            }
            result = IngredientProfile(ingredient: id, profile: profile, potency: potency, origin: "written")
        } else if let parent {
            result = IngredientProfile(
                ingredient: id, profile: parent.profile, potency: parent.potency,
                origin: parent.origin == "category" ? "category" : "inherited")
        } else if let ingredient, let entry = file.categoryDefaults[ingredient.category] {
            var profile = TasteProfile()
            var potency = 1.0
            for term in entry.terms {
                switch term {
                case .set(let axis, let value): profile[axis] = value
                case .adjust(let axis, let delta): profile[axis] += delta
                case .potency(let value): potency = value
                case .like: break
                }
            }
            result = IngredientProfile(ingredient: id, profile: profile, potency: potency, origin: "category")
        }
        visiting.remove(id)
        cache[id] = .some(result)
        return result
    }
}
