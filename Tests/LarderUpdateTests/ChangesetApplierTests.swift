import Foundation
import GRDB
import Testing

@testable import LarderUpdate

@Suite struct ChangesetApplierTests {
    /// A changeset from v1 to v2 and a catalog that is *not* v1 (one recipe renamed locally).
    func wrongBase() throws -> (TemporaryDirectory, Data, URL) {
        let directory = try TemporaryDirectory()
        let v1 = TestCatalog.sample()
        try v1.write(to: directory.file("v1.sqlite"))
        try v1.edited().write(to: directory.file("v2.sqlite"))
        let changeset = try ChangesetBuilder.changeset(from: directory.file("v1.sqlite"), to: directory.file("v2.sqlite"))
        var other = v1
        other.recipes[1].name = "Locally renamed"
        try other.write(to: directory.file("other.sqlite"))
        return (directory, changeset, directory.file("other.sqlite"))
    }

    @Test func abortsOnAConflictAndLeavesTheCatalogUnchanged() throws {
        let (directory, changeset, other) = try wrongBase()
        _ = directory
        let before = try Data(contentsOf: other)
        let queue = try DatabaseQueue(path: other.path)
        let error = #expect(throws: UpdateError.self) {
            try queue.write { db in try ChangesetApplier.apply(changeset, to: db, name: "delta 1→2") }
        }
        guard case .conflict("delta 1→2", _) = error else {
            Issue.record("expected a conflict, got \(String(describing: error))")
            return
        }
        try queue.close()
        #expect(try Data(contentsOf: other) == before)
    }

    @Test func abortsWhenARowToDeleteIsMissing() throws {
        let (directory, changeset, _) = try wrongBase()
        var missing = TestCatalog.sample()
        missing.recipes.remove(at: 3)
        try missing.write(to: directory.file("missing.sqlite"))
        let queue = try DatabaseQueue(path: directory.file("missing.sqlite").path)
        defer { try? queue.close() }
        #expect(throws: UpdateError.self) {
            try queue.write { db in try ChangesetApplier.apply(changeset, to: db, name: "d") }
        }
        #expect(try queue.read { db in try Int.fetchOne(db, sql: "SELECT count(*) FROM recipe WHERE id LIKE 'new-%'") } == 0)
    }
}
