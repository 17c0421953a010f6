import Foundation
import LarderCatalog
import LarderCore
import LarderMatch

extension BarCatalog {
    /// The catalog's stored match catalog (see ``LarderCatalog/CatalogStore/storedMatchArchive(version:)``)
    /// with its names, or `nil` when the catalog has none for its current content and this build's
    /// ``LarderMatch/MatchCatalog/archiveVersion``, or the stored bytes do not read back: the caller then
    /// compiles the catalog from its rows, which gives the same catalog.
    init?(storedIn store: CatalogStore) throws(LarderError) {
        let stored: (archive: [UInt8], names: CatalogMatchNames)?
        do { stored = try store.storedMatchArchive(version: MatchCatalog.archiveVersion) } catch { throw .catalog(error) }
        guard let stored, let matcher = try? MatchCatalog(archived: stored.archive) else { return nil }
        self.init(matcher: matcher, names: stored.names)
    }

    /// The bar catalog from a compiled `matcher` and the names that go with it (no user recipes).
    init(matcher: MatchCatalog, names: CatalogMatchNames) {
        self.matcher = matcher
        ingredientNames = Dictionary(uniqueKeysWithValues: names.ingredients.map { ($0.id, $0.name) })
        var recipes = [RecipeID: RecipeInfo](minimumCapacity: names.recipes.reduce(names.recipes.count) { $0 + $1.variants.count })
        for recipe in names.recipes {
            recipes[recipe.id] = RecipeInfo(
                id: recipe.id, name: recipe.name, kind: recipe.kind, popularity: recipe.sourceCount + (recipe.isIBA ? 1 : 0))
            for variant in recipe.variants {
                recipes[variant.id] = RecipeInfo(id: variant.id, name: variant.name, kind: recipe.kind, popularity: 0)
            }
        }
        self.recipes = recipes
        unchecked = [:]
    }
}
