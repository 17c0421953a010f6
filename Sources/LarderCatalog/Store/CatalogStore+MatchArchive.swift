import Foundation
import GRDB
import LarderCore

/// What presenting matches needs beside the stored match catalog: every ingredient's and every
/// recipe's and variant's name, and each recipe's kind and popularity inputs.
public struct CatalogMatchNames: Sendable {
    /// An ingredient as `make` names it.
    public struct IngredientName: Sendable, Hashable {
        /// The ingredient's catalog id.
        public var id: IngredientID
        /// Its display name (`ingredient.name`).
        public var name: String
    }

    /// A recipe as `make` names it, with its variants' ids and names.
    public struct Recipe: Sendable, Hashable {
        /// The recipe's id.
        public var id: RecipeID
        /// The recipe's display name.
        public var name: String
        /// Whether it is a drink or a dish.
        public var kind: RecipeKind
        /// Whether it is an IBA official cocktail.
        public var isIBA: Bool
        /// How many sources list it.
        public var sourceCount: Int
        /// Its variants, ordered by id; empty when it has none.
        public var variants: [Variant]
    }

    /// A variant as `make` names it.
    public struct Variant: Sendable, Hashable {
        /// The variant's id.
        public var id: RecipeID
        /// The variant's display name ("Negroni (opendrinks)").
        public var name: String
    }

    /// Ordered by id.
    public var ingredients: [IngredientName]
    /// Ordered by id.
    public var recipes: [Recipe]
}

/// The derived table `match_archive` holds the catalog compiled for matching (LarderMatch's archive
/// bytes), rewritten wherever the full-text index is (``MatchArchiveIndex``) and stamped with the content
/// hash it was compiled from and the archive's version. Like the full-text index it is not content:
/// neither hashed nor diffed (``CatalogSchema/derivedTables``). A catalog without it, or whose archive
/// version differs (a newer `larder`), is compiled from its rows as before.
extension CatalogStore {
    /// The stored archive of version `version` when it was compiled from this catalog's current content,
    /// with the names that go with it; `nil` otherwise.
    ///
    /// - Complexity: one row for the archive, then one pass over the ingredient, variant and recipe
    ///   tables (not over the recipe lines, aliases or parts).
    public func storedMatchArchive(version: UInt32) throws(CatalogError) -> (archive: [UInt8], names: CatalogMatchNames)? {
        try read { db in
            guard try db.hasTable("match_archive") else { return nil }
            var archive: [UInt8]?
            try StatementColumns.forEach(db, sql: """
                SELECT a.data FROM match_archive a JOIN meta m ON m.key = 'content_hash' AND m.value = a.content_hash
                WHERE a.version = ?
                """, arguments: [Int64(version)]
            ) { row in
                guard case .blob(let data) = row.stored(0) else { throw StoredValueError(column: "match_archive.data", expected: "a blob") }
                archive = [UInt8](data)
            }
            guard let archive else { return nil }
            var variants: [String: [CatalogMatchNames.Variant]] = [:]
            try StatementColumns.forEach(db, sql: "SELECT id, recipe_id, name FROM recipe_variant ORDER BY id") { row in
                variants[try row.text(1, "recipe_id"), default: []].append(
                    CatalogMatchNames.Variant(id: RecipeID(try row.text(0, "id")), name: try row.text(2, "name")))
            }
            var recipes: [CatalogMatchNames.Recipe] = []
            try StatementColumns.forEach(db, sql: "SELECT id, name, kind, iba IS NOT NULL, sources FROM recipe ORDER BY id") { row in
                let id = try row.text(0, "id")
                recipes.append(
                    CatalogMatchNames.Recipe(
                        id: RecipeID(id), name: try row.text(1, "name"), kind: try row.value(2, "kind", as: RecipeKind.self),
                        isIBA: try row.flag(3, "iba"), sourceCount: try row.sourceCount(4, "sources"), variants: variants[id] ?? []))
            }
            var ingredients: [CatalogMatchNames.IngredientName] = []
            try StatementColumns.forEach(db, sql: "SELECT id, name FROM ingredient ORDER BY id") { row in
                ingredients.append(CatalogMatchNames.IngredientName(id: IngredientID(try row.text(0, "id")), name: try row.text(1, "name")))
            }
            return (archive, CatalogMatchNames(ingredients: ingredients, recipes: recipes))
        }
    }
}
