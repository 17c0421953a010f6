import Foundation
import LarderCatalog
import LarderCore
@testable import LarderImport

/// The package's folders and one import of the real data sets, shared by the tests that need it.
enum Fixture {
    static let layout: PackageLayout = PackageLayout.containing(#filePath)!

    static func importer() -> CatalogImporter {
        CatalogImporter(datasets: layout.datasets, curation: layout.curation)
    }

    /// One import of `../shared/datasets` (run once, on first use).
    static let imported: CatalogImporter.Result? = try? importer().run()

    static let curation: Curation? = try? Curation.load(from: layout.curation)

    /// A registry seeded from our tables and bar-assistant's ingredient records.
    static func registry() throws -> IngredientRegistry {
        let curation = try Curation.load(from: layout.curation)
        let barAssistant = try BarAssistantReader(directory: layout.datasets.appendingPathComponent("bar-assistant")).ingredients()
        return IngredientRegistry(curation: curation, barAssistant: barAssistant)
    }

    static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("larder-import-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
