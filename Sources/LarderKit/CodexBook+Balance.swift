import FlavorGraph
import LarderCatalog
import LarderCore

extension CodexBook {
    /// The balance note of a drink (``BalanceNote``) against the norm of its *Cocktail Codex* family:
    /// the median sweet-to-sour ratio of the family's drinks that have a clear sour side. A Daiquiri is
    /// held against the sours, a Collins against them too, a Flip against the rich drinks, whatever the
    /// catalog's category says. `nil` for a drink without a clear sour side or within twice its norm.
    ///
    /// - Complexity: one read of the families the catalog compiler stored (``CodexBook/members(_:recipes:)``)
    ///   and one of the stored profiles; no drink is classified at run time.
    static func balanceNote(_ id: RecipeID, profile: TasteProfile, catalog: CatalogStore) throws(LarderError) -> String? {
        guard profile[.sour] >= 1 else { return nil }
        let members = try members(catalog)
        guard let family = members.first(where: { $0.id == id })?.codex.family else { return nil }
        let profiles: [RecipeID: RecipeProfileInfo]
        do { profiles = try catalog.recipeProfiles() } catch { throw .catalog(error) }
        let inputs = members.filter { $0.codex.family == family }.compactMap { member in
            profiles[member.id].map {
                BalanceNote.Input(recipe: member.id, group: "\(family.name)-family", sweet: $0.profile[.sweet], sour: $0.profile[.sour])
            }
        }
        return BalanceNote.notes(for: inputs)[id]
    }
}
