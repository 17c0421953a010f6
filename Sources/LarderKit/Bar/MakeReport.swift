import LarderCore
import LarderMatch

/// A recipe or ingredient named in a report.
public struct NamedRef: Hashable, Sendable, Codable {
    public var id: String
    public var name: String
}

/// One recipe of `larder make`: what it misses and what it relies on.
public struct MakeEntry: Hashable, Sendable, Codable {
    public struct SubstituteUse: Hashable, Sendable, Codable {
        public var original: NamedRef
        public var replacement: NamedRef
        public var penalty: Double
        /// `recipe`, `user` or `catalog`.
        public var origin: String
    }

    public struct KindUse: Hashable, Sendable, Codable {
        public var asked: NamedRef
        public var owned: NamedRef
    }

    public struct HomemadeUse: Hashable, Sendable, Codable {
        public var ingredient: NamedRef
        public var parts: [NamedRef]
    }

    public var recipe: NamedRef
    public var kind: RecipeKind
    public var missingCount: Int
    public var missing: [NamedRef]
    public var variant: NamedRef?
    public var substitutes: [SubstituteUse]
    public var kinds: [KindUse]
    public var homemade: [HomemadeUse]
    public var optionalMissing: [NamedRef]
    public var penalty: Double
    public var popularity: Int
    /// For one of the user's own recipes, the lines that did not resolve to a catalog ingredient: not
    /// checked against the inventory (absent for catalog recipes).
    public var unchecked: [String]?
}

/// How `larder make` orders its results.
public enum MakeSort: String, Sendable, CaseIterable, Codable {
    /// Fewest missing first, then fewest substitutions, then name.
    case missing
    case name
    /// Most sources (and IBA) first.
    case popularity
}

extension BarCatalog {
    /// What `inventory` can make (and what it is one or two ingredients short of).
    public func make(
        _ inventory: Inventory, maxMissing: Int, kind: RecipeKind? = nil, restrictTo: Set<RecipeID>? = nil, sort: MakeSort = .missing
    ) -> [MakeEntry] {
        let closure = matcher.closure(of: inventory)
        let result = matcher.match(
            closure, options: MatchOptions(maxMissing: maxMissing, kinds: kind.map { [$0] }, recipes: restrictTo))
        let entries = result.all.map { entry(matcher.explain($0, in: closure), missingCount: $0.missingCount) }
        switch sort {
        case .missing:
            return entries.sorted { ($0.missingCount, $0.penalty, $0.recipe.name, $0.recipe.id) < ($1.missingCount, $1.penalty, $1.recipe.name, $1.recipe.id) }
        case .name:
            return entries.sorted { ($0.recipe.name, $0.recipe.id) < ($1.recipe.name, $1.recipe.id) }
        case .popularity:
            return entries.sorted { ($1.popularity, $0.missingCount, $0.recipe.name) < ($0.popularity, $1.missingCount, $1.recipe.name) }
        }
    }

    func ref(_ id: IngredientID) -> NamedRef { NamedRef(id: id.rawValue, name: name(of: id)) }
    func ref(_ id: RecipeID) -> NamedRef { NamedRef(id: id.rawValue, name: name(of: id)) }

    private func entry(_ e: MatchExplanation, missingCount: Int) -> MakeEntry {
        let info = recipes[e.recipe]
        return MakeEntry(
            recipe: ref(e.recipe), kind: info?.kind ?? .drink, missingCount: missingCount, missing: e.missing.map(ref),
            variant: e.variant.map { NamedRef(id: $0.id.rawValue, name: $0.name) },
            substitutes: e.substitutions.map {
                MakeEntry.SubstituteUse(original: ref($0.original), replacement: ref($0.replacement), penalty: $0.penalty, origin: $0.origin.rawValue)
            },
            kinds: e.descendants.map { MakeEntry.KindUse(asked: ref($0.asked), owned: ref($0.owned)) },
            homemade: e.homemade.map { MakeEntry.HomemadeUse(ingredient: ref($0.ingredient), parts: $0.parts.map(ref)) },
            optionalMissing: e.optionalMissing.map(ref), penalty: e.penalty, popularity: info?.popularity ?? 0,
            unchecked: unchecked[e.recipe])
    }
}
