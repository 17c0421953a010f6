import GRDB

/// What the updater needs from the catalog format: its content hash and how to rebuild derived indexes.
///
/// `LarderCatalog` supplies the real one; the updater itself is generic over any SQLite catalog whose
/// content tables have primary keys and whose `meta(key, value)` table holds `version` and `content_hash`.
public protocol CatalogMaintenance: Sendable {
    /// The hex content hash of the catalog open on `db` (the value recorded in `meta.content_hash`).
    func contentHash(_ db: Database) throws -> String
    /// Rebuilds what sessions do not carry (FTS indexes) from the content tables, on `db`.
    func rebuildIndexes(_ db: Database) throws
    /// Brings derived indexes up to date after `changes` were applied on `db`; by default a full rebuild.
    func refreshIndexes(_ db: Database, after changes: CatalogChanges) throws
}

extension CatalogMaintenance {
    /// Rebuilds every derived index, whatever `changes` touched.
    public func refreshIndexes(_ db: Database, after changes: CatalogChanges) throws { try rebuildIndexes(db) }
}

/// Which rows a chain of changesets touched: enough for a catalog to refresh only what depends on them.
public struct CatalogChanges: Sendable, Hashable {
    /// Every recipe id whose own or dependent rows were inserted, updated or deleted.
    public var recipes: Set<String>
    /// For each table, the values of its first primary-key column in touched rows.
    public var keys: [String: Set<String>]

    /// The touched recipe ids and, per table, the touched first primary-key values (none by default).
    public init(recipes: Set<String> = [], keys: [String: Set<String>] = [:]) {
        self.recipes = recipes
        self.keys = keys
    }
}

/// The version stamp a catalog carries in its `meta` table.
public struct CatalogStamp: Sendable, Hashable, Codable {
    /// `meta.version`.
    public var version: Int
    /// `meta.content_hash`.
    public var contentHash: String

    /// A stamp of catalog version `version` with hex content hash `contentHash`.
    public init(version: Int, contentHash: String) {
        self.version = version
        self.contentHash = contentHash
    }

    /// Reads the stamp from the catalog open on `db`.
    /// - Throws: ``UpdateError/catalog(_:)`` when the meta rows are missing.
    public static func read(_ db: Database) throws -> CatalogStamp {
        let version = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'version'")
        let hash = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'content_hash'")
        guard let version, let number = Int(version), let hash else {
            throw UpdateError.catalog("the catalog has no version stamp in its meta table")
        }
        return CatalogStamp(version: number, contentHash: hash)
    }
}
