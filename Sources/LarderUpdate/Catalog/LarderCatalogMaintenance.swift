import GRDB
import LarderCatalog

/// ``CatalogMaintenance`` for Larder's own catalog: `LarderCatalog`'s ``ContentHash`` and its
/// full-text index rebuild, run inside the update transaction.
public struct LarderCatalogMaintenance: CatalogMaintenance {
    public init() {}

    /// - Complexity: O(size of the catalog).
    public func contentHash(_ db: Database) throws -> String { try ContentHash.compute(db) }

    /// - Complexity: O(size of the catalog).
    public func rebuildIndexes(_ db: Database) throws { try CatalogIndex.rebuild(db) }
}
