import Foundation
import LarderCatalog
import LarderCore
import LarderUser
import RecipeFormats

extension LarderSession {
    /// One of the user's recipes as Cooklang text, to edit.
    /// - Throws: ``LarderError/invalidInput(_:)`` for a catalog recipe, ``UserDataError/noSuchRecipe(_:)`` otherwise.
    public func editableRecipe(_ nameOrID: String) throws(LarderError) -> (id: String, text: String) {
        guard let stored = try userRecipe(nameOrID) else {
            if (try? resolveRecipe(nameOrID)) != nil {
                throw .invalidInput("'\(nameOrID)' is a catalog recipe; only your own recipes can be edited (export it and import it to make it yours)")
            }
            throw .user(.noSuchRecipe(nameOrID))
        }
        return (stored.id.rawValue, CooklangWriter.text(try UserRecipeCodec.decode(stored)))
    }

    /// Replaces one of the user's recipes with an edited Cooklang text, in one transaction. Fields the
    /// text cannot carry (summary, nutrition, image) are kept. Returns `false` when nothing changed.
    /// - Throws: ``LarderError/invalidInput(_:)`` when the text has no title, ingredient or step; the
    ///   stored recipe is then unchanged.
    @discardableResult
    public func replaceRecipe(_ id: String, withCooklang text: String) throws(LarderError) -> Bool {
        guard let stored = try userRecipe(id), stored.id.rawValue == id else { throw .user(.noSuchRecipe(id)) }
        let old = try UserRecipeCodec.decode(stored)
        // The text as given to edit, back unchanged (the editor closed without a change): nothing changes.
        // Cooklang cannot carry all of an imported line ("1 (14 oz) can chopped tomatoes"), so reading it
        // back would lose what it cannot say.
        let unchanged = CooklangWriter.text(old)
        if text == unchanged || text.trimmingCharacters(in: .whitespacesAndNewlines) == unchanged.trimmingCharacters(in: .whitespacesAndNewlines) {
            return false
        }
        var recipe: ImportedRecipe
        do {
            recipe = try CooklangReader.read(text, title: old.title, source: id)
        } catch {
            throw .invalidInput("the edit does not parse (\(error)); \(id) is unchanged")
        }
        guard !recipe.title.isEmpty, !recipe.ingredients.isEmpty, !recipe.steps.isEmpty else {
            throw .invalidInput("the edit needs a title, an ingredient and a step; \(id) is unchanged")
        }
        recipe.kind = recipe.kind ?? stored.kind
        recipe.summary = old.summary
        recipe.nutrition = old.nutrition
        recipe.imageURL = old.imageURL
        recipe.sourceURL = recipe.sourceURL ?? old.sourceURL
        guard recipe != old else { return false }
        var resolver = IngredientLineResolver(catalog: try catalog())
        let ids = recipe.ingredients.map { resolver.resolve($0) }
        let draft = UserRecipeDraft(
            title: recipe.title, kind: recipe.kind ?? stored.kind, sourceURL: recipe.sourceURL, contentKey: recipe.contentKey,
            body: UserRecipeCodec.encode(recipe),
            lines: zip(recipe.ingredients, ids).map { UserRecipeLine(ingredient: $1, text: $0.text) })
        try withUserData { (user) throws(UserDataError) in try user.replaceUserRecipe(stored.id, with: draft) }
        return true
    }
}
