import Foundation
import LarderCore

/// Facts we fill where a data set dish is silent (`Bundle/curation/dish-facts.tsv`, written by us):
/// servings, prep and cook minutes, course category and cuisine. Columns (tab-separated):
/// `id  servings  prep  cook  category  cuisine`; an empty cell keeps what the data set says. Numbers and
/// cuisine fill only what is missing; a category replaces the one our reader took from the data set's tags.
struct DishFacts {
    struct Row: Equatable {
        var servings: Int?
        var prepMinutes: Int?
        var cookMinutes: Int?
        var category: String?
        var cuisine: String?
    }

    /// Dish id (its slug or data set record name) → row.
    var rows: [String: Row]

    /// Reads `dish-facts.tsv` from the curation folder; no file means no rows.
    static func load(from curation: URL) throws(ImportError) -> DishFacts {
        let url = curation.appendingPathComponent("dish-facts.tsv")
        guard let data = FileManager.default.contents(atPath: url.path), let text = String(data: data, encoding: .utf8) else {
            return DishFacts(rows: [:])
        }
        var rows: [String: Row] = [:]
        var keys = CurationKeys("dish-facts.tsv")
        for (number, line) in text.split(separator: "\n").enumerated() where !line.hasPrefix("#") {
            let cells = line.split(separator: "\t", omittingEmptySubsequences: false).map { String($0).trimmingWhitespace() }
            guard cells.count >= 2, !cells[0].isEmpty else {
                throw .malformed(url.path, "line \(number + 1): expected an id and at least one fact")
            }
            func cell(_ i: Int) -> String? { i < cells.count && !cells[i].isEmpty ? cells[i] : nil }
            func int(_ i: Int) throws(ImportError) -> Int? {
                guard let text = cell(i) else { return nil }
                guard let value = Int(text), value >= 0 else { throw .malformed(url.path, "line \(number + 1): '\(text)' is not a whole number") }
                return value
            }
            try keys.insert(cells[0], line: number + 1)
            rows[cells[0]] = Row(
                servings: try int(1), prepMinutes: try int(2), cookMinutes: try int(3), category: cell(4)?.lowercased(),
                cuisine: cell(5)?.lowercased())
        }
        return DishFacts(rows: rows)
    }

    /// Whether `dish` is filed here as a drink (category "drink"): a drink the data set lists as food.
    func isDrink(_ dish: SourceRecipe) -> Bool {
        (rows[Slug.make(dish.name)] ?? dish.source.record.flatMap { rows[$0] })?.category == "drink"
    }

    /// Fills what `dish` lacks from its row; whether anything was filled.
    func fill(_ dish: inout SourceRecipe) -> Bool {
        guard let row = rows[Slug.make(dish.name)] ?? dish.source.record.flatMap({ rows[$0] }) else { return false }
        var filled = false
        func take<T>(_ value: T?, into field: inout T?) {
            if field == nil, let value {
                field = value
                filled = true
            }
        }
        take(row.servings, into: &dish.servings)
        take(row.prepMinutes, into: &dish.prepMinutes)
        take(row.cookMinutes, into: &dish.cookMinutes)
        if let category = row.category, category != dish.category {
            dish.category = category
            filled = true
        }
        take(row.cuisine, into: &dish.cuisine)
        return filled
    }
}
