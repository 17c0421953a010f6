import FlavorGraph
import LarderCatalog
import LarderCore

extension LarderSession {
    /// The recipes nearest to one by taste profile and structure; with `makeable`, only those the
    /// user's inventory can make now (through the matcher, substitutes and hierarchy included).
    public func similar(_ nameOrID: String, limit: Int = 10, makeable: Bool = false) throws(LarderError) -> SimilarAnswer {
        guard (1...1000).contains(limit) else { throw .invalidInput("limit must be between 1 and 1000, not \(limit)") }
        let id = try resolveRecipe(nameOrID)
        let facts = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipeShapes() }
        guard let target = facts.shapes.first(where: { $0.id == id }) else {
            throw .catalog(.notFound(kind: "recipe", query: nameOrID, suggestions: []))
        }
        var allowed: Set<RecipeID>? = nil
        if makeable {
            allowed = Set(try make(MakeRequest(maxMissing: 0, filters: SearchQuery(kind: target.kind))).map { RecipeID($0.recipe.id) })
        }
        let engine = SimilarRecipes(shapes: facts.shapes, names: facts.names)
        return SimilarAnswer(
            recipe: ListedItem(id: id.rawValue, name: target.name), makeableOnly: makeable,
            similar: engine.nearest(to: target, limit: limit, allowed: allowed))
    }
}

/// The answer of ``LarderSession/similar(_:limit:makeable:)``.
public struct SimilarAnswer: Sendable, Codable {
    /// The recipe the others are compared with.
    public var recipe: ListedItem
    /// Whether only recipes the inventory can make now were considered.
    public var makeableOnly: Bool
    /// The nearest recipes, closest first.
    public var similar: [SimilarRecipe]
}
