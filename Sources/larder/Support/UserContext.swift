import ArgumentParser
import LarderCatalog
import LarderCore
import LarderKit
import LarderUser

/// Helpers shared by the user-data commands: resolving what the user typed against the catalog.
extension GlobalOptions {
    /// Resolves recipe names or ids, failing on the first unknown one (nothing is written).
    func resolveRecipes(_ names: [String], in catalog: CatalogStore) throws -> [RecipeID] {
        try names.map { try catalog.resolveRecipe($0) }
    }

    /// For removals: the catalog's id when the name resolves, else the text as an id, so entries
    /// whose recipe left the catalog can still be removed.
    func recipeForRemoval(_ name: String, in catalog: CatalogStore) -> RecipeID {
        (try? catalog.resolveRecipe(name)) ?? RecipeID(name)
    }
}

extension BarCatalog {
    /// A recipe's name, or its id marked as gone when the catalog no longer has it.
    func display(_ recipe: RecipeID) -> String {
        recipes[recipe] != nil ? name(of: recipe) : "\(recipe.rawValue) (no longer in catalog)"
    }

    /// An ingredient's name, or its id marked as gone when the catalog no longer has it.
    func display(_ ingredient: IngredientID) -> String {
        ingredients[ingredient] != nil ? name(of: ingredient) : "\(ingredient.rawValue) (no longer in catalog)"
    }
}

/// A listed recipe or ingredient in JSON: id, name, and whether the catalog still has it.
struct ListedRef: Encodable {
    var id: String
    var name: String
    var inCatalog: Bool

    init(_ recipe: RecipeID, _ bar: BarCatalog) {
        id = recipe.rawValue
        name = bar.name(of: recipe)
        inCatalog = bar.recipes[recipe] != nil
    }

    init(_ ingredient: IngredientID, _ bar: BarCatalog) {
        id = ingredient.rawValue
        name = bar.name(of: ingredient)
        inCatalog = bar.ingredients[ingredient] != nil
    }
}

/// Records history without letting a user-database problem fail the command it belongs to.
func recordingHistory(_ record: () throws -> Void) {
    do {
        try record()
    } catch {
        Output.diagnostic("larder: history not recorded: \(message(for: error))")
    }
}
