import GRDB
import LarderCore

extension CatalogStore {
    /// `id` and every ingredient below it in the hierarchy (whiskey → bourbon, rye, scotch, …).
    public func descendants(of id: IngredientID) throws(CatalogError) -> [IngredientID] {
        try read { db in
            try String.fetchAll(db, sql: """
                WITH RECURSIVE below(id) AS (SELECT ? UNION SELECT i.id FROM ingredient i JOIN below b ON i.parent_id = b.id)
                SELECT id FROM below ORDER BY id
                """, arguments: [id.rawValue]).map { IngredientID($0) }
        }
    }

    /// Ingredients whose name or alias contains `text` (all without text), optionally of one category,
    /// most used first.
    public func ingredients(matching text: String? = nil, category: IngredientCategory? = nil, limit: Int = 100) throws(CatalogError)
        -> [IngredientSummary]
    {
        if let text { try QueryLimits.checkName(text, "the ingredient filter") }
        return try read { db in
            var clauses: [String] = []
            var arguments: [(any DatabaseValueConvertible)?] = []
            if let text, !text.isEmpty {
                let pattern = "%" + Self.likeEscaped(Folding.fold(text)) + "%"
                clauses.append("(i.name_folded LIKE ? ESCAPE '\\' OR i.id IN (SELECT ingredient_id FROM ingredient_alias WHERE alias LIKE ? ESCAPE '\\'))")
                arguments += [pattern, pattern]
            }
            if let category {
                clauses.append("i.category = ?")
                arguments.append(category.rawValue)
            }
            let whereSQL = clauses.isEmpty ? "" : "WHERE " + clauses.joined(separator: " AND ")
            return try Row.fetchAll(db, sql: """
                SELECT i.*, (SELECT count(DISTINCT recipe_id) FROM recipe_line l WHERE l.ingredient_id = i.id) AS recipe_count
                FROM ingredient i \(whereSQL) ORDER BY recipe_count DESC, i.name_folded LIMIT ?
                """, arguments: StatementArguments(arguments + [max(0, limit)])).map(Self.ingredientSummary)
        }
    }

    /// Everything about one ingredient: aliases, parent, children, parts, use count and companions.
    public func ingredientDetail(_ nameOrID: String, companions: Int = 10) throws(CatalogError) -> IngredientDetail {
        let summary = try resolveIngredient(nameOrID)
        return try read { db in
            let id = summary.id.rawValue
            func named(_ sql: String) throws -> [IngredientRef] {
                try Row.fetchAll(db, sql: sql, arguments: [id]).map { IngredientRef(id: IngredientID(try $0.value("id", as: String.self)), name: try $0.value("name")) }
            }
            let companionRows = try Row.fetchAll(db, sql: """
                SELECT i.id, i.name, count(DISTINCT o.recipe_id) AS together
                FROM recipe_line me JOIN recipe_line o ON o.recipe_id = me.recipe_id AND o.variant_id = '' AND o.ingredient_id <> me.ingredient_id
                JOIN ingredient i ON i.id = o.ingredient_id
                WHERE me.ingredient_id = ? AND me.variant_id = ''
                GROUP BY i.id ORDER BY together DESC, i.name_folded LIMIT ?
                """, arguments: [id, companions])
            return IngredientDetail(
                ingredient: summary,
                aliases: try String.fetchAll(db, sql: "SELECT alias FROM ingredient_alias WHERE ingredient_id = ? ORDER BY alias", arguments: [id]),
                parent: try named("SELECT p.id, p.name FROM ingredient c JOIN ingredient p ON p.id = c.parent_id WHERE c.id = ?").first,
                children: try named("SELECT id, name FROM ingredient WHERE parent_id = ? ORDER BY name_folded"),
                parts: try named("SELECT i.id, i.name FROM ingredient_part p JOIN ingredient i ON i.id = p.part_id WHERE p.ingredient_id = ? ORDER BY i.name_folded"),
                companions: try companionRows.map {
                    Companion(ingredient: IngredientRef(id: IngredientID(try $0.value("id", as: String.self)), name: try $0.value("name")), recipes: try $0.value("together"))
                })
        }
    }

    static func ingredientSummary(_ row: Row) throws -> IngredientSummary {
        try IngredientSummary(
            id: IngredientID(try row.value("id", as: String.self)), name: try row.value("name"),
            category: try row.value("category", as: IngredientCategory.self), parent: (try row.value("parent_id", as: String?.self)).map { IngredientID($0) },
            abv: try row.value("abv"), isHomemade: try row.value("is_homemade"), recipeCount: try row.value("recipe_count", as: Int?.self) ?? 0)
    }
}

/// An ingredient in a list.
public struct IngredientSummary: Sendable, Hashable, Codable, Identifiable {
    /// The ingredient's id.
    public var id: IngredientID
    /// The ingredient's display name.
    public var name: String
    /// The ingredient's category.
    public var category: IngredientCategory
    /// The more general ingredient it is a kind of, if any.
    public var parent: IngredientID?
    /// Alcohol by volume in percent, where known.
    public var abv: Double?
    /// Whether it is made from other ingredients (it has parts).
    public var isHomemade: Bool
    /// How many recipes use it (main specs and variants).
    public var recipeCount: Int
}

/// A reference to an ingredient: id and display name.
public struct IngredientRef: Sendable, Hashable, Codable {
    /// The ingredient's id.
    public var id: IngredientID
    /// The ingredient's display name.
    public var name: String
    /// A reference to `id`, shown as `name`.
    public init(id: IngredientID, name: String) {
        self.id = id
        self.name = name
    }
}

/// An ingredient often used with another, and in how many recipes.
public struct Companion: Sendable, Hashable, Codable {
    /// The other ingredient.
    public var ingredient: IngredientRef
    /// Main specs that use both.
    public var recipes: Int
}

/// Everything the catalog knows about one ingredient.
public struct IngredientDetail: Sendable, Hashable, Codable {
    /// The ingredient itself, as in a list.
    public var ingredient: IngredientSummary
    /// Other names and spellings that resolve to it, in alphabetical order.
    public var aliases: [String]
    /// The more general ingredient it is a kind of, if any.
    public var parent: IngredientRef?
    /// The ingredients that are kinds of it, by name.
    public var children: [IngredientRef]
    /// For homemade ingredients, what they are made of.
    public var parts: [IngredientRef]
    /// The ingredients most often in the same recipes.
    public var companions: [Companion]
}
