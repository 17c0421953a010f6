import Foundation
import LarderCore
import Testing

@testable import LarderUpdate

/// After a delta, the refreshed search index holds exactly the documents a full build of the new
/// version holds: nothing stale, nothing missing.
@Suite struct LarderCatalogMaintenanceTests {
    func update(from old: TestCatalog, to new: TestCatalog) throws -> (installed: URL, target: URL, TemporaryDirectory) {
        let directory = try TemporaryDirectory()
        try old.write(to: directory.file("old.sqlite"))
        try new.write(to: directory.file("new.sqlite"))
        try old.write(to: directory.file("installed.sqlite"))
        let publisher = Publisher(feed: directory.file("feed"), key: TestKeys.publisher, maintenance: LarderCatalogMaintenance())
        try publisher.publishDelta(from: directory.file("old.sqlite"), to: directory.file("new.sqlite"))
        let engine = UpdateEngine(
            catalog: directory.file("installed.sqlite"), feed: LocalFeed(directory: directory.file("feed")),
            trusted: TestKeys.trusted, maintenance: LarderCatalogMaintenance())
        #expect(try engine.update().toVersion == new.version)
        return (directory.file("installed.sqlite"), directory.file("new.sqlite"), directory)
    }

    @Test func refreshedIndexMatchesAFullBuildAfterRecipeEdits() throws {
        let old = TestCatalog.sample(count: 50)
        let (installed, target, directory) = try update(from: old, to: old.edited())
        _ = directory
        #expect(try CatalogProbe.searchDocuments(installed) == CatalogProbe.searchDocuments(target))
        #expect(try CatalogProbe.search(installed, "basil") == ["new-a-2"])
    }

    @Test func renamingAnIngredientReindexesTheRecipesThatUseIt() throws {
        let old = TestCatalog.sample(count: 50)
        var new = old
        new.version = 2
        let index = try #require(new.ingredients.firstIndex { $0.id == "lime-juice" })
        new.ingredients[index].name = "Key lime juice"
        let (installed, target, directory) = try update(from: old, to: new)
        _ = directory
        #expect(try CatalogProbe.searchDocuments(installed) == CatalogProbe.searchDocuments(target))
        #expect(try CatalogProbe.search(installed, "key").count == 50)
    }

    @Test func renamingAParentReindexesRecipesOfItsChildren() throws {
        var old = TestCatalog.sample(count: 10)
        old.ingredients.append(Ingredient(id: "london-dry-gin", name: "London dry gin", parent: "gin", category: .spirit))
        old.recipes[0].lines = ["london-dry-gin"]
        var new = old
        new.version = 2
        new.ingredients[0].name = "Genever"
        let (installed, target, directory) = try update(from: old, to: new)
        _ = directory
        #expect(try CatalogProbe.searchDocuments(installed) == CatalogProbe.searchDocuments(target))
        #expect(try CatalogProbe.search(installed, "genever").contains("r0000"))
    }
}
