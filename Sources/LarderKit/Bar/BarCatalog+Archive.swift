import Foundation
import LarderCatalog
import LarderCore
import LarderMatch

extension BarCatalog {
    /// The catalog's stored match catalog (see ``LarderCatalog/CatalogStore/storedMatchArchive(version:)``)
    /// with the names it stores, or `nil` when the catalog has none for its current content and this build's
    /// ``LarderMatch/MatchCatalog/archiveVersion``, or the stored bytes do not read back: the caller then
    /// compiles the catalog from its rows, which gives the same catalog.
    init?(storedIn store: CatalogStore) throws(LarderError) {
        let stored: [UInt8]?
        do { stored = try store.storedMatchArchive(version: MatchCatalog.archiveVersion) } catch { throw .catalog(error) }
        guard let stored, let matcher = try? MatchCatalog(archived: stored) else { return nil }
        self.init(matcher: matcher)
    }
}
