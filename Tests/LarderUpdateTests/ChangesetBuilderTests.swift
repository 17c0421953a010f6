import Foundation
import GRDB
import Testing

@testable import LarderUpdate

@Suite struct ChangesetBuilderTests {
    @Test func emptyBetweenIdenticalCatalogs() throws {
        let directory = try TemporaryDirectory()
        let catalog = TestCatalog.sample()
        try catalog.write(to: directory.file("a.sqlite"))
        try catalog.write(to: directory.file("b.sqlite"))
        #expect(try ChangesetBuilder.changeset(from: directory.file("a.sqlite"), to: directory.file("b.sqlite")).isEmpty)
    }

    @Test func appliedToTheOldCatalogGivesTheNewContent() throws {
        let directory = try TemporaryDirectory()
        let old = TestCatalog.sample(count: 200)
        try old.write(to: directory.file("old.sqlite"))
        let target = try old.edited().write(to: directory.file("new.sqlite"))
        let changeset = try ChangesetBuilder.changeset(from: directory.file("old.sqlite"), to: directory.file("new.sqlite"))
        let queue = try DatabaseQueue(path: directory.file("old.sqlite").path)
        try queue.write { db in try ChangesetApplier.apply(changeset, to: db, name: "d") }
        try queue.close()
        #expect(try CatalogProbe.contentHash(directory.file("old.sqlite")) == target.contentHash)
        #expect(try CatalogProbe.stamp(directory.file("old.sqlite")) == target)
    }

    @Test func staysSmallWhenFewRecipesChange() throws {
        let directory = try TemporaryDirectory()
        let old = TestCatalog.sample(count: 1_000)
        try old.write(to: directory.file("old.sqlite"))
        try old.edited().write(to: directory.file("new.sqlite"))
        let changeset = try ChangesetBuilder.changeset(from: directory.file("old.sqlite"), to: directory.file("new.sqlite"))
        let fileSize = try Data(contentsOf: directory.file("new.sqlite")).count
        #expect(changeset.count < fileSize / 50)
        var counter = ChangeCounter(dependentColumns: try CatalogProbe.dependentColumns(directory.file("new.sqlite")))
        counter.count(changeset)
        // Rows: a renamed recipe (1), a line added and the recipe's computed volume (2), a recipe and its two
        // lines removed (3), one added (3), and the version and content hash in meta (2); then what the
        // compiler precomputes: the Codex rows of the changed, removed and added drinks (3). The flavor graph's
        // stored evidence depends on compounds only, so gin and lime juice sharing 999 recipes instead of 1,000
        // rewrites nothing (its NPMI is computed on load).
        #expect(counter.summary == ChangeSummary(recipesAdded: 1, recipesChanged: 2, recipesRemoved: 1, rowsChanged: 14))
    }

    @Test func refusesCatalogsWithDifferentSchemas() throws {
        let directory = try TemporaryDirectory()
        try TestCatalog.sample().write(to: directory.file("old.sqlite"))
        try TestCatalog.sample(version: 2).write(to: directory.file("new.sqlite"))
        let queue = try DatabaseQueue(path: directory.file("new.sqlite").path)
        try queue.write { db in try db.execute(sql: "ALTER TABLE recipe ADD COLUMN colour TEXT") }
        try queue.close()
        #expect(throws: UpdateError.unsupported("the catalogs' schemas differ; publish a full catalog instead")) {
            try ChangesetBuilder.changeset(from: directory.file("old.sqlite"), to: directory.file("new.sqlite"))
        }
    }

    @Test func refusesTablesWithoutPrimaryKey() throws {
        let directory = try TemporaryDirectory()
        for name in ["old.sqlite", "new.sqlite"] {
            try TestCatalog.sample().write(to: directory.file(name))
            let queue = try DatabaseQueue(path: directory.file(name).path)
            try queue.write { db in try db.execute(sql: "CREATE TABLE loose(note TEXT)") }
            try queue.close()
        }
        #expect(throws: UpdateError.unsupported("table loose has no primary key")) {
            try ChangesetBuilder.changeset(from: directory.file("old.sqlite"), to: directory.file("new.sqlite"))
        }
    }
}
