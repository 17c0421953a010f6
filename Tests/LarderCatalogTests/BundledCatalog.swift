import CatalogTestSupport
import Foundation
import LarderCatalog
import LarderCatalogBuild

/// The bundled catalog (`Bundle/catalog`) compiled into a fresh temporary folder, for tests over every recipe.
enum BundledCatalog {
    /// The compiled catalog's store and file, and the folder to remove afterwards.
    static func compiled() throws -> (store: CatalogStore, url: URL, folder: URL) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        let folder = try Fixture.temporaryDirectory()
        let url = folder.appendingPathComponent("catalog.sqlite")
        try CatalogCompiler().compile(try CatalogSources.load(from: root.appendingPathComponent("Bundle/catalog")), to: url)
        return (try CatalogStore.open(at: url), url, folder)
    }
}
