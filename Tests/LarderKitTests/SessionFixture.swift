import CatalogTestSupport
import Foundation
import LarderKit
import LarderCatalogBuild

/// A session over the hand-written fixture catalog, in a fresh data directory of its own.
struct SessionFixture {
    let folder: URL
    let session: LarderSession

    /// `extraIngredients` are added to the fixture before it is compiled.
    init(extraIngredients: [Ingredient] = [], steps: [RecipeID: [MethodStep]] = [:], recordsHistory: Bool = true) throws {
        folder = try Fixture.temporaryDirectory()
        var sources = Fixture.sources
        sources.ingredients += extraIngredients
        for index in sources.recipes.indices { sources.recipes[index].steps = steps[sources.recipes[index].id] }
        let bundled = folder.appendingPathComponent("bundled.sqlite")
        try CatalogCompiler().compile(sources, to: bundled)
        let paths = LarderPaths(dataDirectory: folder.appendingPathComponent("data"), bundledCatalogCandidates: [bundled])
        session = LarderSession(paths: paths, recordsHistory: recordsHistory)
    }

    func cleanUp() { try? FileManager.default.removeItem(at: folder) }
}
