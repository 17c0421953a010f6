import Foundation
import LarderCore

/// The current IBA official cocktail list (`Bundle/curation/iba.tsv`, written by us from the list
/// the IBA publishes): which drinks are on it and in which category. It is the one word on IBA
/// membership: a drink on it gets its category and the `iba` tag, a drink a data set calls IBA but
/// the list has dropped (Barracuda, Golden Dream, Yellow Bird in 2024) loses both.
public struct IBAList: Sendable, Equatable {
    /// Drink id → category slug (`unforgettables`, `contemporary-classics`, `new-era`).
    public var categories: [RecipeID: String] = [:]
    /// Drink id → the name the IBA list writes ("Vieux Carré", "Mai Tai"), when the table gives one.
    public var names: [RecipeID: String] = [:]

    /// The category slugs the list uses.
    public static let categorySlugs: Set<String> = ["unforgettables", "contemporary-classics", "new-era"]

    public init(categories: [RecipeID: String] = [:], names: [RecipeID: String] = [:]) {
        (self.categories, self.names) = (categories, names)
    }

    /// Reads `iba.tsv` (drink id, category, the list's name) from `directory`; a missing table is an empty list, which
    /// leaves every drink's IBA facts as the data sets give them.
    public static func load(from directory: URL) throws(ImportError) -> IBAList {
        var list = IBAList()
        for (number, cells) in try DrinkCuration.rows(directory.appendingPathComponent("iba.tsv"), columns: 2, key: { $0[0] }) {
            guard categorySlugs.contains(cells[1]) else { throw .malformed("iba.tsv", "line \(number): unknown IBA category \(cells[1])") }
            list.categories[RecipeID(cells[0])] = cells[1]
            if cells.count > 2, !cells[2].isEmpty { list.names[RecipeID(cells[0])] = cells[2] }
        }
        return list
    }

    /// `recipes` with their IBA category and tag set from the list, and the listed ids no drink has.
    /// An empty list changes nothing.
    public func apply(to recipes: [Recipe]) -> (recipes: [Recipe], missing: [String]) {
        guard !categories.isEmpty else { return (recipes, []) }
        var seen = Set<RecipeID>()
        let out = recipes.map { recipe -> Recipe in
            guard recipe.kind == .drink else { return recipe }
            var recipe = recipe
            if let category = categories[recipe.id] {
                seen.insert(recipe.id)
                recipe.iba = category
                // The drink takes the list's spelling ("Vieux Carré", not a data set's "Vieux Carrè"); the
                // name it had stays an alias, so a search for it still finds the drink.
                if let name = names[recipe.id], name != recipe.name {
                    if !recipe.aliases.contains(recipe.name) { recipe.aliases.append(recipe.name) }
                    recipe.aliases.removeAll { $0 == name }
                    recipe.name = name
                }
                if !recipe.tags.contains("iba") { recipe.tags = (recipe.tags + ["iba"]).sorted() }
            } else {
                recipe.iba = nil
                recipe.tags.removeAll { $0 == "iba" }
            }
            return recipe
        }
        let missing = categories.keys.filter { !seen.contains($0) }.map(\.rawValue).sorted()
        return (out, missing)
    }
}
