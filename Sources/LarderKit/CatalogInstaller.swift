import Foundation
import LarderCatalog
import LarderCore
import LarderUpdate

/// Installs the pristine bundled catalog into the data directory.
///
/// The copy is written beside its destination, synced and renamed into place, so a reader never sees
/// a half-copied catalog, and the user database is never touched. It runs under the catalog's
/// ``CatalogLock`` (an update running meanwhile makes it fail with a clear message), and a `-journal` a
/// killed writer left beside the old copy is rolled back into the old copy first: renamed over, the new
/// file would otherwise get the old pages rolled into it on its next open.
public struct CatalogInstaller: Sendable {
    /// Where the user's catalog and data live.
    public let paths: LarderPaths

    /// An installer for the catalog at `paths`.
    public init(paths: LarderPaths) {
        self.paths = paths
    }

    /// Installs the bundled catalog when the user has none yet.
    /// - Returns: whether a catalog was installed.
    @discardableResult
    public func installIfNeeded() throws(LarderError) -> Bool {
        if FileManager.default.fileExists(atPath: paths.catalogPath) { return false }
        // Many first runs at once: each waits its turn, and only the first one installs.
        let lock = try lock(waiting: 60)
        defer { lock.release() }
        if FileManager.default.fileExists(atPath: paths.catalogPath) { return false }
        try install(holding: lock)
        return true
    }

    /// Installs (or reinstalls) the bundled catalog over the user's copy.
    public func install() throws(LarderError) {
        let lock = try lock(waiting: 0)
        defer { lock.release() }
        try install(holding: lock)
    }

    /// The catalog's lock, waiting up to `seconds` for another install or update to finish.
    private func lock(waiting seconds: Double) throws(LarderError) -> CatalogLock {
        do {
            try Directory.create(paths.dataDirectoryPath)
            return try CatalogLock.acquire(paths.catalog, timeout: seconds)
        } catch let error as FileSystemError {
            throw .installFailed(error.description)
        } catch let error as UpdateError {
            throw .installFailed(error.description)
        } catch {
            throw .installFailed("\(error)")
        }
    }

    /// Installs while holding the catalog's lock.
    private func install(holding lock: CatalogLock) throws(LarderError) {
        guard let source = paths.bundledCatalog else {
            throw .noBundledCatalog(searched: paths.bundledCatalogPaths)
        }
        // Refuse to install something that is not a good catalog.
        do { _ = try CatalogStore.open(at: source) } catch { throw .installFailed("the bundled catalog at \(source.path) is unusable: \(error)") }
        do {
            _ = try CatalogRecovery.recover(lockedBy: lock, paths.catalog)
        } catch {
            throw .installFailed(error.description)
        }
        do {
            try StagedFile.replace(paths.catalogPath) { staged in
                try CatalogFile.copy(source, to: URL(fileURLWithPath: staged))
                // The copy gets the catalog compiled for matching (the bundled catalog has it already unless
                // an older `larder-build` compiled it), so `make` and `buy-next` read it.
                try MatchArchiveIndex.refillIfStale(at: URL(fileURLWithPath: staged))
            }
        } catch let error as CatalogError {
            throw .installFailed("the catalog could not be compiled for matching: \(error)")
        } catch let error as FileSystemError {
            throw .installFailed(error.description)
        } catch {
            throw .installFailed("\(error)")
        }
    }
}
