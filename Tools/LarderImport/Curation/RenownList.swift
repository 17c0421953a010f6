import Foundation
import LarderCore

/// How well known recipes are (`Bundle/curation/renown.tsv`, written by us): the drinks a bartender
/// names first for their base spirit and the dishes a cook names first for their main ingredient. Search
/// ranks by it among recipes that match a query equally well.
public struct RenownList: Sendable, Equatable {
    /// Recipe id → level (1 known to almost everyone, 2 a well-known classic).
    public var levels: [RecipeID: Int] = [:]

    public init(levels: [RecipeID: Int] = [:]) { self.levels = levels }

    /// Reads `renown.tsv` (recipe id, level) from `directory`; a missing table is an empty list.
    public static func load(from directory: URL) throws(ImportError) -> RenownList {
        var list = RenownList()
        for (number, cells) in try DrinkCuration.rows(directory.appendingPathComponent("renown.tsv"), columns: 2, key: { $0[0] }) {
            guard let level = Int(cells[1]), (1...2).contains(level) else {
                throw .malformed("renown.tsv", "line \(number): level must be 1 or 2, not \(cells[1])")
            }
            list.levels[RecipeID(cells[0])] = level
        }
        return list
    }

    /// `recipes` with their level set from the list; an id no recipe has is an error, so that a renamed
    /// or merged recipe does not silently lose its place.
    public func apply(to recipes: [Recipe]) throws(ImportError) -> [Recipe] {
        let ids = Set(recipes.map(\.id))
        if let unknown = levels.keys.filter({ !ids.contains($0) }).map(\.rawValue).sorted().first {
            throw .malformed("renown.tsv", "\(unknown) is no recipe in the catalog")
        }
        return recipes.map { recipe in
            var recipe = recipe
            recipe.renown = levels[recipe.id]
            return recipe
        }
    }
}
