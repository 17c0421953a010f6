import Foundation
import LarderCatalog
import LarderCore
import LarderUser
import RecipeFormats

/// What `larder export` is asked for.
public struct ExportRequest: Sendable {
    /// Recipes by id or name: the user's own, or catalog recipes.
    public var recipes: [String]
    /// Every recipe of the collection with this name.
    public var collection: String?
    /// Every one of the user's favorites.
    public var favorites: Bool
    /// Every recipe of the user's own.
    public var mine: Bool
    /// The file format each recipe is written in.
    public var format: ExportFormat

    /// A request for the recipes named, plus those of `collection`, the favorites and the user's own.
    public init(recipes: [String] = [], collection: String? = nil, favorites: Bool = false, mine: Bool = false, format: ExportFormat = .json) {
        self.recipes = recipes
        self.collection = collection
        self.favorites = favorites
        self.mine = mine
        self.format = format
    }

    /// The collection the exported document stands for: the collection's name when the export is
    /// exactly one collection (no other recipes, favorites or own recipes added), else `nil`.
    public var documentCollection: String? {
        guard let collection, recipes.isEmpty, !favorites, !mine else { return nil }
        return collection.trimmingCharacters(in: .whitespacesAndNewlines)
    }
}

/// One exported recipe, ready to be written: a file name and the recipe.
public struct ExportedRecipe: Sendable {
    /// The user recipe's id or the catalog recipe's id.
    public var id: String
    /// The file to write it to: the id and the format's extension (`<id>.json`).
    public var fileName: String
    /// The recipe in the exchange form the formats write.
    public var recipe: ImportedRecipe
}

extension LarderSession {
    /// The recipes an export names, in order, without repeats: the user's own as stored, catalog recipes as shown.
    /// - Throws: for a name that is neither one of the user's recipes nor a catalog recipe, an unknown
    ///   collection, or nothing to export.
    public func exportRecipes(_ request: ExportRequest) throws(LarderError) -> [ExportedRecipe] {
        var ids: [String] = []
        if request.mine { ids += try userRecipes().map(\.id) }
        if request.favorites { ids += try withUserData { (user) throws(UserDataError) in try user.favorites().map(\.recipe.rawValue) } }
        if let name = request.collection {
            ids += try withUserData { (user) throws(UserDataError) in try user.collection(name).recipes.map(\.rawValue) }
        }
        ids += request.recipes
        var seen: Set<String> = []
        var out: [ExportedRecipe] = []
        for name in ids {
            let recipe: ImportedRecipe
            let id: String
            if let stored = try userRecipe(name) {
                id = stored.id.rawValue
                recipe = try UserRecipeCodec.decode(stored)
            } else {
                let detail = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipe(name) }
                id = detail.summary.id.rawValue
                recipe = Self.imported(detail)
            }
            guard seen.insert(id).inserted else { continue }
            out.append(ExportedRecipe(id: id, fileName: "\(id).\(request.format.fileExtension)", recipe: recipe))
        }
        guard !out.isEmpty else { throw .invalidInput("nothing to export: name recipes, or use --mine, --favorites or --collection") }
        return out
    }

    /// A catalog recipe in the exchange form.
    static func imported(_ detail: RecipeDetail) -> ImportedRecipe {
        let lines = detail.lines.map { line in
            let text = [line.amountText, line.ingredient.name].compactMap { $0 }.joined(separator: " ") + (line.note.map { ", \($0)" } ?? "")
            return ImportedLine(text: text, amount: line.amountText, name: line.ingredient.name, note: line.note, optional: line.optional)
        }
        var recipe = ImportedRecipe(
            title: detail.summary.name, kind: detail.summary.kind, ingredients: lines, steps: detail.instructions.map { ImportedStep($0) },
            servings: detail.servings, prepMinutes: detail.prepMinutes, cookMinutes: detail.cookMinutes,
            totalMinutes: detail.summary.totalMinutes, category: detail.summary.category, cuisine: detail.cuisine, tags: detail.tags,
            glass: detail.summary.glass, garnish: detail.garnish)
        recipe.catalogID = detail.summary.id.rawValue
        return recipe
    }
}
