import Foundation
import LarderCatalog
import LarderUpdate
import LarderUser

/// The application: one session over the user's catalog and own data, with a method for every use case.
///
/// An app or the `larder` command creates one session per process (or per window) and calls it; the
/// session opens what a call needs, once and lazily: the catalog on the first call that reads it, the
/// user database on the first call that reads or writes user data, the matcher only for "what can I
/// make" questions, and the flavor graph only for flavor questions. Every membership check happens
/// inside the store's own transaction, so an edit is all or nothing.
///
/// ```swift
/// let larder = LarderSession(paths: .resolve())
/// let result = try larder.search(SearchRequest(text: "negroni"))
/// for hit in result.hits { print(hit.name) }
/// let negroni = try larder.show("negroni", servings: 2)
/// try larder.addFavorites(["negroni"])
/// let makeable = try larder.make(MakeRequest(maxMissing: 0))
/// ```
///
/// A session may be shared between threads: its lazily opened stores are guarded by a lock, and the
/// stores themselves serialize their own access.
public final class LarderSession: @unchecked Sendable {
    /// Where the catalog and the user's data live.
    public let paths: LarderPaths
    /// Whether views and searches are written to the user's history.
    public let recordsHistory: Bool
    /// Told about what went wrong without failing the call (a history entry not written, say).
    public let onWarning: @Sendable (String) -> Void

    private let lock = NSLock()
    private var openedCatalog: CatalogStore?
    private var openedUserData: UserDatabase?
    private var compiledBar: BarCatalog?
    /// The catalog's stored match catalog, once looked for (`.some(nil)` when it has none).
    private var storedBar: BarCatalog??
    private var loadedMatchData: CatalogMatchData?
    private var loadedFlavor: FlavorService?
    /// Set by ``close()``: every store is closed and no call may use one.
    private var isClosed = false

    /// A session over the files at `paths`. Nothing is opened until a call needs it.
    public init(paths: LarderPaths, recordsHistory: Bool = true, onWarning: @escaping @Sendable (String) -> Void = { _ in }) {
        self.paths = paths
        self.recordsHistory = recordsHistory
        self.onWarning = onWarning
    }

    /// A session over the data directory given (or found from the environment, see ``LarderPaths``).
    public convenience init(
        dataDirectory: String? = nil, recordsHistory: Bool = true, onWarning: @escaping @Sendable (String) -> Void = { _ in }
    ) {
        self.init(paths: LarderPaths.resolve(dataDirectory: dataDirectory), recordsHistory: recordsHistory, onWarning: onWarning)
    }

    /// Passes a warning to ``onWarning``.
    func warn(_ text: String) { onWarning(text) }

    // MARK: Stores, opened once

    /// The user's catalog, installing the bundled one on first run and recovering an interrupted update.
    public func catalog() throws(LarderError) -> CatalogStore {
        try cached(\.openedCatalog) { () throws(LarderError) in
            try CatalogInstaller(paths: paths).installIfNeeded()
            // A read-only open cannot roll back an update killed mid-transaction; recover first. After a
            // crash was recovered from, the first command checks the catalog's pages and content hash.
            let outcome: CatalogRecovery.Outcome
            do throws(UpdateError) { outcome = try CatalogRecovery.recover(atPath: paths.catalogPath) } catch { throw .update(error) }
            if case .recovered = outcome {
                let report: CatalogIntegrityReport
                do throws(CatalogError) { report = try CatalogIntegrity.check(at: paths.catalog) } catch { throw .catalog(error) }
                if let problem = report.problem { throw .catalog(.damaged(path: paths.catalogPath, reason: problem)) }
            }
            do throws(CatalogError) { return try CatalogStore.open(atPath: paths.catalogPath) } catch { throw .catalog(error) }
        }
    }

    /// The user's own data (`user.sqlite` beside the catalog copy), created on first use.
    public func userData() throws(LarderError) -> UserDatabase {
        try cached(\.openedUserData) { () throws(LarderError) in
            do throws(UserDataError) { return try UserDatabase.open(atPath: paths.userDatabasePath) } catch { throw .user(error) }
        }
    }

    /// The catalog compiled for "what can I make" (read from the catalog's stored copy when it has a
    /// current one, else built on the first call that matches), with the user's own recipes beside the
    /// catalog's (compiled again on each call when there are some, as they change between calls).
    public func barCatalog() throws(LarderError) -> BarCatalog {
        let store = try catalog()
        let own = try ownMatchRecipes()
        // Without own recipes, the catalog compiled where it was installed serves (when it is current).
        if own.isEmpty, let stored = try cached(\.storedBar, { () throws(LarderError) in try BarCatalog(storedIn: store) }) {
            return stored
        }
        let data = try cached(\.loadedMatchData) { () throws(LarderError) in
            do throws(CatalogError) { return try store.matchData() } catch { throw .catalog(error) }
        }
        guard own.isEmpty else { return try BarCatalog(data, own: own) }
        return try cached(\.compiledBar) { () throws(LarderError) in try BarCatalog(data) }
    }

    /// Closes the catalog's and the user database's connections, if a call opened them, as releasing the
    /// session would: SQLite checkpoints the user database's write-ahead log and removes it when this was
    /// the last connection. Every call after it that needs a store fails with ``LarderError/closed``.
    /// For a process that ends right after its last call: it can then exit without releasing
    /// the session, and skip GRDB's teardown (about 1.2 M instructions, most of it Foundation's first
    /// dynamic cast in `NotificationCenter.removeObserver`).
    public func close() throws(LarderError) {
        lock.lock()
        defer { lock.unlock() }
        isClosed = true
        do throws(UserDataError) { try openedUserData?.close() } catch { throw .user(error) }
        do throws(CatalogError) { try openedCatalog?.close() } catch { throw .catalog(error) }
    }

    /// Whether a call already read the whole catalog's match data (``barCatalog()`` is then cheap).
    var hasMatchData: Bool {
        lock.lock()
        defer { lock.unlock() }
        return loadedMatchData != nil
    }

    /// The flavor graph over the catalog (built on the first flavor call).
    public func flavorService() throws(LarderError) -> FlavorService {
        let store = try catalog()
        return try cached(\.loadedFlavor) { () throws(LarderError) in try FlavorService(catalog: store) }
    }

    /// The flavor graph for one query: read from the graph the catalog stores, with the pair facts of
    /// `focus` and every kept edge or those of `focus` only (see ``CatalogStore/storedFlavorGraph(focus:allEdges:)``),
    /// so that a command reads only what it asks about; the whole graph (``flavorService()``) for a
    /// catalog compiled before the graph was stored.
    func flavorService(focus: [IngredientID], allEdges: Bool) throws(LarderError) -> FlavorService {
        let store = try catalog()
        if let graph = try withCatalog({ (catalog) throws(CatalogError) in
            try catalog.storedFlavorGraph(focus: focus, allEdges: allEdges)
        }) {
            return FlavorService(catalog: store, graph: graph)
        }
        return try flavorService()
    }

    /// The value at `slot`, made by `make` on first use and kept.
    private func cached<T>(
        _ slot: ReferenceWritableKeyPath<LarderSession, T?>, _ make: () throws(LarderError) -> T
    ) throws(LarderError) -> T {
        if let unresolved = paths.unresolved { throw .invalidInput(unresolved) }
        lock.lock()
        defer { lock.unlock() }
        if isClosed { throw .closed }
        if let value = self[keyPath: slot] { return value }
        let value = try make()
        self[keyPath: slot] = value
        return value
    }

    /// Runs a catalog call, keeping its error's identity.
    func withCatalog<T>(_ body: (CatalogStore) throws(CatalogError) -> T) throws(LarderError) -> T {
        let store = try catalog()
        do { return try body(store) } catch { throw .catalog(error) }
    }

    /// Runs a user-data call, keeping its error's identity.
    func withUserData<T>(_ body: (UserDatabase) throws(UserDataError) -> T) throws(LarderError) -> T {
        let store = try userData()
        do { return try body(store) } catch { throw .user(error) }
    }
}
