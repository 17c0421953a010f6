import FlavorGraph
import GRDB
import LarderCore

/// A catalog recipe with what `larder show` prints beside it, read in one transaction
/// (``CatalogStore/recipePage(_:)``): each read costs a command its own BEGIN and COMMIT, and `show` made ten.
public struct RecipePage: Sendable {
    /// The recipe (``CatalogStore/recipe(_:)``) with its nutrition per serving (``CatalogStore/nutrition(for:)``)
    /// and, for a drink, its *Cocktail Codex* family (``CatalogStore/drinkFamilies(_:)``).
    public var detail: RecipeDetail
    /// The names, shop categories and household measures of the ingredients its lines and its variants'
    /// lines name (``CatalogStore/kitchenFacts(_:)``).
    public var kitchenFacts: [IngredientID: (name: String, category: IngredientCategory, measure: IngredientMeasure?)]
    /// The stored taste profiles of the drinks of its Codex family, which its balance note is held against
    /// (``BalanceNote``): read for a drink with a family and a clear sour side (``BalanceNote/minimumSour``),
    /// empty otherwise.
    public var familyProfiles: [RecipeID: TasteProfile]
}

extension CatalogStore {
    /// ``RecipePage`` of a recipe by id or name, in one read.
    ///
    /// - Throws: as ``recipe(_:)``.
    public func recipePage(_ nameOrID: String) throws(CatalogError) -> RecipePage {
        let text = try Self.lookupText(nameOrID, kind: "recipe")
        return try read { db in
            var detail = try Self.recipe(db, text: text)
            let id = detail.summary.id
            // As ``nutrition(for:)`` says, but a recipe whose figures cannot be read is shown without them.
            detail.nutrition = (try? Self.nutrition(db, for: [id]))?[id]
            if detail.summary.kind == .drink { detail.codex = try Self.drinkFamilies(db, [id]).first?.codex }
            let ingredients = detail.lines.map(\.ingredient.id) + detail.variants.flatMap { $0.lines.map(\.ingredient.id) }
            var familyProfiles: [RecipeID: TasteProfile] = [:]
            if let family = detail.codex?.family, let profile = detail.profile, profile.profile[.sour] >= BalanceNote.minimumSour {
                familyProfiles = try Self.familyProfiles(db, family)
            }
            return RecipePage(
                detail: detail, kitchenFacts: ingredients.isEmpty ? [:] : try Self.kitchenFacts(db, ingredients), familyProfiles: familyProfiles)
        }
    }

    /// The stored taste profiles of the drinks of `family`, by recipe id (none in a catalog without profiles).
    static func familyProfiles(_ db: Database, _ family: CodexFamily) throws -> [RecipeID: TasteProfile] {
        guard try hasProfiles(db) else { return [:] }
        var profiles: [RecipeID: TasteProfile] = [:]
        guard try db.hasTable("recipe_codex") else {
            // A catalog compiled before the families were stored: every drink classified now.
            let members = Set(try drinkFamilies(db, nil).filter { $0.codex.family == family }.map(\.id))
            try StatementColumns.forEach(db, sql: "SELECT recipe_id, profile FROM recipe_profile") { row in
                let id = RecipeID(try row.text(0, "recipe_id"))
                if members.contains(id) { profiles[id] = try row.tasteProfile(1, "profile") }
            }
            return profiles
        }
        try StatementColumns.forEach(db, sql: """
            SELECT p.recipe_id, p.profile FROM recipe_codex c JOIN recipe_profile p ON p.recipe_id = c.recipe_id WHERE c.family = ?
            """, arguments: [family.rawValue]) { row in
            profiles[RecipeID(try row.text(0, "recipe_id"))] = try row.tasteProfile(1, "profile")
        }
        return profiles
    }
}
