import Foundation
import LarderCatalog
import LarderCore

/// The catalog's own sources: the diffable text files in `Bundle/catalog/` that the catalog is built from.
///
/// Layout of the folder:
/// - `manifest.json`: ``CatalogManifest`` (the version number; the hash is computed at build time)
/// - `ingredients.jsonl`: one ``Ingredient`` a line, sorted by id
/// - `drinks.jsonl`, `dishes.jsonl`: one ``Recipe`` a line, sorted by id
/// - `substitutes.jsonl`: one ``SubstituteRule`` a line, sorted by original then replacement
/// - `flavor/`: flavor compounds and pairings (see ``FlavorSources``), optional
/// - `profiles.jsonl`: one ``IngredientProfile`` a line, optional
///
/// One record a line with sorted keys keeps diffs to the records that changed.
public struct CatalogSources: Sendable, Equatable {
    public var manifest: CatalogManifest
    public var ingredients: [Ingredient]
    public var recipes: [Recipe]
    public var substitutes: [SubstituteRule]
    public var flavor: FlavorSources
    /// Per-100 g nutrition facts and household measures of ingredients (`nutrition.jsonl`, optional).
    public var nutrition: [IngredientNutrition] = []
    /// Ingredient taste profiles, resolved (`profiles.jsonl`, written by `larder-build profiles`).
    public var profiles: [IngredientProfile] = []

    public init(
        manifest: CatalogManifest, ingredients: [Ingredient], recipes: [Recipe], substitutes: [SubstituteRule] = [],
        flavor: FlavorSources = FlavorSources(), profiles: [IngredientProfile] = []
    ) {
        self.profiles = profiles
        self.manifest = manifest
        self.ingredients = ingredients
        self.recipes = recipes
        self.substitutes = substitutes
        self.flavor = flavor
    }

    /// Reads the sources from `directory` (normally `Bundle/catalog`).
    public static func load(from directory: URL) throws(CatalogSourceError) -> CatalogSources {
        let manifest: CatalogManifest = try readJSON(directory.appendingPathComponent("manifest.json"))
        let ingredients: [Ingredient] = try readLines(directory.appendingPathComponent("ingredients.jsonl"))
        let drinks: [Recipe] = try readLines(directory.appendingPathComponent("drinks.jsonl"))
        let dishes: [Recipe] = try readLines(directory.appendingPathComponent("dishes.jsonl"))
        let substitutes: [SubstituteRule] = try readLines(directory.appendingPathComponent("substitutes.jsonl"), optional: true)
        let flavor = try FlavorSources.load(from: directory.appendingPathComponent("flavor"))
        let profiles: [IngredientProfile] = try readLines(directory.appendingPathComponent("profiles.jsonl"), optional: true)
        var sources = CatalogSources(
            manifest: manifest, ingredients: ingredients, recipes: drinks + dishes, substitutes: substitutes, flavor: flavor,
            profiles: profiles)
        sources.nutrition = try loadNutrition(from: directory)
        return sources
    }

    /// Writes the sources to `directory`, sorted, one record a line.
    public func write(to directory: URL) throws(CatalogSourceError) {
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        } catch {
            throw .unwritable(directory.path, error.localizedDescription)
        }
        var manifestOut = manifest
        manifestOut.contentHash = nil
        try Self.writeJSON(manifestOut, to: directory.appendingPathComponent("manifest.json"))
        try Self.writeLines(ingredients.sorted { $0.id < $1.id }, to: directory.appendingPathComponent("ingredients.jsonl"))
        let sorted = recipes.sorted { $0.id < $1.id }
        try Self.writeLines(sorted.filter { $0.kind == .drink }, to: directory.appendingPathComponent("drinks.jsonl"))
        try Self.writeLines(sorted.filter { $0.kind == .dish }, to: directory.appendingPathComponent("dishes.jsonl"))
        let subs = substitutes.sorted { ($0.original, $0.replacement) < ($1.original, $1.replacement) }
        try Self.writeLines(subs, to: directory.appendingPathComponent("substitutes.jsonl"))
        try flavor.write(to: directory.appendingPathComponent("flavor"))
        if !nutrition.isEmpty { try Self.writeNutrition(nutrition, to: directory) }
        if !profiles.isEmpty {
            try Self.writeLines(profiles.sorted { $0.ingredient < $1.ingredient }, to: directory.appendingPathComponent("profiles.jsonl"))
        }
    }

    // MARK: Line-oriented JSON

    static func encoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }

    static func readJSON<T: Decodable>(_ url: URL) throws(CatalogSourceError) -> T {
        let data: Data
        do { data = try Data(contentsOf: url) } catch { throw .missing(url.path) }
        do { return try JSONDecoder().decode(T.self, from: data) } catch {
            throw .malformed(url.path, line: 1, String(describing: error))
        }
    }

    static func readLines<T: Decodable>(_ url: URL, optional: Bool = false) throws(CatalogSourceError) -> [T] {
        guard let data = try? Data(contentsOf: url) else {
            if optional { return [] }
            throw .missing(url.path)
        }
        let decoder = JSONDecoder()
        var out: [T] = []
        var lineNumber = 0
        for line in data.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false) {
            lineNumber += 1
            if line.isEmpty { continue }
            do { out.append(try decoder.decode(T.self, from: Data(line))) } catch {
                throw .malformed(url.path, line: lineNumber, String(describing: error))
            }
        }
        return out
    }

    static func writeJSON<T: Encodable>(_ value: T, to url: URL) throws(CatalogSourceError) {
        let encoder = encoder()
        encoder.outputFormatting.insert(.prettyPrinted)
        do {
            var data = try encoder.encode(value)
            data.append(UInt8(ascii: "\n"))
            try data.write(to: url, options: .atomic)
        } catch { throw .unwritable(url.path, error.localizedDescription) }
    }

    static func writeLines<T: Encodable>(_ values: [T], to url: URL) throws(CatalogSourceError) {
        let encoder = encoder()
        var data = Data()
        do {
            for value in values {
                data.append(try encoder.encode(value))
                data.append(UInt8(ascii: "\n"))
            }
            try data.write(to: url, options: .atomic)
        } catch { throw .unwritable(url.path, error.localizedDescription) }
    }
}

/// Why the catalog sources could not be read or written.
public enum CatalogSourceError: Error, Equatable, CustomStringConvertible {
    case missing(String)
    case malformed(String, line: Int, String)
    case unwritable(String, String)

    public var description: String {
        switch self {
        case .missing(let path): "catalog source not found: \(path)"
        case .malformed(let path, let line, let why): "\(path):\(line): malformed record (\(why))"
        case .unwritable(let path, let why): "cannot write \(path): \(why)"
        }
    }
}
