import Foundation
import LarderCatalog
import LarderCore
import LarderUser
import RecipeFormats

/// One of the user's own recipes in a list.
public struct UserRecipeSummary: Codable, Sendable, Hashable {
    /// The user recipe's id.
    public var id: String
    /// The recipe's title.
    public var title: String
    /// Drink or dish.
    public var kind: RecipeKind
    /// The web page it was imported from; `nil` when it came from a file without one.
    public var sourceURL: String?
    /// When it was first imported (a later update keeps it).
    public var importedAt: Date
}

extension LarderSession {
    /// The user's own recipes, by title; with `text`, those whose title contains it (folded).
    public func userRecipes(matching text: String? = nil) throws(LarderError) -> [UserRecipeSummary] {
        let stored = try withUserData { (user) throws(UserDataError) in try user.userRecipes() }
        let needle = text.map { Folding.fold($0) }.flatMap { $0.isEmpty ? nil : $0 }
        return stored.filter { needle == nil || Folding.fold($0.title).contains(needle ?? "") }.map {
            UserRecipeSummary(id: $0.id.rawValue, title: $0.title, kind: $0.kind, sourceURL: $0.sourceURL, importedAt: $0.importedAt)
        }
    }

    /// The user's recipe with this id or title, or `nil` when none has it.
    /// - Throws: ``LarderError/invalidInput(_:)`` when the title fits several of them.
    public func userRecipe(_ nameOrID: String) throws(LarderError) -> StoredUserRecipe? {
        let text = nameOrID.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !text.isEmpty, text.utf8.count <= 1000 else { return nil }
        return try withUserData { (user) throws(UserDataError) -> StoredUserRecipe? in
            if let byID = try user.userRecipe(RecipeID(text)) { return byID }
            let titled = try user.userRecipes(titled: text)
            if titled.count > 1 {
                throw UserDataError.database("several of your recipes are called '\(text)': " + titled.map(\.id.rawValue).joined(separator: ", "))
            }
            return titled.first
        }
    }

    /// The imported recipe behind one of the user's own.
    public func importedRecipe(_ stored: StoredUserRecipe) throws(LarderError) -> ImportedRecipe {
        try UserRecipeCodec.decode(stored)
    }

    /// One of the user's recipes as ``show(_:servings:units:)`` shows recipes.
    func userRecipeDetail(_ stored: StoredUserRecipe) throws(LarderError) -> RecipeDetail {
        let recipe = try UserRecipeCodec.decode(stored)
        let catalog = try catalog()
        let lines = zip(recipe.ingredients, stored.lines).map { line, storedLine in
            let name = line.name.isEmpty ? line.text : line.name
            return LineDetail(
                ingredient: IngredientRef(id: storedLine.ingredient ?? IngredientID(Slug.make(line.name)), name: name),
                amountText: line.amount, note: line.note, optional: line.optional,
                nameAsWritten: Self.isEnglishNoun(name, in: catalog) ? nil : true)
        }
        // Alcoholic when a line resolved to an ingredient with alcohol.
        let alcoholic = Self.anyAlcoholic(stored.lines.compactMap(\.ingredient), in: catalog)
        let total = recipe.effectiveTotalMinutes
        let summary = RecipeSummary(
            id: stored.id, name: recipe.title, kind: stored.kind, category: recipe.category, glass: recipe.glass,
            totalMinutes: total, alcoholic: alcoholic)
        return RecipeDetail(
            summary: summary, garnish: recipe.garnish,
            instructions: recipe.steps.map { step in step.section.map { "\($0): \(step.text)" } ?? step.text },
            lines: lines, tags: recipe.tags, prepMinutes: recipe.prepMinutes, cookMinutes: recipe.cookMinutes,
            servings: recipe.servings, cuisine: recipe.cuisine,
            sources: [SourceRef(dataset: "mine", record: recipe.sourceURL)])
    }

    /// Whether the catalog knows `name`, or its last word ("yellow onion" → onion), as the English name or
    /// an alias of an ingredient, so that an English plural fits it ("3 äpplen" and "2 EL Zucker" stay as written).
    static func isEnglishNoun(_ name: String, in catalog: CatalogStore) -> Bool {
        let lastWord = name.split(whereSeparator: { !$0.isLetter && $0 != "-" && $0 != "'" }).last.map(String.init) ?? ""
        return [name, lastWord].contains { !$0.isEmpty && (try? catalog.resolveIngredient($0)) != nil }
    }

    /// Deletes one of the user's own recipes (with its favorite, rating and collection entries).
    /// - Throws: ``LarderError/invalidInput(_:)`` for a catalog recipe or a name that is not one of the user's.
    @discardableResult
    public func deleteUserRecipe(_ nameOrID: String) throws(LarderError) -> UserRecipeSummary {
        guard let stored = try userRecipe(nameOrID) else {
            if (try? resolveRecipe(nameOrID)) != nil {
                throw .invalidInput("'\(nameOrID)' is a catalog recipe; only your own recipes can be deleted")
            }
            throw .user(.noSuchRecipe(nameOrID))
        }
        try withUserData { (user) throws(UserDataError) in try user.deleteUserRecipe(stored.id) }
        return UserRecipeSummary(id: stored.id.rawValue, title: stored.title, kind: stored.kind, sourceURL: stored.sourceURL, importedAt: stored.importedAt)
    }
}
