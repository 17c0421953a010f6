import GRDB
import LarderCore

extension CatalogStore {
    /// What ``completionIDs(of:prefix:limit:)`` lists.
    public enum CompletionKind: Sendable {
        /// Recipe ids or ingredient ids.
        case recipe, ingredient
    }

    /// Ids of recipes or ingredients starting with the slug of `prefix`, in order, for shell completion
    /// (ids have no spaces and resolve like names).
    ///
    /// - Complexity: one range scan of the primary key.
    public func completionIDs(of kind: CompletionKind, prefix: String, limit: Int = 500) throws(CatalogError) -> [String] {
        let start = Slug.make(String(prefix.prefix(200)))
        guard prefix.isEmpty || !start.isEmpty else { return [] }
        let table = kind == .recipe ? "recipe" : "ingredient"
        return try read { db in
            try String.fetchAll(
                db, sql: "SELECT id FROM \(table) WHERE id >= ? AND id < ? ORDER BY id LIMIT ?",
                arguments: [start, start + "\u{10FFFF}", max(0, limit)])
        }
    }
}
