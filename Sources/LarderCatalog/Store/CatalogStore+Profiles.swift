import GRDB
import LarderCore

/// A recipe's taste profile as the compiler stored it.
public struct RecipeProfileInfo: Sendable, Hashable, Codable {
    /// The profile, 0–5 on each axis (non-zero axes in JSON).
    public var profile: TasteProfile
    /// Share of the recipe's weight whose ingredients have a profile (0…1).
    public var coverage: Double
    /// A note when the drink's sweet-to-sour balance sits far from its *Cocktail Codex* family's norm,
    /// set by the application (`LarderSession.show`), which knows the families; `nil` from the catalog.
    public var balance: String?

    /// A profile with its coverage; `balance` is set by the application, not the catalog.
    public init(profile: TasteProfile, coverage: Double, balance: String? = nil) {
        self.profile = profile
        self.coverage = coverage
        self.balance = balance
    }
}

/// The smallest value an axis must reach for `search --profile` to count the recipe as having it.
public let profilePresenceThreshold = 2.0

extension CatalogStore {
    /// Whether this catalog has profile tables (catalogs built before them have none).
    static func hasProfiles(_ db: Database) throws -> Bool { try db.hasTable("recipe_profile") }

    /// The stored profile of a recipe, `nil` when it has none (or the catalog predates profiles).
    public func recipeProfile(_ id: RecipeID) throws(CatalogError) -> RecipeProfileInfo? {
        try read { db in try Self.recipeProfile(db, id) }
    }

    /// ``recipeProfile(_:)`` in `db`.
    static func recipeProfile(_ db: Database, _ id: RecipeID) throws -> RecipeProfileInfo? {
        guard try hasProfiles(db),
            let row = try Row.fetchOne(db, sql: "SELECT * FROM recipe_profile WHERE recipe_id = ?", arguments: [id.rawValue])
        else { return nil }
        return try profileInfo(row)
    }

    /// Every stored recipe profile, by recipe id.
    /// - Complexity: O(recipes)
    public func recipeProfiles() throws(CatalogError) -> [RecipeID: RecipeProfileInfo] {
        try read { db in
            guard try Self.hasProfiles(db) else { return [:] }
            var out: [RecipeID: RecipeProfileInfo] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT * FROM recipe_profile") {
                out[RecipeID(try row.value("recipe_id", as: String.self))] = try Self.profileInfo(row)
            }
            return out
        }
    }

    /// Every ingredient profile, by ingredient id.
    public func ingredientProfiles() throws(CatalogError) -> [IngredientID: IngredientProfile] {
        try read { db in try Self.ingredientProfiles(db) }
    }

    package static func ingredientProfiles(_ db: Database) throws -> [IngredientID: IngredientProfile] {
        guard try db.hasTable("ingredient_profile") else { return [:] }
        var out: [IngredientID: IngredientProfile] = [:]
        try StatementColumns.forEach(db, sql: "SELECT ingredient_id, profile, potency, origin FROM ingredient_profile") { row in
            let id = IngredientID(try row.text(0, "ingredient_id"))
            out[id] = IngredientProfile(
                ingredient: id, profile: try row.tasteProfile(1, "profile"), potency: try row.number(2, "potency"),
                origin: try row.text(3, "origin"))
        }
        return out
    }

    static func profileInfo(_ row: Row) throws -> RecipeProfileInfo {
        RecipeProfileInfo(
            profile: try row.tasteProfile("profile"), coverage: try row.value("coverage"), balance: try row.value("balance"))
    }

    /// Adds the profile filters of `query` (`profile`, `sweeterThan`, `drierThan`) to `filter`.
    func addProfileFilters(_ query: SearchQuery, to filter: inout FilterClause) throws(CatalogError) {
        guard !query.profile.isEmpty || query.sweeterThan != nil || query.drierThan != nil else { return }
        let axes = try Self.axes(query.profile)
        for axis in axes {
            filter.add(
                "coalesce((SELECT json_extract(p.profile, ?) FROM recipe_profile p WHERE p.recipe_id = r.id), 0) >= ?",
                [Self.jsonPath(axis), profilePresenceThreshold])
        }
        for (name, sweeter) in [(query.sweeterThan, true), (query.drierThan, false)] {
            guard let name else { continue }
            let id = try resolveRecipe(name)
            guard let reference = try recipeProfile(id) else {
                throw .invalidQuery("'\(name.prefix(40))' has no taste profile to compare with")
            }
            let kind = try read { db in try String.fetchOne(db, sql: "SELECT kind FROM recipe WHERE id = ?", arguments: [id.rawValue]) }
            filter.add("r.kind = ? AND r.id <> ?", [kind, id.rawValue])
            filter.add(
                "EXISTS (SELECT 1 FROM recipe_profile p WHERE p.recipe_id = r.id AND coalesce(json_extract(p.profile, '$.sweet'), 0) \(sweeter ? ">" : "<") ?)",
                [reference.profile[.sweet]])
        }
    }

    /// The ordering term for `search --profile` without text: the sum of the named axes, highest first.
    func profileOrder(_ query: SearchQuery) throws(CatalogError) -> (sql: String, arguments: [(any DatabaseValueConvertible)?])? {
        let axes = try Self.axes(query.profile)
        guard !axes.isEmpty else { return nil }
        let terms = axes.map { _ in "coalesce(json_extract(p.profile, ?), 0)" }.joined(separator: " + ")
        return (
            "(SELECT \(terms) FROM recipe_profile p WHERE p.recipe_id = r.id) DESC, r.name_folded",
            axes.map { Self.jsonPath($0) }
        )
    }

    static func axes(_ names: [String]) throws(CatalogError) -> [TasteAxis] {
        var axes: [TasteAxis] = []
        for name in names {
            guard let axis = TasteAxis(name: name.trimmingCharacters(in: .whitespaces)) else {
                throw .invalidQuery(
                    "unknown taste axis '\(name.prefix(40))'; use \(TasteAxis.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            if !axes.contains(axis) { axes.append(axis) }
        }
        return axes
    }

    static func jsonPath(_ axis: TasteAxis) -> String { "$.\"\(axis.rawValue)\"" }
}

extension CatalogStore {
    /// Every recipe's shape (core ingredients, base spirit, stored profile), and every ingredient's name.
    ///
    /// The base spirit is the main spec's spirit line with the largest volume (the first on a tie),
    /// raised to its most general ancestor that is still a spirit (london dry gin → gin, bourbon → whiskey).
    /// - Complexity: O(lines + ingredients)
    public func recipeShapes() throws(CatalogError) -> (shapes: [RecipeShape], names: [IngredientID: String]) {
        let profiles = try recipeProfiles()
        return try read { db in
            var names: [IngredientID: String] = [:]
            var parent: [IngredientID: IngredientID] = [:]
            var spirits = Set<IngredientID>()
            for row in try Row.fetchAll(db, sql: "SELECT id, name, category, parent_id FROM ingredient") {
                let id = IngredientID(try row.value("id", as: String.self))
                names[id] = try row.value("name")
                if let p = try row.value("parent_id", as: String?.self) { parent[id] = IngredientID(p) }
                if try row.value("category", as: String.self) == IngredientCategory.spirit.rawValue { spirits.insert(id) }
            }
            func root(_ id: IngredientID) -> IngredientID {
                var current = id
                var steps = 0
                while let up = parent[current], spirits.contains(up), steps < 16 {
                    current = up
                    steps += 1
                }
                return current
            }
            var lines: [String: [(IngredientID, Double?, Bool)]] = [:]
            for row in try Row.fetchAll(db, sql: """
                SELECT recipe_id, ingredient_id, ml, garnish, optional FROM recipe_line
                WHERE variant_id = '' ORDER BY recipe_id, position
                """)
            {
                let skip: Bool = try row.value("garnish") || row.value("optional")
                lines[try row.value("recipe_id"), default: []].append(
                    (IngredientID(try row.value("ingredient_id", as: String.self)), try row.value("ml"), skip))
            }
            var shapes: [RecipeShape] = []
            for row in try Row.fetchAll(db, sql: "SELECT id, name, kind, category FROM recipe ORDER BY id") {
                let id: String = try row.value("id")
                let core = (lines[id] ?? []).filter { !$0.2 }
                var seen = Set<IngredientID>()
                let ingredients = core.map(\.0).filter { seen.insert($0).inserted }
                let base = core.filter { spirits.contains($0.0) }.max { ($0.1 ?? 0) < ($1.1 ?? 0) }.map { root($0.0) }
                shapes.append(
                    RecipeShape(
                        id: RecipeID(id), name: try row.value("name"),
                        kind: try row.value("kind", as: RecipeKind.self), family: try row.value("category"),
                        core: ingredients, base: base, profile: profiles[RecipeID(id)]?.profile))
            }
            return (shapes, names)
        }
    }
}

extension CatalogStore {
    /// Each recipe's cuisine for the pairing report: a dish's `cuisine` (dishes without one left out), and
    /// `drinks` for every drink.
    public func recipeCuisines() throws(CatalogError) -> [RecipeID: String] {
        try read { db in
            var out: [RecipeID: String] = [:]
            for row in try Row.fetchAll(db, sql: "SELECT id, kind, cuisine FROM recipe") {
                let id = RecipeID(try row.value("id", as: String.self))
                if try row.value("kind", as: String.self) == RecipeKind.drink.rawValue {
                    out[id] = "drinks"
                } else if let cuisine = try row.value("cuisine", as: String?.self), !cuisine.isEmpty {
                    out[id] = cuisine
                }
            }
            return out
        }
    }
}
