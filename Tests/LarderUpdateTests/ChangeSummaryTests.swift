import Foundation
import Testing

@testable import LarderUpdate

@Suite struct ChangeSummaryTests {
    func changeset(_ old: TestCatalog, _ new: TestCatalog) throws -> Data {
        let directory = try TemporaryDirectory()
        try old.write(to: directory.file("a.sqlite"))
        try new.write(to: directory.file("b.sqlite"))
        return try ChangesetBuilder.changeset(from: directory.file("a.sqlite"), to: directory.file("b.sqlite"))
    }

    func counter() throws -> ChangeCounter {
        let directory = try TemporaryDirectory()
        try TestCatalog.sample().write(to: directory.file("c.sqlite"))
        return ChangeCounter(dependentColumns: try CatalogProbe.dependentColumns(directory.file("c.sqlite")))
    }

    @Test func findsTheRecipeIdColumnOfEveryDependentTable() throws {
        let directory = try TemporaryDirectory()
        try TestCatalog.sample().write(to: directory.file("c.sqlite"))
        let columns = try CatalogProbe.dependentColumns(directory.file("c.sqlite"))
        #expect(columns["recipe_line"] == 0 && columns["recipe_tag"] == 0 && columns["recipe_variant"] == 1)
        #expect(columns["ingredient"] == nil)
    }

    @Test func countsALineChangeAsAChangedRecipe() throws {
        let old = TestCatalog.sample()
        var new = old
        new.version = 2
        new.recipes[4].lines.append("sugar")
        var counter = try counter()
        counter.count(try changeset(old, new))
        #expect(counter.summary.recipesChanged == 1)
        #expect(counter.summary.recipesAdded == 0)
        #expect(counter.summary.recipesRemoved == 0)
    }

    @Test func foldsAChain() throws {
        let v1 = TestCatalog.sample()
        let v2 = v1.edited()
        var v3 = v2
        v3.version = 3
        v3.recipes.removeLast()  // the recipe v2 added
        var counter = try counter()
        counter.count(try changeset(v1, v2))
        counter.count(try changeset(v2, v3))
        #expect(counter.summary.recipesAdded == 0)
        #expect(counter.summary.recipesRemoved == 1)
        #expect(counter.summary.recipesChanged == 2)
    }
}
