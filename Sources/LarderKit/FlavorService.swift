import FlavorGraph
import Foundation
import LarderCatalog
import LarderCore

/// The flavor graph over the user's catalog: pairings, substitutes and recipe pairing scores, with
/// names resolved (and misspellings answered with "did you mean") through the catalog.
public struct FlavorService: Sendable {
    /// The catalog that names resolve against.
    public let catalog: CatalogStore
    /// The flavor graph over it.
    public let graph: FlavorGraph

    /// Loads the graph over the catalog: with the evidence the catalog compiler stored (compound sets,
    /// kept edges), else built from the catalog's recipes, compounds, pairings and taste profiles. With
    /// `extraRecipes` (the ingredient ids of the user's own recipes, when the user asks for them) in the
    /// co-occurrence counts, the graph is always built from scratch: the stored evidence counts only the
    /// catalog's recipes.
    ///
    /// - Complexity: O(R·k² + e log e) with stored evidence; building adds O(n²·c/64) (about 0.1 s for
    ///   the bundled catalog).
    public init(
        catalog: CatalogStore, options: FlavorGraphOptions = FlavorGraphOptions(), extraRecipes: [[IngredientID]] = []
    ) throws(LarderError) {
        self.catalog = catalog
        do { self.graph = try catalog.flavorGraph(options: options, extraRecipes: extraRecipes) } catch { throw .catalog(error) }
    }

    /// The service over a graph already loaded from `catalog` (such as
    /// ``CatalogStore/storedFlavorGraph(focus:allEdges:)`` gives).
    public init(catalog: CatalogStore, graph: FlavorGraph) {
        self.catalog = catalog
        self.graph = graph
    }

    /// The graph's ingredient for a name, id or alias.
    public func ingredient(_ name: String) throws(LarderError) -> FlavorNode {
        let summary: IngredientSummary
        do { summary = try catalog.resolveIngredient(name) } catch { throw .catalog(error) }
        return try node(summary)
    }

    /// The graph's node for an ingredient already resolved in the catalog.
    /// - Throws: ``LarderError/flavor(_:)`` when no recipe uses it (the graph knows nothing about it).
    public func node(_ ingredient: IngredientSummary) throws(LarderError) -> FlavorNode {
        guard let node = graph.node(ingredient.id) else {
            throw .flavor("\(ingredient.name) is not used by any recipe, so the flavor graph knows nothing about it")
        }
        return node
    }

    /// Best partners of one ingredient, or of several together (nodes of this graph, see ``node(_:)``).
    public func pairs(_ nodes: [FlavorNode], limit: Int) throws(LarderError) -> [PairingSuggestion] {
        do { return try graph.pairs(for: nodes.map(\.id), limit: limit) } catch { throw Self.wrap(error) }
    }

    /// Stand-ins for an ingredient (a node of this graph, see ``node(_:)``): the catalog's `curated`
    /// substitutes for it (``LarderCatalog/CatalogStore/curatedSubstitutes(for:)``, most faithful first, with
    /// their reason) first, then the graph's ranked suggestions.
    public func substitutes(_ node: FlavorNode, curated: [SubstituteRule], limit: Int) throws(LarderError) -> [SubstituteSuggestion] {
        let stands = curated.map { (ingredient: $0.replacement, reason: $0.reason ?? "a curated substitute") }
        do { return try graph.substitutes(for: node.id, curated: stands, limit: limit) } catch { throw Self.wrap(error) }
    }

    /// A recipe with its pairing score.
    public struct ScoredRecipe: Sendable, Codable {
        /// The recipe's id.
        public var id: RecipeID
        /// Its display name.
        public var name: String
        /// How well its ingredients pair, against random sets of as many.
        public var score: RecipePairingScore
    }

    /// How well a recipe's ingredients pair, against `samples` random sets (seeded).
    public func pairingScore(recipe nameOrID: String, samples: Int, seed: UInt64) throws(LarderError) -> ScoredRecipe {
        let detail: RecipeDetail
        do { detail = try catalog.recipe(nameOrID) } catch { throw .catalog(error) }
        let ids = detail.lines.map(\.ingredient.id)
        guard let score = graph.pairingScore(of: ids, samples: samples, seed: seed) else {
            throw .flavor("\(detail.summary.name): fewer than two of its ingredients have flavor-compound data or a taste profile, so it cannot be scored")
        }
        return ScoredRecipe(id: detail.summary.id, name: detail.summary.name, score: score)
    }

    static func wrap(_ error: FlavorQueryError) -> LarderError {
        switch error {
        case .unknownIngredient(let id): .flavor("'\(id)' is not in the flavor graph")
        case .emptyQuery: .invalidInput("name at least one ingredient")
        }
    }
}
