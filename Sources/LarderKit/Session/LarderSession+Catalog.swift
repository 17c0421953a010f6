import Foundation
import LarderCatalog
import LarderUpdate
import LarderUser

extension LarderSession {
    /// The catalog's version, hash and counts, where the data lives, and the updates applied.
    public func info() throws(LarderError) -> LarderInfo {
        let catalog = try withCatalog { (catalog) throws(CatalogError) in try catalog.info() }
        return LarderInfo(catalog: catalog, dataDirectory: paths.dataDirectoryPath, updates: try updateHistory())
    }

    /// Installs the bundled catalog; with `force`, over the user's copy. Returns whether one was installed.
    @discardableResult
    public func install(force: Bool) throws(LarderError) -> InstallOutcome {
        if let unresolved = paths.unresolved { throw .invalidInput(unresolved) }
        let installer = CatalogInstaller(paths: paths)
        let installed: Bool
        if force {
            try installer.install()
            installed = true
        } else {
            installed = try installer.installIfNeeded()
        }
        return InstallOutcome(installed: installed, path: paths.catalogPath)
    }

    /// The updater for `feed` (else `$LARDER_FEED`) with the trusted keys; writes history unless `recording` is false.
    public func updater(feed: String?, trustedKeyFiles: [String], recording: Bool) throws(LarderError) -> CatalogUpdater {
        if let unresolved = paths.unresolved { throw .invalidInput(unresolved) }
        let log: UserUpdateLog? = recording ? UserUpdateLog(database: try userData()) : nil
        do {
            return try CatalogUpdater(paths: paths, feed: feed, trustedKeyFiles: trustedKeyFiles, log: log)
        } catch {
            throw .update(error)
        }
    }

    /// Checks the installed catalog on demand: SQLite's integrity check over every page, and the content
    /// hash recomputed from the rows against its stamp. Reads only; the report says what is wrong.
    public func checkCatalog() throws(LarderError) -> CatalogIntegrityReport {
        if let unresolved = paths.unresolved { throw .invalidInput(unresolved) }
        do throws(CatalogError) { return try CatalogIntegrity.check(at: paths.catalog) } catch { throw .catalog(error) }
    }

    /// Every applied catalog update, oldest first (none, without creating it, when there is no user database).
    public func updateHistory() throws(LarderError) -> [UpdateRecord] {
        guard FileManager.default.fileExists(atPath: paths.userDatabasePath) else { return [] }
        return try withUserData { (user) throws(UserDataError) in try user.updateHistory() }
    }
}

/// What `larder info` shows.
public struct LarderInfo: Sendable, Codable {
    /// The installed catalog's version, counts and content hash.
    public var catalog: CatalogInfo
    /// The data directory's path.
    public var dataDirectory: String
    /// Every applied catalog update, oldest first.
    public var updates: [UpdateRecord]
}

/// What `larder install` did.
public struct InstallOutcome: Sendable, Codable, Hashable {
    /// Whether a catalog was (re)installed; `false` when one was there and no force was given.
    public var installed: Bool
    /// Where the catalog is.
    public var path: String
}
