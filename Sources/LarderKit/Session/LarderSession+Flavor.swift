import Foundation
import FlavorGraph
import LarderCatalog
import LarderCore
import LarderUser

extension LarderSession {
    /// What goes with an ingredient, or with several together, and why. With `includeMine`, the
    /// user's own recipes count in the co-occurrence evidence beside the catalog's (their lines that
    /// resolved to a catalog ingredient; an ingredient no catalog recipe uses stays outside the graph).
    public func pairs(_ names: [String], limit: Int = 10, includeMine: Bool = false) throws(LarderError) -> PairingAnswer {
        let ingredients = try resolveBeforeBuilding(ingredients: names)
        let service = includeMine
            ? try FlavorService(catalog: catalog(), extraRecipes: ownFlavorRecipes())
            : try flavorService(focus: ingredients.map(\.id), allEdges: false)
        var nodes: [FlavorNode] = []
        for ingredient in ingredients { nodes.append(try service.node(ingredient)) }
        let pairs = try service.pairs(nodes, limit: limit)
        return PairingAnswer(query: nodes.map { ListedItem(id: $0.id.rawValue, name: $0.name) }, pairs: pairs)
    }

    /// What could stand in for an ingredient.
    public func flavorSubstitutes(_ name: String, limit: Int = 10) throws(LarderError) -> [SubstituteSuggestion] {
        let ingredient = try resolveBeforeBuilding(ingredients: [name])[0]
        let store = try catalog()
        let curated = try withCatalog { (catalog) throws(CatalogError) in try catalog.curatedSubstitutes(for: ingredient.id) }
        // Only the co-occurrence edges of the ingredients it compares, from the stored graph.
        let service: FlavorService
        if let graph = try withCatalog({ (catalog) throws(CatalogError) in
            try catalog.storedFlavorGraph(substitutesFor: ingredient.id, curated: curated.map(\.replacement))
        }) {
            service = FlavorService(catalog: store, graph: graph)
        } else {
            service = try flavorService()
        }
        return try service.substitutes(service.node(ingredient), curated: curated, limit: limit)
    }

    /// How well a recipe's ingredients share flavor compounds, against `samples` random sets (seeded).
    public func pairingScore(_ recipe: String, samples: Int = 1_000, seed: UInt64 = 1) throws(LarderError) -> FlavorService.ScoredRecipe {
        let store = try catalog()
        do { _ = try store.resolveRecipe(recipe) } catch { throw .catalog(error) }
        return try flavorService(focus: [], allEdges: false).pairingScore(recipe: recipe, samples: samples, seed: seed)
    }

    /// Every cuisine with at least `minimumRecipes` scorable recipes (drinks as one), its mean shared
    /// compounds with a bootstrap interval against the Ahn et al. null model (random recipes of the same
    /// sizes from the cuisine's own ingredients, by frequency), largest difference first.
    public func cuisinePairingReport(minimumRecipes: Int = 5, replicates: Int = 100, seed: UInt64 = 1) throws(LarderError)
        -> [CuisinePairingReport]
    {
        let service = try flavorService()
        let cuisines = try withCatalog { (catalog) throws(CatalogError) in try catalog.recipeCuisines() }
        let facts = try withCatalog { (catalog) throws(CatalogError) in try catalog.flavorFacts(compounds: false) }
        var groups: [String: [[IngredientID]]] = [:]
        for (id, ingredients) in facts.recipes.sorted(by: { $0.key < $1.key }) {
            if let cuisine = cuisines[id] { groups[cuisine, default: []].append(ingredients) }
        }
        return groups.keys.sorted().compactMap { cuisine in
            service.graph.cuisineReport(cuisine, recipes: groups[cuisine] ?? [], replicates: replicates, seed: seed)
        }
        .filter { $0.recipes >= minimumRecipes }
        .sorted { ($0.difference, $1.cuisine) > ($1.difference, $0.cuisine) }
    }

    /// The resolved ingredients of each of the user's own recipes, for the co-occurrence counts.
    func ownFlavorRecipes() throws(LarderError) -> [[IngredientID]] {
        try withUserData { (user) throws(UserDataError) in try user.userRecipes() }
            .map { $0.lines.compactMap(\.ingredient).uniqued() }.filter { $0.count > 1 }
    }

    /// Resolves every name in the catalog once, first, so that a name it does not know fails at once
    /// rather than after the flavor graph is loaded.
    private func resolveBeforeBuilding(ingredients names: [String]) throws(LarderError) -> [IngredientSummary] {
        let store = try catalog()
        var ingredients: [IngredientSummary] = []
        for name in names {
            do { ingredients.append(try store.resolveIngredient(name)) } catch { throw .catalog(error) }
        }
        return ingredients
    }

    /// Selects, lays out and writes a flavor map to `url` (all or nothing).
    public func drawMap(_ map: FlavorMap, to url: URL) throws(LarderError) -> FlavorMap.Summary {
        // The whole-graph map but the HTML page (which holds more than it shows) reads the chosen nodes
        // and the edges among them only.
        if map.scope == .all, map.format != .html, let subgraph = try withCatalog({ (catalog) throws(CatalogError) in
            try catalog.storedFlavorSubgraph(minimumWeight: map.minimumWeight, maximumNodes: map.maximumNodes)
        }) {
            return try map.write(subgraph, to: url)
        }
        // Every other scope and format reads nodes and kept edges only.
        return try map.write(from: flavorService(focus: [], allEdges: true), to: url)
    }
}

/// The partners of one or more ingredients, with the ingredients asked about.
public struct PairingAnswer: Sendable, Codable {
    /// The ingredients asked about, resolved.
    public var query: [ListedItem]
    /// Their partners, best first.
    public var pairs: [PairingSuggestion]
}
