import FlavorGraph
import LarderCatalog
import LarderCore

/// A drink placed in its *Cocktail Codex* family.
public struct CodexMember: Sendable, Codable, Equatable {
    /// The drink's catalog id.
    public var id: RecipeID
    /// The drink's name.
    public var name: String
    /// An IBA official cocktail.
    public var iba: Bool
    /// Its family, the structure found, how it departs from the root, and a second family if any.
    public var codex: CodexClassification
}

/// One family with its size and best-known members.
public struct CodexFamilySummary: Sendable, Codable, Equatable {
    /// The family.
    public var family: CodexFamily
    /// The root drink's name.
    public var name: String
    /// The root's structure in words ("spirit + citrus + sugar").
    public var structure: String
    /// Drinks in the family.
    public var count: Int
    /// Of those, drinks that sit between this family and another.
    public var between: Int
    /// The best known members (IBA first, then those more sources give).
    public var bestKnown: [ListedItem]
}

/// The catalog's drinks in their six families, as the catalog compiler classified them
/// (``CatalogStore/drinkFamilies(_:)``).
enum CodexBook {
    /// Every drink (or those of `recipes`) with its family, best known first.
    static func members(_ catalog: CatalogStore, recipes: [RecipeID]? = nil) throws(LarderError) -> [CodexMember] {
        let drinks: [DrinkFamily]
        do { drinks = try catalog.drinkFamilies(recipes) } catch { throw .catalog(error) }
        return drinks.map { CodexMember(id: $0.id, name: $0.name, iba: $0.iba, codex: $0.codex) }
    }

    /// The family of one drink by the Codex rules, glass included: for a drink the catalog did not
    /// classify (a user's own recipe).
    static func classify(_ drink: DrinkStructure) -> CodexClassification {
        drink.codexClassification
    }

    /// The family a user named, or an error listing the six.
    static func family(_ text: String) throws(LarderError) -> CodexFamily {
        guard let family = CodexFamily(name: text) else {
            throw .invalidInput(
                "unknown Codex family '\(String(text.prefix(60)).escapingControlCharacters)'; use one of "
                    + CodexFamily.allCases.map(\.rawValue).joined(separator: ", "))
        }
        return family
    }
}

extension FlavorMap {
    /// The ingredients of a family's drinks that the flavor graph knows, most used in the family first
    /// (garnish and optional lines left out), at most ``maximumNodes``.
    func familyIngredients(_ name: String, from service: FlavorService) throws(LarderError) -> [IngredientID] {
        let family = try CodexBook.family(name)
        let members = try CodexBook.members(service.catalog).filter { $0.codex.family == family }.map(\.id)
        var uses: [IngredientID: Int]
        do { uses = try service.catalog.mainLineUses(of: members) } catch { throw .catalog(error) }
        uses = uses.filter { service.graph.node($0.key) != nil }
        guard !uses.isEmpty else { throw .flavor("no drink of the \(family.name) family has an ingredient in the flavor graph") }
        return uses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(maximumNodes).map(\.key)
    }
}
