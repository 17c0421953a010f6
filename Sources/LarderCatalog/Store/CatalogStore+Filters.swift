import GRDB
import LarderCore

/// SQL conditions over `recipe r` and their arguments, in order.
struct FilterClause {
    var clauses: [String] = []
    var arguments: [(any DatabaseValueConvertible)?] = []

    mutating func add(_ clause: String, _ values: [(any DatabaseValueConvertible)?] = []) {
        clauses.append(clause)
        arguments.append(contentsOf: values)
    }
}

extension CatalogStore {
    /// The SQL conditions for every filter in `query`, ingredient names resolved.
    func filterClause(for query: SearchQuery) throws(CatalogError) -> FilterClause {
        var filter = FilterClause()
        if let kind = query.kind { filter.add("r.kind = ?", [kind.rawValue]) }
        for name in query.ingredients {
            let ids = try descendants(of: resolveIngredient(name).id)
            filter.add(
                "EXISTS (SELECT 1 FROM recipe_line l WHERE l.recipe_id = r.id AND l.variant_id = '' AND l.ingredient_id IN (\(placeholders(ids.count))))",
                ids.map(\.rawValue))
        }
        for name in query.without {
            let ids = try descendants(of: resolveIngredient(name).id)
            filter.add(
                "NOT EXISTS (SELECT 1 FROM recipe_line l WHERE l.recipe_id = r.id AND l.variant_id = '' AND l.ingredient_id IN (\(placeholders(ids.count))))",
                ids.map(\.rawValue))
        }
        if let category = query.category { filter.add("lower(r.category) = ?", [Folding.fold(category)]) }
        if let glass = query.glass {
            filter.add("lower(r.glass) LIKE ? ESCAPE '\\'", ["%" + Self.likeEscaped(Folding.fold(glass)) + "%"])
        }
        if let method = query.method {
            guard let parsed = MixMethod.parse(method) else {
                throw .invalidQuery("unknown method '\(method)'; use one of \(MixMethod.allCases.map(\.rawValue).joined(separator: ", "))")
            }
            filter.add("r.method = ?", [parsed.rawValue])
        }
        if let alcoholic = query.alcoholic { filter.add("r.alcoholic = ?", [alcoholic]) }
        for tag in query.tags {
            filter.add("EXISTS (SELECT 1 FROM recipe_tag t WHERE t.recipe_id = r.id AND t.tag = ?)", [tag.lowercased()])
        }
        if query.ibaOnly { filter.add("r.iba IS NOT NULL") }
        if let minutes = query.maxMinutes { filter.add("r.total_minutes <= ?", [minutes]) }
        if let abv = query.minABV { filter.add("r.abv >= ?", [abv]) }
        if let abv = query.maxABV { filter.add("coalesce(r.abv, 0) <= ?", [abv]) }
        try addProfileFilters(query, to: &filter)
        if let ids = query.restrictTo {
            filter.add("r.id IN (SELECT value FROM json_each(?))", [Self.jsonArray(ids.map(\.rawValue).sorted())])
        }
        return filter
    }

    func placeholders(_ count: Int) -> String {
        Array(repeating: "?", count: max(count, 1)).joined(separator: ", ")
    }
}

extension MixMethod {
    /// A method as users type it: "shake", "shaken", "stir", "stirred", "built", …; `nil` when unknown.
    public static func parse(_ text: String) -> MixMethod? {
        let folded = Folding.fold(text).trimmingCharacters(in: .whitespaces)
        return MixMethod.allCases.first { $0.rawValue == folded || $0.label == folded }
    }
}
