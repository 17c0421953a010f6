import Foundation
import LarderCatalog
import LarderCore

/// Flavor facts in the catalog sources (`Bundle/catalog/flavor/`): compounds, which of our ingredients
/// carry which compounds, and scored ingredient pairings. Facts only, mapped onto our ingredient ids.
///
/// - `compounds.jsonl`: one ``FlavorCompound`` a line
/// - `ingredient-compounds.jsonl`: one ``IngredientCompounds`` a line (our ingredient → compound ids)
/// - `pairings.jsonl`: one ``FlavorPairing`` a line (scored ingredient–ingredient pairs)
public struct FlavorSources: Sendable, Equatable {
    public var compounds: [FlavorCompound]
    public var ingredientCompounds: [IngredientCompounds]
    public var pairings: [FlavorPairing]

    public init(compounds: [FlavorCompound] = [], ingredientCompounds: [IngredientCompounds] = [], pairings: [FlavorPairing] = []) {
        self.compounds = compounds
        self.ingredientCompounds = ingredientCompounds
        self.pairings = pairings
    }

    /// Reads the flavor sources from `directory`; a missing folder gives empty sources.
    public static func load(from directory: URL) throws(CatalogSourceError) -> FlavorSources {
        FlavorSources(
            compounds: try CatalogSources.readLines(directory.appendingPathComponent("compounds.jsonl"), optional: true),
            ingredientCompounds: try CatalogSources.readLines(
                directory.appendingPathComponent("ingredient-compounds.jsonl"), optional: true),
            pairings: try CatalogSources.readLines(directory.appendingPathComponent("pairings.jsonl"), optional: true))
    }

    /// Writes the flavor sources to `directory`, sorted; writes nothing when empty.
    public func write(to directory: URL) throws(CatalogSourceError) {
        if compounds.isEmpty && ingredientCompounds.isEmpty && pairings.isEmpty { return }
        do { try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true) } catch {
            throw .unwritable(directory.path, error.localizedDescription)
        }
        try CatalogSources.writeLines(compounds.sorted { $0.id < $1.id }, to: directory.appendingPathComponent("compounds.jsonl"))
        try CatalogSources.writeLines(
            ingredientCompounds.sorted { $0.ingredient < $1.ingredient },
            to: directory.appendingPathComponent("ingredient-compounds.jsonl"))
        try CatalogSources.writeLines(
            pairings.sorted { ($0.a, $0.b) < ($1.a, $1.b) }, to: directory.appendingPathComponent("pairings.jsonl"))
    }
}

/// A flavor compound (from FlavorGraph's node list): a stable id and its name.
public struct FlavorCompound: Hashable, Codable, Sendable {
    /// Stable id, e.g. the compound's slug (`linalool`).
    public var id: String
    public var name: String
    public init(id: String, name: String) {
        self.id = id
        self.name = name
    }
}

/// The compounds one of our ingredients carries.
public struct IngredientCompounds: Hashable, Codable, Sendable {
    public var ingredient: IngredientID
    /// The FlavorGraph ingredient names mapped onto ours (kept to show the mapping).
    public var mappedFrom: [String]
    public var compounds: [String]
    public init(ingredient: IngredientID, mappedFrom: [String], compounds: [String]) {
        self.ingredient = ingredient
        self.mappedFrom = mappedFrom
        self.compounds = compounds
    }
}
