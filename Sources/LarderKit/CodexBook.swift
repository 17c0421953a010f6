import FlavorGraph
import LarderCatalog
import LarderCore

/// A drink placed in its *Cocktail Codex* family.
public struct CodexMember: Sendable, Codable, Equatable {
    public var id: RecipeID
    public var name: String
    /// An IBA official cocktail.
    public var iba: Bool
    public var codex: CodexClassification
}

/// One family with its size and best-known members.
public struct CodexFamilySummary: Sendable, Codable, Equatable {
    public var family: CodexFamily
    /// The root drink's name.
    public var name: String
    public var structure: String
    /// Drinks in the family.
    public var count: Int
    /// Of those, drinks that sit between this family and another.
    public var between: Int
    /// The best known members (IBA first, then those more sources give).
    public var bestKnown: [ListedItem]
}

/// Classifies the catalog's drinks into the six families, at query time: one read of the drinks'
/// lines (about 5,000 rows) and a linear pass per drink, a few milliseconds for the bundled catalog.
enum CodexBook {
    /// Every drink (or those of `recipes`) with its family, best known first.
    static func members(_ catalog: CatalogStore, recipes: [RecipeID]? = nil) throws(LarderError) -> [CodexMember] {
        let drinks: [DrinkStructure]
        do { drinks = try catalog.drinkStructures(recipes) } catch { throw .catalog(error) }
        return drinks.map { CodexMember(id: $0.id, name: $0.name, iba: $0.iba, codex: classify($0)) }
    }

    /// The family of one drink.
    static func classify(_ drink: DrinkStructure) -> CodexClassification {
        let lines = drink.lines.map {
            CodexDrink.Line(
                ingredient: $0.ingredient, name: $0.name, category: $0.category, lineage: $0.lineage, ml: $0.ml,
                optional: $0.optional, garnish: $0.garnish)
        }
        return CodexClassifier.classify(CodexDrink(lines: lines, glass: drink.glass))
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
        let drinks: [DrinkStructure]
        do { drinks = try service.catalog.drinkStructures() } catch { throw .catalog(error) }
        var uses: [IngredientID: Int] = [:]
        for drink in drinks {
            guard CodexBook.classify(drink).family == family else { continue }
            for line in drink.lines where !line.garnish && !line.optional && service.graph.node(line.ingredient) != nil {
                uses[line.ingredient, default: 0] += 1
            }
        }
        guard !uses.isEmpty else { throw .flavor("no drink of the \(family.name) family has an ingredient in the flavor graph") }
        return uses.sorted { ($0.value, $1.key) > ($1.value, $0.key) }.prefix(maximumNodes).map(\.key)
    }
}
