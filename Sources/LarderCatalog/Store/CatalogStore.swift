import Foundation
import CSQLiteSession
import GRDB
import LarderCore

/// Read access to a catalog database: search, browse, lookups.
///
/// Takes any GRDB reader, so an app can hand it a pool and tests a queue on a temporary file.
/// The catalog is read-only to everything but the updater.
public struct CatalogStore: Sendable {
    let reader: any DatabaseReader
    /// Where the catalog lives, for messages.
    public let path: String

    /// Wraps an open database; checks that it is a Larder catalog, and registers the functions its searches call
    /// (see `CSQLiteSearch.h`) on the connection of this first read: a pool's other connections need them
    /// registered by their configuration's `prepareDatabase` (``prepare(_:)``).
    public init(_ reader: any DatabaseReader, path: String) throws(CatalogError) {
        do {
            try reader.read { db in
                try Self.checkVersionStamp(db, path: path)
                try db.registerSearchFunctions()
            }
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .damaged(path: path, reason: Self.reason(error))
        }
        self.init(checked: reader, path: path)
    }

    /// A store over a reader whose version stamp was checked.
    private init(checked reader: any DatabaseReader, path: String) {
        self.reader = reader
        self.path = path
    }

    /// Throws ``CatalogError/damaged(path:reason:)`` when `meta` holds no version stamp (and SQLite's
    /// error when there is no `meta` table).
    private static func checkVersionStamp(_ db: Database, path: String) throws {
        guard try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'version'") != nil else {
            throw CatalogError.damaged(path: path, reason: "no version stamp")
        }
    }

    /// The most of the catalog file a connection maps into memory (256 MiB: far beyond the bundled catalog,
    /// and a catalog of 100,000 recipes).
    public static let mappedBytes = 256 << 20

    /// Opens the catalog file at `url` read-only.
    public static func open(at url: URL) throws(CatalogError) -> CatalogStore {
        try open(atPath: url.path)
    }

    /// Opens the catalog file at `path` read-only.
    public static func open(atPath path: String) throws(CatalogError) -> CatalogStore {
        guard FileManager.default.fileExists(atPath: path) else { throw .missing(path: path) }
        var configuration = Configuration()
        configuration.readonly = true
        configuration.label = "larder.catalog"
        configuration.prepareDatabase { db in
            // Pages read through a memory map instead of copied into SQLite's page cache: each page the cache holds
            // is fresh heap the kernel must fault in, and a search reads hundreds (`larder search gin`: 1,228 page
            // faults and 12.1 ms of CPU without the map, 904 and 10.7 ms with it, means of 40 runs on the loaded
            // 2-core machine). Safe for a reader: a writer (the updater) cannot shrink the file while a read
            // transaction holds its lock, and SQLite maps no further than the file's size at each transaction.
            try db.execute(sql: "PRAGMA mmap_size = \(Self.mappedBytes)")
            // The vocabulary search checks words against and takes typo corrections from (`recipe_term`). A
            // catalog compiled before the table existed gets it as a view of its FTS5 vocabulary, local to the
            // connection so that the catalog file is unchanged (slower: it reads a term's doclist on each lookup).
            if try !db.hasTable("recipe_term"), try !db.viewExists("recipe_term"), try db.hasTable("recipe_fts") {
                try db.execute(sql: """
                    CREATE VIRTUAL TABLE temp.recipe_fts_vocab USING fts5vocab(main, recipe_fts, col);
                    CREATE TEMP VIEW recipe_term AS
                        SELECT term, sum(doc) AS documents FROM temp.recipe_fts_vocab WHERE col <> 'body' GROUP BY term;
                    """)
            }
            // The version stamp is checked here, with the connection's other set-up, rather than in a read of
            // its own (GRDB's read wraps a statement in a transaction and a read-only guard).
            try checkVersionStamp(db, path: path)
            try prepare(db)
        }
        do {
            let queue = try DatabaseQueue(path: path, configuration: configuration)
            // Read-only and never observed: GRDB's authorizer, which records every column a statement reads
            // for observation, cost about 10 % of `larder show` (2.3 M instructions) for nothing here.
            queue.inDatabase { db in _ = larder_sqlite_allow_everything(db.sqliteConnection) }
            return CatalogStore(checked: queue, path: path)
        } catch let error as CatalogError {
            throw error
        } catch {
            throw .damaged(path: path, reason: reason(error))
        }
    }

    /// Readies a catalog connection for this store's queries: registers the functions search statements call
    /// (`larder_in`, `larder_match`, `larder_bm25`; see `CSQLiteSearch.h`). For the `prepareDatabase` of a configuration whose
    /// reader is handed to ``init(_:path:)``.
    public static func prepare(_ db: Database) throws {
        try db.registerSearchFunctions()
    }

    /// Closes the connection now, as releasing the store would. Every call after it fails with
    /// "connection is closed".
    public func close() throws(CatalogError) {
        do { try reader.close() } catch { throw .queryFailed(Self.reason(error)) }
    }

    static func reason(_ error: any Error) -> String {
        if let error = error as? DatabaseError { return error.message ?? "SQLite error \(error.resultCode.rawValue)" }
        return String(describing: error)
    }

    /// Runs a read, mapping database errors to ``CatalogError``.
    func read<T>(_ body: (Database) throws -> T) throws(CatalogError) -> T {
        do {
            return try reader.read { db in try body(db) }
        } catch let error as CatalogError {
            throw error
        } catch let error as StoredValueError {
            throw .damaged(path: path, reason: error.description)
        } catch is RowDecodingError {
            throw .damaged(path: path, reason: "a stored value has the wrong type")
        } catch let error as DatabaseError where error.resultCode == .SQLITE_CORRUPT || error.resultCode == .SQLITE_NOTADB {
            throw .damaged(path: path, reason: Self.reason(error))
        } catch {
            throw .queryFailed(Self.reason(error))
        }
    }

    // MARK: Info

    /// The catalog's version, hash and counts.
    ///
    /// - Complexity: one statement (each statement costs a command its preparation), counting the tables.
    public func info() throws(CatalogError) -> CatalogInfo {
        try read { db in
            var info: CatalogInfo?
            try StatementColumns.forEach(db, sql: """
                SELECT (SELECT value FROM meta WHERE key = 'version'), (SELECT value FROM meta WHERE key = 'content_hash'),
                    (SELECT count(*) FROM recipe WHERE kind = 'drink'), (SELECT count(*) FROM recipe WHERE kind = 'dish'),
                    (SELECT count(*) FROM recipe_variant), (SELECT count(*) FROM ingredient), (SELECT count(*) FROM substitute),
                    (SELECT count(*) FROM flavor_compound), (SELECT value FROM meta WHERE key = 'sources')
                """) { row in
                guard let version = Int(try row.optionalText(0, "meta.version") ?? "") else {
                    throw StoredValueError(column: "meta.version", expected: "an integer")
                }
                info = CatalogInfo(
                    version: version, contentHash: try row.optionalText(1, "meta.content_hash") ?? "",
                    drinks: try row.integer(2, "drinks"), dishes: try row.integer(3, "dishes"), variants: try row.integer(4, "variants"),
                    ingredients: try row.integer(5, "ingredients"), substitutes: try row.integer(6, "substitutes"),
                    compounds: try row.integer(7, "compounds"),
                    // A catalog compiled before the compiler stored its data sets gathers them from the recipes.
                    sources: try row.optionalText(8, "meta.sources").map { $0.split(separator: ",").map(String.init) } ?? Self.sourceDatasets(db))
            }
            guard let info else { throw StoredValueError(column: "meta.version", expected: "an integer") }
            return info
        }
    }

    /// The data sets recipes come from: the list the compiler stored (`meta.sources`), else (a catalog
    /// compiled before it stored one) gathered from every recipe's sources.
    static func sourceDatasets(_ db: Database) throws -> [String] {
        if let stored = try String.fetchOne(db, sql: "SELECT value FROM meta WHERE key = 'sources'") {
            return stored.split(separator: ",").map(String.init)
        }
        return try String.fetchAll(db, sql: """
            SELECT DISTINCT json_extract(s.value, '$.dataset') FROM recipe, json_each(recipe.sources) s ORDER BY 1
            """)
    }

    /// Recomputes the content hash from the rows (what the stamp should say).
    public func computeContentHash() throws(CatalogError) -> String {
        try read { db in try ContentHash.compute(db) }
    }
}

/// A catalog's identity and size.
public struct CatalogInfo: Sendable, Hashable, Codable {
    /// The catalog's version number (``CatalogManifest/version``).
    public var version: Int
    /// The content hash stamped in the catalog (hex SHA-256); empty when none is stamped.
    public var contentHash: String
    /// Number of drinks (variants not counted).
    public var drinks: Int
    /// Number of dishes.
    public var dishes: Int
    /// Number of recipe variants.
    public var variants: Int
    /// Number of ingredients.
    public var ingredients: Int
    /// Number of global substitute rules.
    public var substitutes: Int
    /// Number of flavor compounds known.
    public var compounds: Int
    /// The data sets recipes came from.
    public var sources: [String]
}
