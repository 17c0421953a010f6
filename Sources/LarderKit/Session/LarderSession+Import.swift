import Foundation
import LarderCatalog
import LarderCore
import LarderUser
import RecipeFormats

extension LarderSession {
    /// Imports recipes from files, folders, standard input or web pages as the user's own.
    ///
    /// Each source is read on its own: one that fails is reported with one line and the others go on.
    /// Each recipe is saved in its own transaction, its lines resolved to catalog ingredients (lines that
    /// name none are kept as free text). A recipe stored already (same source URL and title, or same title
    /// and ingredients) is updated or skipped, never duplicated. With ``ImportRequest/dryRun`` nothing is
    /// written and the report says what would be.
    ///
    /// - Throws: only when the catalog or the user database cannot be opened; source errors are in the report.
    public func importRecipes(_ request: ImportRequest) throws(LarderError) -> ImportReport {
        // A collection to fill is named as `collection create` would accept it, before anything is read.
        var request = request
        if let name = request.collection { request.collection = try collectionName(name) }
        let catalog = try catalog()
        let user = try userData()
        var resolver = IngredientLineResolver(catalog: catalog)
        var report = ImportReport(dryRun: request.dryRun, sources: [])
        for source in request.sources {
            for unit in ImportSourceLoader.units(source) {
                var part = ImportSourceReport(source: unit.name, error: nil, recipes: [])
                do {
                    let bytes = try unit.bytes.get()
                    let recipes = try RecipeSourceReader.read(bytes, source: unit.name, fileName: unit.fileName, pageURL: unit.pageURL)
                    // A collection's export fills that collection, unless --collection names another.
                    var into = request
                    if into.collection == nil { into.collection = LarderExportFormat.collectionName(in: bytes).flatMap { try? collectionName($0) } }
                    for recipe in recipes {
                        part.recipes.append(try save(recipe, request: into, resolver: &resolver, user: user))
                    }
                } catch let error as ImportSourceLoader.ImportFailure {
                    part.error = error.message
                } catch let error as RecipeFormatError {
                    part.error = error.description
                } catch let error as LarderError {
                    if part.recipes.isEmpty { part.error = error.description } else { throw error }
                } catch {
                    part.error = "\(unit.name): \(error)"
                }
                report.sources.append(part)
            }
        }
        return report
    }

    /// Saves one recipe (or, in a dry run, decides what saving would do).
    private func save(
        _ recipe: ImportedRecipe, request: ImportRequest, resolver: inout IngredientLineResolver, user: UserDatabase
    ) throws(LarderError) -> ImportedRecipeReport {
        if let catalogID = recipe.catalogID, let id = try? catalog().resolveRecipe(catalogID), id.rawValue == catalogID {
            return try reference(RecipeID(catalogID), recipe, request: request, user: user)
        }
        var recipe = recipe
        let kind = request.kind ?? recipe.kind ?? .dish
        recipe.kind = kind
        let ids = recipe.ingredients.map { resolver.resolve($0) }
        let draft = UserRecipeDraft(
            title: recipe.title, kind: kind, sourceURL: recipe.sourceURL, contentKey: recipe.contentKey,
            body: UserRecipeCodec.encode(recipe),
            lines: zip(recipe.ingredients, ids).map { UserRecipeLine(ingredient: $1, text: $0.text) })
        let outcome: UserRecipeSave
        do {
            outcome = try user.saveUserRecipe(draft, collection: request.collection, dryRun: request.dryRun)
        } catch {
            throw .user(error)
        }
        var report = ImportedRecipeReport(
            id: outcome.id.rawValue, title: recipe.title, kind: kind, action: .added, reason: nil, steps: recipe.steps.count,
            lines: recipe.ingredients.count, resolved: ids.compactMap { $0 }.count,
            unresolved: zip(recipe.ingredients, ids).filter { $1 == nil }.map { $0.0.text })
        switch outcome {
        case .added: report.action = .added
        case .updated: report.action = .updated
        case .skipped(_, let reason):
            report.action = .skipped
            report.reason = reason
        }
        return report
    }
}

extension LarderSession {
    /// A catalog recipe this catalog has: nothing is saved but, with a collection, its membership.
    fileprivate func reference(
        _ id: RecipeID, _ recipe: ImportedRecipe, request: ImportRequest, user: UserDatabase
    ) throws(LarderError) -> ImportedRecipeReport {
        if let collection = request.collection, !request.dryRun {
            do {
                if (try? user.collection(collection)) == nil { try user.createCollection(collection) }
                try user.addToCollection(collection, [id])
            } catch {
                throw .user(error)
            }
        }
        return ImportedRecipeReport(
            id: id.rawValue, title: recipe.title, kind: recipe.kind ?? .drink, action: .referenced,
            reason: "in this catalog already", steps: recipe.steps.count, lines: recipe.ingredients.count,
            resolved: recipe.ingredients.count, unresolved: [])
    }
}

/// The stored form of a user recipe's body: the imported recipe as sorted JSON.
enum UserRecipeCodec {
    static func encode(_ recipe: ImportedRecipe) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return (try? encoder.encode(recipe)).map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }

    static func decode(_ stored: StoredUserRecipe) throws(LarderError) -> ImportedRecipe {
        do {
            var recipe = try JSONDecoder().decode(ImportedRecipe.self, from: Data(stored.body.utf8))
            recipe.kind = recipe.kind ?? stored.kind
            return recipe
        } catch {
            throw .user(.corrupt(table: "user_recipe", column: "body", expected: "a recipe in JSON"))
        }
    }
}
