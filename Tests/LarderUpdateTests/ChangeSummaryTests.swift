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

    @Test func countsALineChangeAsAChangedRecipe() throws {
        let old = TestCatalog.sample()
        var new = old
        new.version = 2
        new.recipes[4].lines.append("sugar")
        var counter = ChangeCounter(dependentTables: ["recipe_line"])
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
        var counter = ChangeCounter(dependentTables: ["recipe_line"])
        counter.count(try changeset(v1, v2))
        counter.count(try changeset(v2, v3))
        #expect(counter.summary.recipesAdded == 0)
        #expect(counter.summary.recipesRemoved == 1)
        #expect(counter.summary.recipesChanged == 2)
    }
}
