import Foundation
import GRDB
import LarderCatalog
import LarderCore

/// Builds `catalog.sqlite` from the catalog sources, deterministically.
///
/// The same sources always give the same content and the same ``ContentHash``: rows are inserted in
/// id order, derived values (instructions, ABV, volume, folded names) are computed by pure functions,
/// and nothing depends on the clock. The file is written beside the destination and renamed into
/// place, so a failed build never leaves a partial catalog.
public struct CatalogCompiler: Sendable {
    public init() {}

    /// Compiles `sources` into a new catalog at `destination`, replacing any file there.
    /// - Returns: the catalog's manifest, with its content hash.
    @discardableResult
    public func compile(_ sources: CatalogSources, to destination: URL) throws(CatalogError) -> CatalogManifest {
        let fm = FileManager.default
        let temporary = URL(fileURLWithPath: StagedFile.path(beside: destination.path))
        defer { try? fm.removeItem(at: temporary) }
        let manifest: CatalogManifest
        do {
            var configuration = Configuration()
            configuration.journalMode = .default
            let queue = try DatabaseQueue(path: temporary.path, configuration: configuration)
            try queue.writeWithoutTransaction { db in
                try db.execute(sql: "PRAGMA journal_mode = DELETE; PRAGMA page_size = 4096")
            }
            try CatalogSchema.migrator.migrate(queue)
            manifest = try queue.write { db in try Self.fill(db, with: sources) }
            try queue.writeWithoutTransaction { db in try db.execute(sql: "VACUUM") }
            try queue.close()
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .buildFailed(String(describing: error))
        }
        do throws(FileSystemError) { try StagedFile.commit(temporary.path, to: destination.path) } catch { throw .buildFailed(error.description) }
        return manifest
    }

    /// Inserts every row of `sources` into an empty catalog schema, rebuilds the index and stamps the hash.
    static func fill(_ db: Database, with sources: CatalogSources) throws -> CatalogManifest {
        let ingredients = Dictionary(sources.ingredients.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        try checkReferences(sources, ingredients: ingredients)
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('version', ?), ('schema', '1')", arguments: ["\(sources.manifest.version)"])
        for ingredient in sources.ingredients.sorted(by: { $0.id < $1.id }) {
            try RowWriter.insert(ingredient, into: db)
        }
        let composer = InstructionComposer(ingredients: sources.ingredients)
        // Household measures weigh a blended drink's whole fruit into its volume.
        let measures = Dictionary(sources.nutrition.map { ($0.ingredient, $0.measure) }, uniquingKeysWith: { first, _ in first })
        for recipe in sources.recipes.sorted(by: { $0.id < $1.id }) {
            try RowWriter.insert(recipe, ingredients: ingredients, composer: composer, measures: measures, into: db)
        }
        for rule in sources.substitutes.sorted(by: { ($0.original, $0.replacement) < ($1.original, $1.replacement) }) {
            try RowWriter.insert(rule, into: db)
        }
        try RowWriter.insert(sources.flavor, into: db)
        for record in sources.nutrition.sorted(by: { $0.ingredient < $1.ingredient }) {
            try RowWriter.insert(record, into: db)
        }
        try ProfileWriter.insert(sources, ingredients: ingredients, into: db)
        try PrecomputeWriter.insert(into: db)
        // The data sets the recipes come from, for `larder info` without a walk over every recipe's sources.
        try db.execute(sql: """
            INSERT INTO meta (key, value)
            SELECT 'sources', coalesce(group_concat(dataset, ','), '') FROM (
                SELECT DISTINCT json_extract(s.value, '$.dataset') AS dataset FROM recipe, json_each(recipe.sources) s ORDER BY 1)
            """)
        // The hash covers the content tables only; stamped first, so the derived tables can name it.
        let hash = try ContentHash.compute(db)
        try db.execute(sql: "INSERT INTO meta (key, value) VALUES ('content_hash', ?)", arguments: [hash])
        try CatalogIndex.rebuild(db)
        return CatalogManifest(version: sources.manifest.version, contentHash: hash)
    }

    /// Every ingredient a recipe, method step, part, parent or substitute names must exist.
    static func checkReferences(_ sources: CatalogSources, ingredients: [IngredientID: Ingredient]) throws {
        func check(_ id: IngredientID, _ context: @autoclosure () -> String) throws {
            if ingredients[id] == nil { throw CatalogError.invalidSources("\(context()) names unknown ingredient '\(id)'") }
        }
        for ingredient in sources.ingredients {
            if let parent = ingredient.parent { try check(parent, "ingredient \(ingredient.id)") }
            for part in ingredient.parts { try check(part, "ingredient \(ingredient.id)") }
        }
        var recipeIDs = Set<RecipeID>()
        for recipe in sources.recipes {
            guard recipeIDs.insert(recipe.id).inserted else { throw CatalogError.invalidSources("duplicate recipe id '\(recipe.id)'") }
            for line in recipe.lines + recipe.variants.flatMap(\.lines) {
                try check(line.ingredient, "recipe \(recipe.id)")
                for s in line.substitutes { try check(s, "recipe \(recipe.id)") }
            }
            for step in recipe.steps ?? [] {
                for id in step.ingredients { try check(id, "method of recipe \(recipe.id)") }
            }
        }
        for record in sources.nutrition { try check(record.ingredient, "nutrition record") }
        for rule in sources.substitutes {
            try check(rule.original, "substitute rule")
            try check(rule.replacement, "substitute rule")
        }
    }
}
