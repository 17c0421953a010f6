import Foundation
import LarderCatalog
import LarderUpdate

/// The application core: where the files are, and the stores opened from them.
///
/// An app embeds this unchanged; the command-line tool is a thin layer over it.
public struct LarderApp: Sendable {
    public let paths: LarderPaths

    public init(paths: LarderPaths) {
        self.paths = paths
    }

    /// The user's catalog, installing the bundled one on first run.
    public func catalog() throws(LarderError) -> CatalogStore {
        try CatalogInstaller(paths: paths).installIfNeeded()
        // A read-only open cannot roll back an update killed mid-transaction; recover first.
        do { try CatalogRecovery.recoverIfNeeded(paths.catalog) } catch { throw .message(error.description) }
        do {
            return try CatalogStore.open(at: paths.catalog)
        } catch {
            throw .catalog(error)
        }
    }
}
