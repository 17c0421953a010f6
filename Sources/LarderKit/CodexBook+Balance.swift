import FlavorGraph
import LarderCatalog
import LarderCore

extension CodexBook {
    /// The balance note of a drink (``BalanceNote``) against the norm of its *Cocktail Codex* family:
    /// the median sweet-to-sour ratio of the family's drinks that have a clear sour side. A Daiquiri is
    /// held against the sours, a Collins against them too, a Flip against the rich drinks, whatever the
    /// catalog's category says. `nil` for a drink without a clear sour side or within twice its norm.
    ///
    /// - Parameter familyProfiles: the stored profiles of the family's drinks (``RecipePage/familyProfiles``),
    ///   as the catalog compiler classified and profiled them; no drink is classified at run time.
    static func balanceNote(
        _ id: RecipeID, profile: TasteProfile, family: CodexFamily, familyProfiles: [RecipeID: TasteProfile]
    ) -> String? {
        guard profile[.sour] >= BalanceNote.minimumSour else { return nil }
        let inputs = familyProfiles.map { member, profile in
            BalanceNote.Input(recipe: member, group: "\(family.name)-family", sweet: profile[.sweet], sour: profile[.sour])
        }
        return BalanceNote.notes(for: inputs)[id]
    }
}
