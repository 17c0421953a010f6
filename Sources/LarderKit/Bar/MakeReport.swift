import LarderCore
import LarderMatch

/// A recipe or ingredient named in a report.
public struct NamedRef: Hashable, Sendable, Codable {
    /// The recipe's or ingredient's id (`negroni`, `sweet-vermouth`).
    public var id: String
    /// Its display name ("Negroni", "Sweet vermouth").
    public var name: String
}

/// One recipe of `larder make`: what it misses and what it relies on.
public struct MakeEntry: Hashable, Sendable, Codable {
    /// A line made with a substitute: what the recipe asks for and what stands in for it.
    public struct SubstituteUse: Hashable, Sendable, Codable {
        /// The ingredient the recipe asks for.
        public var original: NamedRef
        /// The ingredient the user has that stands in for it.
        public var replacement: NamedRef
        /// How far the drink moves from its spec: 0 as good, 1 barely (the substitute rule's penalty).
        public var penalty: Double
        /// `recipe`, `user` or `catalog`.
        public var origin: String
    }

    /// A line asking for a general ingredient, met by a more specific one the user has ("whiskey" by bourbon).
    public struct KindUse: Hashable, Sendable, Codable {
        /// The general ingredient the recipe asks for.
        public var asked: NamedRef
        /// The kind of it the user has.
        public var owned: NamedRef
    }

    /// A homemade ingredient counted as available because the user has its parts (simple syrup from sugar and water).
    public struct HomemadeUse: Hashable, Sendable, Codable {
        /// The ingredient to make.
        public var ingredient: NamedRef
        /// What it is made of, all in the inventory.
        public var parts: [NamedRef]
    }

    /// The recipe.
    public var recipe: NamedRef
    /// Drink or dish.
    public var kind: RecipeKind
    /// How many required lines the inventory lacks (0: makeable now).
    public var missingCount: Int
    /// The required lines' ingredients the inventory lacks, as the recipe names them.
    public var missing: [NamedRef]
    /// The variant of the recipe that matched, or `nil` for its main spec.
    public var variant: NamedRef?
    /// Lines met only through a substitute.
    public var substitutes: [SubstituteUse]
    /// Lines met by a more specific kind of the ingredient asked for.
    public var kinds: [KindUse]
    /// Homemade ingredients counted as available from their parts.
    public var homemade: [HomemadeUse]
    /// Optional and garnish lines the inventory lacks; they never block.
    public var optionalMissing: [NamedRef]
    /// The sum of the substitutes' penalties: 0 when made exactly as written.
    public var penalty: Double
    /// The recipe's data sets, plus one for an IBA drink: how widely it is known (0 for variants and own recipes).
    public var popularity: Int
    /// For one of the user's own recipes, the lines that did not resolve to a catalog ingredient: not
    /// checked against the inventory (absent for catalog recipes).
    public var unchecked: [String]?
}

/// How `larder make` orders its results.
public enum MakeSort: String, Sendable, CaseIterable, Codable {
    /// Fewest missing first, then fewest substitutions, then name.
    case missing
    /// By name.
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
