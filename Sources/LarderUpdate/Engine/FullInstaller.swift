import Foundation
import LarderCore
import GRDB

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a catalog file with a full catalog: written beside it, synced, checked, then renamed over it.
///
/// `rename(2)` within one directory is atomic, so a SIGKILL leaves either the old file or the new
/// one; a leftover `.incoming` file from a killed run is removed by the next. The caller holds the
/// catalog's ``CatalogLock`` (``UpdateEngine`` does), which makes the staging file this process's own. Before the rename the
/// old catalog must have no hot journal (opening it for writing rolls one back), or SQLite would apply
/// the old journal to the new file.
public struct FullInstaller: Sendable {
    /// The catalog file to replace.
    public let catalog: URL
    /// Content hash for this catalog format.
    public let maintenance: any CatalogMaintenance

    /// An installer replacing the catalog file at `catalog`.
    public init(catalog: URL, maintenance: any CatalogMaintenance) {
        self.catalog = catalog
        self.maintenance = maintenance
    }

    /// Where the new catalog is staged.
    public var stagingFile: URL { URL(fileURLWithPath: catalog.path + ".incoming") }

    /// Removes a staging file a killed run left behind.
    public func removeLeftovers() { try? FileManager.default.removeItem(at: stagingFile) }

    /// Installs `database` (the inflated SQLite file of `manifest`) over the catalog.
    /// - Parameter dryRun: stage and check, then discard.
    /// - Returns: what changed compared with the installed catalog.
    public func install(
        _ database: Data, manifest: FullCatalogManifest, installed: CatalogStamp, dryRun: Bool = false
    ) throws(UpdateError) -> ChangeSummary {
        if manifest.version < installed.version { throw .downgrade(installed: installed.version, offered: manifest.version) }
        removeLeftovers()
        defer { removeLeftovers() }
        try write(database, to: stagingFile)
        try check(stagingFile, against: manifest)
        if !dryRun { FaultPoint.afterStage.hit() }
        var summary = ChangeSummary()
        if let changeset = try? ChangesetBuilder.changeset(from: catalog, to: stagingFile) {
            var counter = ChangeCounter(dependentColumns: (try? dependentColumns()) ?? [:])
            counter.count(changeset)
            summary = counter.summary
        }
        if dryRun { return summary }
        let journal = catalog.path + "-journal"
        if FileManager.default.fileExists(atPath: journal) {
            // Under the lock, a journal is a killed writer's: roll it back into the old file first.
            _ = try CatalogRecovery.rollBackJournal(catalog)
        }
        guard !CatalogRecovery.hasJournal(catalog) else {
            throw .catalog("the catalog has an unfinished transaction (\(journal)); open it once to recover")
        }
        FaultPoint.duringRename.hit()
        do throws(FileSystemError) {
            try StagedFile.commit(stagingFile.path, to: catalog.path)
        } catch {
            throw .io(catalog.path, reason: error.reasonText)
        }
        FaultPoint.afterCommit.hit()
        return summary
    }

    private func write(_ data: Data, to url: URL) throws(UpdateError) {
        guard FileManager.default.createFile(atPath: url.path, contents: nil),
            let handle = FileHandle(forWritingAtPath: url.path)
        else { throw .io(url.path, reason: "cannot create the staging file") }
        do {
            defer { try? handle.close() }
            try handle.write(contentsOf: data)
            try handle.synchronize()
        } catch {
            throw .io(url.path, reason: error.localizedDescription)
        }
    }

    private func check(_ url: URL, against manifest: FullCatalogManifest) throws(UpdateError) {
        do {
            var configuration = Configuration()
            configuration.readonly = true
            let queue = try DatabaseQueue(path: url.path, configuration: configuration)
            defer { try? queue.close() }
            try queue.read { db in
                guard try String.fetchOne(db, sql: "PRAGMA quick_check") == "ok" else {
                    throw UpdateError.corruptPayload(manifest.name)
                }
                let stamp = try CatalogStamp.read(db)
                let actual = try maintenance.contentHash(db)
                guard stamp.version == manifest.version, stamp.contentHash == manifest.contentHash,
                    actual == manifest.contentHash
                else { throw UpdateError.contentMismatch(expected: manifest.contentHash, actual: actual) }
            }
        } catch let error as UpdateError {
            throw error
        } catch {
            throw .corruptPayload(manifest.name)
        }
    }

    private func dependentColumns() throws -> [String: Int32] {
        let queue = try DatabaseQueue(path: catalog.path)
        defer { try? queue.close() }
        return try queue.read { db in try DeltaInstaller.dependentColumns(db) }
    }

}
