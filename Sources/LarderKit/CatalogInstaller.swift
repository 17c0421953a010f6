import Foundation
import LarderCatalog

/// Installs the pristine bundled catalog into the data directory.
///
/// The copy is written beside its destination and renamed into place, so a reader never sees a
/// half-copied catalog, and the user database is never touched.
public struct CatalogInstaller: Sendable {
    public let paths: LarderPaths

    public init(paths: LarderPaths) {
        self.paths = paths
    }

    /// Installs the bundled catalog when the user has none yet.
    /// - Returns: whether a catalog was installed.
    @discardableResult
    public func installIfNeeded() throws(LarderError) -> Bool {
        if FileManager.default.fileExists(atPath: paths.catalog.path) { return false }
        try install()
        return true
    }

    /// Installs (or reinstalls) the bundled catalog over the user's copy.
    public func install() throws(LarderError) {
        guard let source = paths.bundledCatalog else {
            throw .noBundledCatalog(searched: paths.bundledCatalogCandidates.map(\.path))
        }
        // Refuse to install something that is not a good catalog.
        do { _ = try CatalogStore.open(at: source) } catch { throw .installFailed("the bundled catalog at \(source.path) is unusable: \(error)") }
        let fm = FileManager.default
        let temporary = paths.dataDirectory.appendingPathComponent(".catalog.\(UUID().uuidString).partial")
        do {
            try fm.createDirectory(at: paths.dataDirectory, withIntermediateDirectories: true)
            try fm.copyItem(at: source, to: temporary)
            if rename(temporary.path, paths.catalog.path) != 0 {
                throw LarderError.installFailed("cannot rename into \(paths.catalog.path): \(String(cString: strerror(errno)))")
            }
        } catch let error as LarderError {
            try? fm.removeItem(at: temporary)
            throw error
        } catch {
            try? fm.removeItem(at: temporary)
            throw .installFailed(error.localizedDescription)
        }
    }
}
