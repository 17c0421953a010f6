import Foundation
import GRDB

/// Applies a chain of verified deltas to a catalog file in one SQLite transaction.
///
/// Why in place, in one transaction: SQLite's rollback journal makes the commit atomic against a
/// SIGKILL at any instant — killed before the commit, the next open rolls the journal back to the old
/// catalog; after it, the new catalog is complete. It writes only the pages the delta touches, where a
/// copy-and-rename would rewrite the whole file. The content hash is checked *inside* the transaction,
/// so a result that is not exactly the promised catalog is rolled back, never committed.
public struct DeltaInstaller: Sendable {
    /// The catalog file to update.
    public let catalog: URL
    /// Content hash and index rebuilding for this catalog format.
    public let maintenance: any CatalogMaintenance

    /// An installer updating the catalog file at `catalog`.
    public init(catalog: URL, maintenance: any CatalogMaintenance) {
        self.catalog = catalog
        self.maintenance = maintenance
    }

    /// Checks that `chain` continues `installed` link by link.
    /// - Throws: ``UpdateError/downgrade(installed:offered:)`` for a delta going backwards,
    ///   ``UpdateError/replayed(_:installed:)`` for one already applied,
    ///   ``UpdateError/wrongBase(_:expected:installed:)`` for one built on another catalog.
    public static func validate(_ chain: [DeltaManifest], from installed: CatalogStamp) throws(UpdateError) {
        var current = installed
        for manifest in chain {
            guard manifest.format == DeltaManifest.currentFormat else {
                throw .malformedDocument(manifest.name, reason: "unknown format \(manifest.format)")
            }
            if manifest.toVersion <= manifest.fromVersion {
                throw .downgrade(installed: current.version, offered: manifest.toVersion)
            }
            if manifest.toVersion <= current.version { throw .replayed(manifest.name, installed: current.version) }
            guard manifest.fromVersion == current.version, manifest.fromContentHash == current.contentHash else {
                throw .wrongBase(manifest.name, expected: manifest.fromVersion, installed: current.version)
            }
            current = CatalogStamp(version: manifest.toVersion, contentHash: manifest.toContentHash)
        }
    }

    /// Applies `steps` (manifest and inflated changeset each) to the catalog.
    ///
    /// - Parameter dryRun: apply, check, and roll back (reports what would change).
    /// - Returns: what changed, in recipes.
    /// - Throws: validation errors, ``UpdateError/conflict(_:table:)``, ``UpdateError/contentMismatch(expected:actual:)``;
    ///   the catalog is unchanged whenever this throws.
    public func apply(
        _ steps: [(manifest: DeltaManifest, changeset: Data)], expected installed: CatalogStamp, dryRun: Bool = false,
        progress: UpdateProgress = { _ in }
    ) throws(UpdateError) -> ChangeSummary {
        guard let last = steps.last?.manifest else { return ChangeSummary() }
        try Self.validate(steps.map(\.manifest), from: installed)
        do {
            let queue = try DatabaseQueue(path: catalog.path)
            defer { try? queue.close() }
            var summary = ChangeSummary()
            try queue.inTransaction(.immediate) { db in
                // Re-read under the write lock: another process may have updated meanwhile.
                let stamp = try CatalogStamp.read(db)
                try Self.validate(steps.map(\.manifest), from: stamp)
                var counter = ChangeCounter(dependentColumns: try Self.dependentColumns(db))
                for (index, step) in steps.enumerated() {
                    progress(.applying(name: step.manifest.name, index: index + 1, count: steps.count))
                    try ChangesetApplier.apply(step.changeset, to: db, name: step.manifest.name)
                    if index == 0 { FaultPoint.midTransaction.hit(flushing: db) }
                    counter.count(step.changeset)
                }
                progress(.checking)
                try maintenance.refreshIndexes(db, after: counter.changes)
                let actual = try maintenance.contentHash(db)
                let result = try CatalogStamp.read(db)
                guard actual == last.toContentHash, result.contentHash == actual, result.version == last.toVersion else {
                    throw UpdateError.contentMismatch(expected: last.toContentHash, actual: actual)
                }
                summary = counter.summary
                if !dryRun { FaultPoint.beforeCommit.hit() }
                return dryRun ? .rollback : .commit
            }
            if !dryRun { FaultPoint.afterCommit.hit() }
            return summary
        } catch let error as UpdateError {
            throw error
        } catch {
            throw .catalog("\(error)")
        }
    }

    /// Tables with a `recipe_id` column (their rows belong to a recipe), and that column's index.
    static func dependentColumns(_ db: Database) throws -> [String: Int32] {
        var columns: [String: Int32] = [:]
        for table in try CatalogTables.contentTables(db) {
            if let index = try CatalogTables.columns(db, table: table).firstIndex(of: "recipe_id") {
                columns[table] = Int32(index)
            }
        }
        return columns
    }
}
