import Foundation
import GRDB
import LarderCatalog
import LarderCatalogBuild
import LarderCore
@testable import LarderUpdate
import Testing

/// A small real Larder catalog, compiled by `LarderCatalog`'s compiler from generated sources.
struct TestCatalog {
    struct Recipe: Hashable {
        var id: String
        var name: String
        var lines: [String]
    }

    static let defaultIngredients: [Ingredient] = [
        Ingredient(id: "gin", name: "Gin", category: .spirit, abv: 40),
        Ingredient(id: "lime-juice", name: "Lime juice", category: .juice),
        Ingredient(id: "basil", name: "Basil", category: .herb),
        Ingredient(id: "sugar", name: "Sugar", category: .sweetener),
        Ingredient(id: "soda-water", name: "Soda water", category: .soda),
    ]

    var version: Int
    var recipes: [Recipe]
    var ingredients = TestCatalog.defaultIngredients

    /// `count` recipes `r0000…` with two lines each.
    static func sample(version: Int = 1, count: Int = 20) -> TestCatalog {
        TestCatalog(
            version: version,
            recipes: (0..<count).map { number in
                Recipe(id: String(format: "r%04d", number), name: "Drink \(number)", lines: ["gin", "lime-juice"])
            })
    }

    /// The next version: recipe 1 renamed, recipe 2 gains a line, recipe 3 removed, one recipe added.
    func edited(version: Int? = nil, tag: String = "a") -> TestCatalog {
        var next = self
        next.version = version ?? self.version + 1
        next.recipes[1].name += " \(tag)"
        next.recipes[2].lines.append("sugar")
        next.recipes.remove(at: 3)
        next.recipes.append(Recipe(id: "new-\(tag)-\(next.version)", name: "Basil Smash \(tag)", lines: ["gin", "basil"]))
        return next
    }

    var sources: CatalogSources {
        CatalogSources(
            manifest: CatalogManifest(version: version), ingredients: ingredients,
            recipes: recipes.map { recipe in
                LarderCore.Recipe(
                    id: RecipeID(recipe.id), name: recipe.name, kind: .drink, method: .shaken,
                    lines: recipe.lines.map { RecipeLine(ingredient: IngredientID($0), amount: "30 ml") })
            })
    }

    /// Compiles the catalog to `url` (replacing any file) and returns its stamp.
    @discardableResult
    func write(to url: URL) throws -> CatalogStamp {
        try? FileManager.default.removeItem(at: url)
        let manifest = try CatalogCompiler().compile(sources, to: url)
        return CatalogStamp(version: manifest.version, contentHash: try #require(manifest.contentHash))
    }
}

/// Reading a catalog file back for assertions.
enum CatalogProbe {
    static func stamp(_ url: URL) throws -> CatalogStamp {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try CatalogStamp.read(db) }
    }

    /// The actual content hash (not the recorded one).
    static func contentHash(_ url: URL) throws -> String {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try ContentHash.compute(db) }
    }

    /// Recipe ids whose name matches the FTS query.
    static func search(_ url: URL, _ query: String) throws -> [String] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try String.fetchAll(
                db,
                sql: "SELECT recipe_id FROM recipe_fts WHERE recipe_fts MATCH ? ORDER BY recipe_id",
                arguments: [query])
        }
    }

    /// The recipe-id columns of the catalog's dependent tables.
    static func dependentColumns(_ url: URL) throws -> [String: Int32] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try DeltaInstaller.dependentColumns(db) }
    }

    /// Every full-text document, in recipe order.
    static func searchDocuments(_ url: URL) throws -> [[String]] {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in
            try Row.fetchAll(db, sql: "SELECT recipe_id, name, aliases, ingredients, tags, body FROM recipe_fts ORDER BY recipe_id")
                .map { row in (0..<6).map { row[$0] as String? ?? "" } }
        }
    }

    static func integrity(_ url: URL) throws -> String {
        let queue = try DatabaseQueue(path: url.path)
        defer { try? queue.close() }
        return try queue.read { db in try String.fetchOne(db, sql: "PRAGMA integrity_check") ?? "" }
    }
}

/// A fresh temporary directory, removed when the value is dropped.
final class TemporaryDirectory: @unchecked Sendable {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-update-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    func file(_ name: String) -> URL { url.appendingPathComponent(name) }

    deinit { try? FileManager.default.removeItem(at: url) }
}
