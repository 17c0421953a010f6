import Foundation
import FlavorGraph
import LarderCatalog
import LarderCore

extension LarderSession {
    /// What goes with an ingredient, or with several together, and why.
    public func pairs(_ names: [String], limit: Int = 10) throws(LarderError) -> PairingAnswer {
        let service = try flavorService()
        var nodes: [FlavorNode] = []
        for name in names { nodes.append(try service.ingredient(name)) }
        let pairs = try service.pairs(names, limit: limit)
        return PairingAnswer(query: nodes.map { ListedItem(id: $0.id.rawValue, name: $0.name) }, pairs: pairs)
    }

    /// What could stand in for an ingredient.
    public func flavorSubstitutes(_ name: String, limit: Int = 10) throws(LarderError) -> [SubstituteSuggestion] {
        try flavorService().substitutes(name, limit: limit)
    }

    /// How well a recipe's ingredients share flavor compounds, against `samples` random sets (seeded).
    public func pairingScore(_ recipe: String, samples: Int = 1_000, seed: UInt64 = 1) throws(LarderError) -> FlavorService.ScoredRecipe {
        try flavorService().pairingScore(recipe: recipe, samples: samples, seed: seed)
    }

    /// Selects, lays out and writes a flavor map to `url` (all or nothing).
    public func drawMap(_ map: FlavorMap, to url: URL) throws(LarderError) -> FlavorMap.Summary {
        try map.write(from: flavorService(), to: url)
    }
}

/// The partners of one or more ingredients, with the ingredients asked about.
public struct PairingAnswer: Sendable, Codable {
    /// The ingredients asked about, resolved.
    public var query: [ListedItem]
    public var pairs: [PairingSuggestion]
}
